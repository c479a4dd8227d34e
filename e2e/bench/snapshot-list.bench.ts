import { test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from the list response's arrival to `selector` being in the DOM. */
async function renderAfterResponse(page: Page, trigger: () => Promise<unknown>, match: (url: string) => boolean, selector: string): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __responseAt?: number }).__responseAt = undefined;
  });
  const response = page.waitForResponse((r) => match(r.url()) && r.request().method() === 'GET');
  await trigger();
  await response;
  const responseAt = await page.evaluate(() => performance.now());
  await page.waitForSelector(selector);
  const renderedAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  return renderedAt - responseAt;
}

test('snapshot list with 20,000 snapshots (issue 7 speed targets)', async ({ page, browser }) => {
  // Phone: all 20,000 on one virtualised page.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, 'engineer');
  await phone.goto('/#/cameras');
  const firstCards = await renderAfterResponse(
    phone,
    () => phone.goto('/#/'),
    (url) => url.includes('/api/snapshots/?') && url.includes('page_size=20000'),
    '[data-snapshot-id]',
  );
  const rendered = await phone.locator('[data-snapshot-id]').count();
  const total = await phone.getByTestId('result-count').textContent();

  // Scroll top to bottom and record long tasks (> 50 ms). The list is ~5.6 million px tall, so
  // the walk reads 60 screens in a row at the top, then jumps through the rest in 300 even
  // steps (each jump renders a fresh set of rows, the virtualiser's hardest case), then 60
  // screens in a row at the bottom.
  const longTasks = await phone.evaluate(async () => {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => durations.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const height = document.documentElement.scrollHeight;
    const screen = window.innerHeight;
    const positions: number[] = [];
    for (let i = 0; i < 60; i += 1) positions.push(i * screen);
    for (let i = 0; i <= 300; i += 1) positions.push(Math.round((height * i) / 300));
    for (let i = 60; i >= 0; i -= 1) positions.push(height - i * screen);
    const started = performance.now();
    for (const y of positions) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    const elapsed = performance.now() - started;
    await new Promise((r) => setTimeout(r, 200));
    observer.disconnect();
    return { count: durations.length, max: durations.length ? Math.max(...durations) : 0, height, steps: positions.length, elapsed, atBottom: window.scrollY + screen >= height - 2 };
  });
  await phone.close();

  // Desktop: page changes.
  await signIn(page, 'engineer');
  await page.waitForSelector('[data-snapshot-id]');
  const pageChanges: number[] = [];
  for (let p = 2; p <= 8; p += 1) {
    pageChanges.push(
      await renderAfterResponse(
        page,
        () => page.locator(`.ant-pagination-item-${p}`).click(),
        (url) => url.includes(`page=${p - 1}`),
        `.ant-pagination-item-active.ant-pagination-item-${p}`,
      ),
    );
  }

  console.log(`phone: ${total}; first cards ${firstCards.toFixed(0)} ms after the response (target 300 ms); ${rendered} cards in the DOM`);
  console.log(`phone: scrolled ${longTasks.height} px top to bottom in ${longTasks.steps} steps (${(longTasks.elapsed / 1000).toFixed(1)} s, reached the end: ${longTasks.atBottom}), ${longTasks.count} long tasks, longest ${longTasks.max.toFixed(0)} ms (target: none over 50 ms)`);
  console.log(`desktop: page change median ${median(pageChanges).toFixed(1)} ms, max ${Math.max(...pageChanges).toFixed(1)} ms after the response (target 100 ms)`);
});
