import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSnapshots, apiToken } from '../support/api';
import { dialogFromMenu } from '../support/dialog';
import { API_PORT } from '../support/servers';
import { excelJob, generateReport, parseCsv, pdfPages } from '../support/reports';
import { openSignedIn } from '../support/session';

// The summary dashboard (spec 000 sections 2 and 4, spec 001 sections 4 and 7): opened
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

interface LeakAnswer {
  leakSize: number | null;
  leakDetected: boolean;
  infDetected: boolean;
  gas: string;
  leakCost: number | null;
  currency: string;
}

interface Figures {
  ids: number[];
  leakSnapshots: number;
  leaks: number;
  currency: string;
  totalCents: number;
  openCents: number;
  fixedCents: number;
  open: number;
  fixed: number;
}

/**
 * The figures of a user's leak snapshots (the list under `query`) by the leak-reporting rule,
 * from the api-server's own per-snapshot leak answers: a leak counts only when it was detected,
 * could be sized and its gas is not steam or other; costs are added to the cent in the user's
 * currency when a leak is costed in it, otherwise in the one most leaks use.
 */
async function expectedFigures(token: string, query: string): Promise<Figures> {
  const settings = await api<{ currency_iso_code: string }>(token, '/api/customer-settings/');
  const list = await apiSnapshots(token, `type=leak&${query}`);
  const leaks: (LeakAnswer & { fixed: boolean })[] = [];
  for (const snapshot of list.results) leaks.push({ ...(await api<LeakAnswer>(token, `/api/snapshots/${snapshot.id}/analytics/leak/`)), fixed: snapshot.fixed });
  const reported = leaks.filter((l) => l.leakSize !== null && l.leakDetected && !l.infDetected && !['STEAM', 'OTHER'].includes(l.gas.toUpperCase()));
  const perCurrency = new Map<string, number>();
  for (const l of reported) if (l.leakCost !== null) perCurrency.set(l.currency, (perCurrency.get(l.currency) ?? 0) + 1);
  const currency = perCurrency.has(settings.currency_iso_code) ? settings.currency_iso_code : ([...perCurrency].sort(([a, n], [b, m]) => m - n || a.localeCompare(b))[0]?.[0] ?? settings.currency_iso_code);
  const cents = (l: LeakAnswer) => (l.leakCost !== null && l.currency === currency ? Math.round(l.leakCost * 100) : 0);
  const sum = (of: typeof reported) => of.reduce((total, l) => total + cents(l), 0);
  return {
    ids: list.results.map((s) => s.id),
    leakSnapshots: list.results.length,
    leaks: reported.length,
    currency,
    totalCents: sum(reported),
    openCents: sum(reported.filter((l) => !l.fixed)),
    fixedCents: sum(reported.filter((l) => l.fixed)),
    open: reported.filter((l) => !l.fixed).length,
    fixed: reported.filter((l) => l.fixed).length,
  };
}

/**
 * The Excel export of the figures' snapshots: its leak costs in the currency add up to the total,
 * to the cent. Resolves with the sum of its CO2e column in grams.
 */
async function expectExcelAgrees(token: string, expected: Figures): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await excelJob(token, { snapshotIDs: expected.ids }));
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const cost = headers.indexOf('Leak cost per year');
  const currency = headers.indexOf('Currency');
  const co2e = headers.indexOf('CO2e per year (kg)');
  expect(cost).toBeGreaterThan(0);
  let cents = 0;
  let costed = 0;
  let grams = 0;
  sheet.eachRow((row, n) => {
    const value = row.getCell(cost).value;
    if (n === 1 || typeof value !== 'number') return;
    costed += 1;
    if (row.getCell(currency).value === expected.currency) cents += Math.round(value * 100);
    grams += Math.round(Number(row.getCell(co2e).value) * 1000);
  });
  expect(cents).toBe(expected.totalCents);
  expect(costed).toBe(expected.leaks);
  return grams;
}

/** The summary dashboard's data for `ids`, as the dialog receives it. */
async function dashboardData(token: string, ids: number[]) {
  return JSON.parse(new TextDecoder().decode(await excelJob(token, { snapshotIDs: ids, target: 'dashboard' }))) as {
    charts: { currency: string; totals: { leaks: number; yearlyCost: number; co2eKg: number }; savings: { open: { count: number; costPerYear: number }; fixed: { count: number; costPerYear: number } } };
  };
}

