import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openSignedIn } from '../support/session';

const API = 'http://127.0.0.1:8000';

/** GET on the api-server as the given token. */
async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface Leak {
  leakSize: number | null;
  unit: 'lpm' | 'cfm';
  leakCost: number | null;
  leakDetected: boolean;
}
interface Detail {
  id: number;
  device_serial: string;
  analysis_time: number;
  meta: { distance: number; cost_mode: string };
}

const UNIT = { lpm: 'l/min', cfm: 'cfm' } as const;

/** Spec 000 section 9 "Leak formatting" for l/min: 0 decimals at 10 or more, 1 at 1 or more, else 2. */
function formatLeakSize(value: number, _unit: 'lpm'): string {
  const fractionDigits = Math.abs(value) >= 10 ? 0 : Math.abs(value) >= 1 ? 1 : 2;
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
const digits = (text: string) => text.replace(/\D/g, '');

/** Opens the detail of `id` signed in as `username`, at its analysis panel. */
async function openAnalysis(page: Page, username: string, id: number) {
  await openSignedIn(page, username, `/#/snapshot/${id}`);
  await expect(page.getByTestId('analysis-panel')).toBeVisible();
}

/** The size and cost the leak view shows, once it shows figures (forcing the analysis if none was detected). */
async function leakFigures(page: Page) {
  const force = page.getByRole('button', { name: 'Force analyse' });
  const size = page.getByTestId('leak-size');
  await expect(size).not.toHaveText('–').catch(async () => {
    if (await force.isVisible()) await force.click();
  });
  await expect(size).not.toHaveText('–');
  return { size: (await size.textContent()) ?? '', cost: (await page.getByTestId('leak-cost').textContent()) ?? '' };
}

test.describe('snapshot analysis (spec 000 sections 2 to 5)', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
  });

  test('leak: values match the server, distance and cost mode edits re-run the analysis and persist', async ({ page }) => {
    const [target] = (await apiSnapshots(token, 'type=leak&gas=AIR&page_size=1')).results;
    const id = target!.id;
    const expected = await apiGet<Leak>(token, `/api/snapshots/${id}/analytics/leak/?resultLeakUnit=lpm&version=4.1.1`);
    await openAnalysis(page, 'engineer', id);

    const shown = await leakFigures(page);
    expect(shown.size).toBe(`${formatLeakSize(expected.leakSize!, 'lpm')} ${UNIT.lpm}`);
    expect(digits(shown.cost)).toBe(digits(Math.round(expected.leakCost!).toLocaleString('en')));

    // Distance: saved (in metres) after the 800 ms debounce, then the analysis re-runs.
    const distance = page.getByLabel('Distance', { exact: true });
    await distance.fill('7');
    await expect.poll(async () => (await apiGet<Detail>(token, `/api/snapshots/${id}/`)).meta.distance).toBe(7);
    const after = await apiGet<Leak>(token, `/api/snapshots/${id}/analytics/leak/?resultLeakUnit=lpm&version=4.1.1`);
    expect(after.leakSize).not.toBe(expected.leakSize);
    await expect(page.getByTestId('leak-size')).toHaveText(`${formatLeakSize(after.leakSize!, 'lpm')} ${UNIT.lpm}`);

    // Cost mode: volume, saved and re-analysed.
    await page.getByText('Advanced settings').click();
    // Chosen with the keyboard: a click on an option while the dropdown is still in its opening
    // motion can be lost (seen in CI: the dropdown stayed open on Energy).
    const costMode = page.getByRole('combobox', { name: 'Cost mode' });
    await costMode.click();
    await expect(costMode).toHaveAttribute('aria-expanded', 'true');
    await costMode.press('ArrowDown');
    await costMode.press('Enter');
    await expect.poll(async () => (await apiGet<Detail>(token, `/api/snapshots/${id}/`)).meta.cost_mode).toBe('volume');
    const volume = await apiGet<Leak>(token, `/api/snapshots/${id}/analytics/leak/?resultLeakUnit=lpm&version=4.1.1`);
    await expect.poll(async () => digits((await page.getByTestId('leak-cost').textContent()) ?? '')).toBe(digits(Math.round(volume.leakCost!).toLocaleString('en')));
    await expect(page.getByLabel('Gas type')).toBeVisible();

    // Both persist across a reload.
    await page.reload();
    await expect(page.getByLabel('Distance', { exact: true })).toHaveAttribute('aria-valuenow', '7');
    await expect(page.getByTestId('leak-size')).toHaveText(`${formatLeakSize(after.leakSize!, 'lpm')} ${UNIT.lpm}`);
    await expect.poll(async () => digits((await page.getByTestId('leak-cost').textContent()) ?? '')).toBe(digits(Math.round(volume.leakCost!).toLocaleString('en')));
  });

  test('PD: classifications match the server and the PRPD CSV downloads with the right name and rows', async ({ page }) => {
    const [target] = (await apiSnapshots(token, 'type=pd&page_size=1')).results;
    const detail = await apiGet<Detail>(token, `/api/snapshots/${target!.id}/`);
    const pd = await apiGet<{ classifications: { name: string; confidence: number }[]; severityMinPr: number; severityMaxPr: number; description: string; recommendation: string }>(
      token,
      `/api/snapshots/${detail.id}/analytics/pd/?version=4.1.1`,
    );
    const pattern = await apiGet<{ xValues: number[]; yValues: number[] }>(token, `/api/snapshots/${detail.id}/analytics/pattern/?version=4.1.1`);
    await openAnalysis(page, 'engineer', detail.id);

    const rows = page.getByTestId('pd-classification');
    await expect(rows).toHaveCount(pd.classifications.length);
    for (const [i, c] of pd.classifications.entries()) await expect(rows.nth(i)).toContainText(`${Math.round(c.confidence * 100)}%`);
    const severity = page.getByTestId('pd-severity');
    await expect(severity).toHaveAttribute('aria-valuenow', String(Math.round(pd.severityMaxPr)));
    await expect(severity).toHaveAttribute('aria-label', new RegExp(`\\b${Math.round(pd.severityMinPr)}\\b.*\\b${Math.round(pd.severityMaxPr)}\\b`));
    // The server's texts, shown in English from the viewer's own keyed translations.
    await expect(page.getByTestId('pd-view')).toContainText(pd.description);
    await expect(page.getByTestId('pd-view')).toContainText(pd.recommendation);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`PRPD_${detail.device_serial}_${detail.id}_${detail.analysis_time}s.csv`);
    const lines = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('phase_deg,level_db_spl');
    expect(lines).toHaveLength(pattern.xValues.length + 1);
    expect(lines[1]).toBe(`${pattern.xValues[0]},${pattern.yValues[0]}`);
  });

  test('PD: the PRPD video overlay follows the video, and Update at a video time analyses the second ending there, as the server does', async ({ page }) => {
    const candidates = (await apiSnapshots(token, 'type=pd&page_size=40')).results;
    let id: number | undefined;
    for (const c of candidates) {
      const mov = await apiGet<{ status: string }>(token, `/api/snapshots/${c.id}/video-mov/`).catch(() => null);
      if (mov?.status === 'ready') {
        id = c.id;
        break;
      }
    }
    expect(id, 'a seeded PD snapshot with a ready video').toBeDefined();
    await openAnalysis(page, 'engineer', id!);
    const view = page.getByTestId('pd-view');
    await expect(view).toContainText('Whole recording');

    // The PRPD video overlay: the server's task runs, then the overlay shows its frames.
    const prpd = page.getByTestId('prpd-video-overlay').getByRole('img');
    await expect(prpd).toHaveAttribute('data-frame', '0', { timeout: 20_000 });
    const task = await apiGet<{ status: string; url: string }>(token, `/api/snapshots/${id}/analytics/prpdvideo/`);
    expect(task.status).toBe('done');
    const file = (await (await fetch(task.url)).json()) as { data: { pulses: number }[] };
    await expect(page.getByTestId('prpd-video-pulses')).toHaveText(`Pulses: ${file.data[0]!.pulses}`);

    // Move the video to about 0.5 s and press Update: PD and PRPD are asked for at that time.
    const handle = page.getByRole('slider', { name: 'Video time' });
    await handle.focus();
    for (let i = 0; i < 10; i += 1) await handle.press('ArrowRight');
    const asked = page.waitForResponse((r) => r.url().includes('/analytics/pd/') && new URL(r.url()).searchParams.has('audioTime'));
    await page.getByRole('button', { name: 'Update' }).click();
    const audioTime = Number(new URL((await asked).url()).searchParams.get('audioTime'));
    expect(audioTime).toBeGreaterThan(0.3);
    expect(audioTime).toBeLessThan(0.7);
    // The overlay follows the video: frame k covers the time up to k / 10 s.
    const frame = Math.min(file.data.length, Math.ceil(audioTime * 10 - 1e-9)) - 1;
    await expect(prpd).toHaveAttribute('data-frame', String(frame));
    await expect(page.getByTestId('prpd-video-pulses')).toHaveText(`Pulses: ${file.data[frame]!.pulses}`);

    const pd = await apiGet<{ classifications: { confidence: number }[]; severityMaxPr: number }>(token, `/api/snapshots/${id}/analytics/pd/?audioTime=${audioTime}&version=4.1.1`);
    const pattern = await apiGet<{ fromS: number; toS: number; xValues: number[] }>(token, `/api/snapshots/${id}/analytics/pattern/?audioTime=${audioTime}&version=4.1.1`);
    const seconds = (v: number) => new Intl.NumberFormat('en', { style: 'unit', unit: 'second', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
    await expect(view).toContainText(`${seconds(pattern.fromS)} to ${seconds(pattern.toS)}, analysed at the video time`);
    await expect(view).toContainText(`Pulses${pattern.xValues.length}`);
    const rows = page.getByTestId('pd-classification');
    await expect(rows).toHaveCount(pd.classifications.length);
    for (const [i, c] of pd.classifications.entries()) await expect(rows.nth(i)).toContainText(`${Math.round(c.confidence * 100)}%`);
    if (pd.classifications.length) await expect(page.getByTestId('pd-severity')).toHaveAttribute('aria-valuenow', String(Math.round(pd.severityMaxPr)));
  });

  test('mechanical: the card shows the server indicators', async ({ page }) => {
    const [target] = (await apiSnapshots(token, 'type=mechanical&page_size=1')).results;
    const mech = await apiGet<{ kurtosis: number; crest_factor: number; possible_fault: boolean }>(token, `/api/snapshots/${target!.id}/analytics/mech/?version=4.1.1`);
    await openAnalysis(page, 'engineer', target!.id);
    const two = (v: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(v);
    await expect(page.getByTestId('mech-kurtosis')).toHaveText(two(mech.kurtosis));
    await expect(page.getByTestId('mech-crest')).toHaveText(two(mech.crest_factor));
    await expect(page.getByTestId('mech-fault')).toHaveText(mech.possible_fault ? 'Possible fault' : 'No fault');
  });

  test('a demo user changes the distance locally only', async ({ page }) => {
    const demo = await apiToken('demo');
    const [target] = (await apiSnapshots(demo, 'type=leak&gas=AIR&page_size=1')).results;
    const before = await apiGet<Detail>(demo, `/api/snapshots/${target!.id}/`);
    await openAnalysis(page, 'demo', target!.id);
    await leakFigures(page);
    const requests: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && requests.push(r.url()));
    await page.getByLabel('Distance', { exact: true }).fill('9');
    // The analysis re-runs with the local distance as the GET's parameter, as the server computes it.
    const local = await apiGet<Leak>(demo, `/api/snapshots/${target!.id}/analytics/leak/?resultLeakUnit=lpm&distanceM=9&version=4.1.1`);
    await expect(page.getByTestId('leak-size')).toHaveText(`${formatLeakSize(local.leakSize!, 'lpm')} ${UNIT.lpm}`);
    await page.waitForTimeout(1500);
    expect(requests.filter((u) => u.includes('/distance/'))).toEqual([]);
    expect((await apiGet<Detail>(demo, `/api/snapshots/${target!.id}/`)).meta.distance).toBe(before.meta.distance);
  });
});
