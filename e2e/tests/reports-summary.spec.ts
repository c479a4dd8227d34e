import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { dialogFromMenu } from '../support/dialog';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

// The summary dashboard (issue #22; spec 000 sections 2 and 4, spec 001 sections 4 and 7): opened
// from the Reports menu over the filtered list, its totals equal sums computed from the
// api-server's own answers, and a camera label written as markup never runs, in tooltips or tables.

const API = `http://127.0.0.1:${API_PORT}`;
const ATTACK = '<img src=x onerror=alert(1)>';
const LEAK_CAMERA = 'NLC21004';

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * With SUMMARY_SHOTS=<dir>, screenshots of the dashboard at desktop and phone size, its body
 * scrolled through (to look at, not an assertion).
 */
async function shots(page: Page) {
  const dir = process.env.SUMMARY_SHOTS;
  if (!dir) return;
  for (const [name, size] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    const body = page.locator('.ant-modal-body').last();
    for (let i = 0; i < 8; i += 1) {
      await body.evaluate((el, step) => el.scrollTo(0, step * el.clientHeight * 0.9), i);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/summary-${name}-${i}.png` });
      if (await body.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)) break;
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens the summary from the reports menu (again if a click landed while the menu was still moving). */
async function openSummary(page: Page) {
  // The entry is clicked once the menu has stopped moving (support/dialog.ts pickMenuItem).
  const opened = await dialogFromMenu(page, page.getByRole('button', { name: 'Reports', exact: true }), 'Summary', 'Summary');
  // Processing, then the data by address (polled every 4 s).
  await expect(opened.getByTestId('summary-dashboard')).toBeVisible({ timeout: 30_000 });
  return opened;
}

test.describe('summary dashboard', () => {
  test('totals equal the sums of the api-server’s leak answers', async ({ page }) => {
    const token = await apiToken('engineer');
    const settings = await api<{ currency_iso_code: string }>(token, '/api/customer-settings/');
    const all = await apiSnapshots(token, 'page_size=1000');
    const leaks = await apiSnapshots(token, 'type=leak&page_size=1000');
    expect(leaks.count).toBeGreaterThan(0);
    const answers: { leakCost: number | null; currency: string }[] = [];
    for (const leak of leaks.results) answers.push(await api(token, `/api/snapshots/${leak.id}/analytics/leak/`));
    // The user's currency when a leak is costed in it, otherwise the one most leaks are costed in.
    const perCurrency = new Map<string, number>();
    for (const a of answers) if (a.leakCost !== null) perCurrency.set(a.currency, (perCurrency.get(a.currency) ?? 0) + 1);
    const currency = perCurrency.has(settings.currency_iso_code) ? settings.currency_iso_code : [...perCurrency].sort(([a, n], [b, m]) => m - n || a.localeCompare(b))[0]![0];
    const cost = answers.filter((a) => a.leakCost !== null && a.currency === currency).reduce((sum, a) => sum + a.leakCost!, 0);
    expect(cost).toBeGreaterThan(0);
    const money = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(cost);

    await openSignedIn(page, 'engineer', '/#/');
    await page.locator('[data-snapshot-id]').first().waitFor();
    const dialog = await openSummary(page);
    await expect(dialog.getByTestId('summary-total-leaks').locator('.ant-statistic-content')).toHaveText(new Intl.NumberFormat('en').format(leaks.count));
    await expect(dialog.getByText(`of ${all.count} snapshots`)).toBeVisible();
    await expect(dialog.getByTestId('summary-total-cost').locator('.ant-statistic-content')).toHaveText(money);
    // The charts draw (ECharts' canvas) and every one has its table.
    await expect(dialog.getByTestId('summary-chart-gas').locator('canvas').first()).toBeVisible();
    const gasCard = dialog.getByTestId('summary-card-gas');
    await gasCard.getByText('Table').click();
    const table = gasCard.getByTestId('summary-table-gas');
    await expect(table).toBeVisible();
    // The table's leak counts per gas add up to the total.
    const counts = await table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0)).toBe(leaks.count);
    await gasCard.getByText('Chart').click();
    await shots(page);
  });

  test('a camera label written as markup stays text in tooltips and tables', async ({ page }) => {
    const token = await apiToken('engineer');
    const before = await api<{ nickname: string }>(token, `/api/device/${LEAK_CAMERA}/`);
    await api(token, `/api/device/${LEAK_CAMERA}/nickname/`, { method: 'POST', body: JSON.stringify({ nickname: ATTACK }) });
    try {
      let alerted = false;
      page.on('dialog', async (d) => {
        alerted = true;
        await d.dismiss();
      });
      await openSignedIn(page, 'engineer', '/#/');
      await page.locator('[data-snapshot-id]').first().waitFor();
      const dialog = await openSummary(page);
      const chart = dialog.getByTestId('summary-chart-camera');
      await expect(chart.locator('canvas').first()).toBeVisible();
      await expect(chart).toHaveAttribute('data-chart-ready', 'true');
      // Hover across the plot until the tooltip of the renamed camera shows.
      const box = (await chart.boundingBox())!;
      await expect(async () => {
        for (let x = 0.12; x < 0.95; x += 0.06) {
          await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
          if ((await chart.textContent())?.includes(ATTACK)) return;
        }
        throw new Error('no tooltip with the camera label');
      }).toPass({ timeout: 20_000 });
      await expect(chart).toContainText(`${ATTACK} (${LEAK_CAMERA})`);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);

      const card = dialog.getByTestId('summary-card-camera');
      await card.getByText('Table').click();
      await expect(card.getByTestId('summary-table-camera').getByRole('cell', { name: `${ATTACK} (${LEAK_CAMERA})` })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(alerted).toBe(false);
    } finally {
      await api(token, `/api/device/${LEAK_CAMERA}/nickname/`, { method: 'POST', body: JSON.stringify({ nickname: before.nickname }) });
    }
  });
});