/** The whole number in a formatted amount ("€53,058", "53,058 EUR"). */
const whole = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test.describe('summary dashboard', () => {
  test('totals equal the sums of the api-server’s leak answers, by the leak-reporting rule', async ({ page }) => {
    const token = await apiToken('engineer');
    const all = await apiSnapshots(token, 'page_size=1000');
    const expected = await expectedFigures(token, 'page_size=1000');
    expect(expected.leaks).toBeGreaterThan(0);
    expect(expected.totalCents).toBeGreaterThan(0);
    // Leak snapshots in which no leak was detected are no leak and no cost.
    expect(expected.leakSnapshots).toBeGreaterThan(expected.leaks);
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: expected.currency, maximumFractionDigits: 0 }).format(expected.totalCents / 100);
    const leaks = { count: expected.leaks };

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
  test('dashboard, PDF, CSV and Excel give the same leak count, total, open and saved cost, and CO2e (engineer)', async ({ page }) => {
    test.setTimeout(240_000);
    const token = await apiToken('engineer');
    const expected = await expectedFigures(token, 'page_size=1000');
    const units = (centsValue: number) => Math.round(centsValue / 100);
    console.info(`figures (engineer): ${expected.leaks} leaks of ${expected.leakSnapshots} leak snapshots, ${expected.totalCents / 100} ${expected.currency}, open ${expected.openCents / 100}, saved ${expected.fixedCents / 100}`);

    await openSignedIn(page, 'engineer', '/#/?type=leak');
    await expect(page.getByTestId('result-count')).toBeVisible();
    const dialog = await openSummary(page);
    const statistic = (id: string) => dialog.getByTestId(`summary-total-${id}`).locator('.ant-statistic-content');
    await expect(statistic('leaks')).toHaveText(String(expected.leaks));
    expect(whole(await statistic('cost').innerText())).toBe(units(expected.totalCents));
    expect(whole(await statistic('saved').innerText())).toBe(units(expected.fixedCents));
    // The cost card's note comes first ("Still open: €46,911"), the CO2e card's second.
    expect(whole((await dialog.getByText(/^Still open: /).first().innerText()).replace('Still open: ', ''))).toBe(units(expected.openCents));
    await expect(dialog.getByTestId('summary-leak-rule')).toContainText('Leak rule: a snapshot counts as a leak only when');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The PDF over the same list: the cover's totals and its savings table.
    const href = await generateReport(page, 'Leak');
    const cover = (await pdfPages(new Uint8Array(await (await fetch(href)).arrayBuffer())))[0]!;
    const amount = (value: number) => `${units(value).toLocaleString('en')} ${expected.currency}`;
    expect(cover).toContain(`Leaks detected ${expected.leaks}`);
    expect(cover).toContain(`Yearly cost ${amount(expected.totalCents)}`);
    expect(cover).toMatch(new RegExp(`Open leaks ${expected.open} ${amount(expected.openCents)}`));
    expect(cover).toMatch(new RegExp(`Fixed leaks ${expected.fixed} ${amount(expected.fixedCents)}`));
    expect(cover).toContain('Leak rule: a snapshot counts as a leak only when');

    // The CSV of the same report: its costs add up to the total, to the cent.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
    const costColumn = header!.indexOf('Yearly cost');
    const currencyColumn = header!.indexOf('Currency');
    expect(costColumn).toBeGreaterThan(0);
    const csvCents = rows.filter((r) => r[currencyColumn] === expected.currency && r[costColumn]).reduce((total, r) => total + Math.round(Number(r[costColumn]) * 100), 0);
    expect(csvCents).toBe(expected.totalCents);
    expect(rows.filter((r) => r[costColumn]).length).toBe(expected.leaks);

    // Excel of the same snapshots (the server builds it): the same, to the cent. CO2e: the CSV's,
    // Excel's and the dashboard's agree to the gram, and the PDF's cover prints the same total.
    const excelGrams = await expectExcelAgrees(token, expected);
    const co2eColumn = header!.indexOf('CO₂e per year (kg CO₂e)');
    expect(co2eColumn).toBeGreaterThan(0);
    const csvGrams = rows.filter((r) => r[co2eColumn]).reduce((total, r) => total + Math.round(Number(r[co2eColumn]) * 1000), 0);
    const dashboardGrams = Math.round((await dashboardData(token, expected.ids)).charts.totals.co2eKg * 1000);
    console.info(`CO2e (engineer): dashboard ${dashboardGrams / 1000} kg, CSV ${csvGrams / 1000} kg, Excel ${excelGrams / 1000} kg`);
    expect(dashboardGrams).toBeGreaterThan(0);
    expect([csvGrams, excelGrams]).toEqual([dashboardGrams, dashboardGrams]);
    const kg = dashboardGrams / 1000;
    const printed = kg >= 10_000 ? `${(kg / 1000).toLocaleString('en', { maximumFractionDigits: kg / 1000 < 10 ? 1 : 0 })} t` : `${kg.toLocaleString('en', { maximumFractionDigits: kg < 10 ? 1 : 0 })} kg`;
    expect(cover).toContain(`Total CO₂e per year ${printed}`);
  });

  test('dashboard and Excel give the leak figures of the per-snapshot answers for orgadmin and demo', async () => {
    test.setTimeout(180_000);
    for (const user of ['orgadmin', 'demo']) {
      const token = await apiToken(user);
      const expected = await expectedFigures(token, 'page_size=1000');
      console.info(`figures (${user}): ${expected.leaks} leaks of ${expected.leakSnapshots} leak snapshots, ${expected.totalCents / 100} ${expected.currency}, open ${expected.openCents / 100}, saved ${expected.fixedCents / 100}`);
      const c = (await dashboardData(token, expected.ids)).charts;
      expect([user, c.totals.leaks, c.currency]).toEqual([user, expected.leaks, expected.currency]);
      expect(Math.round(c.totals.yearlyCost * 100)).toBe(expected.totalCents);
      expect([c.savings.open.count, Math.round(c.savings.open.costPerYear * 100)]).toEqual([expected.open, expected.openCents]);
      expect([c.savings.fixed.count, Math.round(c.savings.fixed.costPerYear * 100)]).toEqual([expected.fixed, expected.fixedCents]);
      expect(await expectExcelAgrees(token, expected)).toBe(Math.round(c.totals.co2eKg * 1000));
    }
  });
});
