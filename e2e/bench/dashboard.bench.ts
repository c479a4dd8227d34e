import { test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Summary dashboard speed: the dashboard over the bench seed's 20,000+ snapshots of
 * `engineer`, opened from the Reports menu over the (unfiltered) list. Figures, all read in the
 * page: the job's wait (open to data), then from the moment the job's data has arrived and been
 * read (User Timing mark `summary-data`) to the end of the last chart's first draw (the shared
 * chart layer's `chart-draw` measures); then each chart's redraw on a window resize (the layer's
 * `chart-resize` measures, resize call to ECharts' `finished`). Targets: within 2 s of the data;
 * every resize redraw under 50 ms.
 */

interface Measure {
  name: string;
  startTime: number;
  duration: number;
}

test('summary dashboard over 20,000 snapshots', async ({ page }) => {
  test.setTimeout(9 * 60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'engineer');
  await page.locator('[data-snapshot-id]').first().waitFor({ timeout: 120_000 });
  const opened = Date.now();
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Summary' }).click();
  await page.getByTestId('summary-dashboard').waitFor({ timeout: 8 * 60_000 });
  const charts = page.locator('[data-testid^="summary-chart-"]');
  // Every chart reports its first draw.
  await page.waitForFunction(() => {
    const all = document.querySelectorAll('[data-testid^="summary-chart-"]');
    return all.length > 0 && [...all].every((el) => el.getAttribute('data-chart-ready') === 'true');
  }, undefined, { timeout: 60_000 });
  const jobSeconds = (Date.now() - opened) / 1000;
  const chartCount = await charts.count();
  const first = await page.evaluate(() => {
    const mark = performance.getEntriesByName('summary-data')[0]!;
    const draws = performance.getEntriesByName('chart-draw').filter((m) => m.startTime + m.duration >= mark.startTime) as Measure[];
    const lastEnd = Math.max(...draws.map((m) => m.startTime + m.duration));
    return { appearMs: lastEnd - mark.startTime, draws: draws.length, longestDrawMs: Math.max(...draws.map((m) => m.duration)) };
  });
  const summary = await page.evaluate(() => document.querySelector('[data-testid="summary-total-leaks"]')?.closest('.ant-card')?.textContent ?? '');

  // Resizes: the window narrows and widens; each chart redraws once per change.
  const resizes: number[] = [];
  // What the user sees: from the window's resize event to the last chart on screen redrawn.
  const onScreen: { charts: number; ms: number }[] = [];
  await page.evaluate(() => window.addEventListener('resize', () => performance.mark('window-resize')));
  for (const width of [1200, 1366, 1100, 1366, 1280, 1366]) {
    const before = await page.evaluate(() => performance.getEntriesByName('chart-resize').length);
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((n) => performance.getEntriesByName('chart-resize').length >= n, before + chartCount, { timeout: 10_000 }).catch(() => undefined);
    resizes.push(...(await page.evaluate((n) => performance.getEntriesByName('chart-resize').slice(n).map((m) => m.duration), before)));
    onScreen.push(
      await page.evaluate((n) => {
        const resized = performance.getEntriesByName('window-resize').at(-1)!.startTime;
        const body = document.querySelector('[data-testid="summary-dashboard"]')!.closest('.ant-modal-body')!.getBoundingClientRect();
        const shown = new Set(
          [...document.querySelectorAll('[data-chart-id]')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.bottom > Math.max(0, body.top) && r.top < Math.min(window.innerHeight, body.bottom);
            })
            .map((el) => Number(el.getAttribute('data-chart-id'))),
        );
        const ends = (performance.getEntriesByName('chart-resize').slice(n) as PerformanceMeasure[])
          .filter((m) => shown.has((m.detail as { chart: number }).chart))
          .map((m) => m.startTime + m.duration);
        return { charts: ends.length, ms: Math.max(...ends) - resized };
      }, before),
    );
  }
  // Per chart: its own resize work (the call), median and max over the window changes.
  const perChart = await page.evaluate(() => {
    const names = new Map([...document.querySelectorAll('[data-chart-id]')].map((el) => [Number(el.getAttribute('data-chart-id')), el.getAttribute('data-testid') ?? '?']));
    const byChart = new Map<string, number[]>();
    for (const m of performance.getEntriesByName('chart-resize-work') as PerformanceMeasure[]) {
      const name = names.get((m.detail as { chart: number }).chart) ?? '?';
      byChart.set(name, [...(byChart.get(name) ?? []), m.duration]);
    }
    return [...byChart].map(([name, list]) => ({ name, median: list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!, max: Math.max(...list) }));
  });
  resizes.sort((a, b) => a - b);
  const median = resizes[Math.floor(resizes.length / 2)] ?? NaN;
  const max = resizes[resizes.length - 1] ?? NaN;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    [
      `summary dashboard benchmark (${summary.replace(/\s+/g, ' ').trim()}; ${chartCount} charts; 1366x900; Chromium)`,
      `  job: ${jobSeconds.toFixed(1)} s from opening the summary to every chart drawn (start, 4 s polls, data)`,
      `  appears: ${ms(first.appearMs)} from the job's data to the last chart drawn (${first.draws} draws, longest ${ms(first.longestDrawMs)}) (target <= 2000 ms): ${first.appearMs <= 2000 ? 'met' : 'NOT met'}`,
      `  resize: ${resizes.length} chart redraws, median ${ms(median)}, max ${ms(max)} (target < 50 ms): ${max < 50 ? 'met' : 'NOT met'}`,
      `  on screen: ${onScreen.map((o) => `${o.charts} charts in ${ms(o.ms)}`).join(', ')} from the window's resize to the last one redrawn (target < 50 ms): ${onScreen.every((o) => o.ms < 50) ? 'met' : 'NOT met'}`,
      ...perChart.map((c) => `    ${c.name}: resize work median ${ms(c.median)}, max ${ms(c.max)}`),
    ].join('\n'),
  );
});
