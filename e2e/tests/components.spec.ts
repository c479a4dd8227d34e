import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { chooseOption, openedDialog } from '../support/dialog';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

// Component tracking (spec 001 sections 2, 3, 5, 7): components created from
// PD snapshots show the trend their severities give, edits persist, names with markup never run,
// and a snapshot is added to a component from its detail; a leak component reads in l/min, and
// deleting one asks first.

const API = `http://127.0.0.1:${API_PORT}`;
const XSS = '<img src=x onerror=alert(1)>';

interface ApiComponent {
  id: number;
  name: string;
  tags: string[];
  snapshots: number[];
  kind: 'leak' | 'pd' | 'mechanical' | null;
  trend: string;
  history: { kind: string; points: { snapshotId: number }[] } | null;
}

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** With COMPONENTS_SHOTS=<dir>, saves a screenshot to look at (not an assertion). */
async function shot(page: Page, name: string) {
  if (process.env.COMPONENTS_SHOTS) await page.screenshot({ path: `${process.env.COMPONENTS_SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The trend rule written out again for the test (shared-core analysis/componentTrend.ts): a
 * least-squares line through the mean severities over the taken time (days) of the last five;
 * a change of 5 points or more across them is rising or falling.
 */
function expectedTrend(points: { day: number; mean: number }[]): string {
  const w = points.slice(-5);
  if (w.length < 2) return 'unknown';
  const mx = w.reduce((a, p) => a + p.day, 0) / w.length;
  const my = w.reduce((a, p) => a + p.mean, 0) / w.length;
  const sxx = w.reduce((a, p) => a + (p.day - mx) ** 2, 0);
  const sxy = w.reduce((a, p) => a + (p.day - mx) * (p.mean - my), 0);
  const change = sxx === 0 ? 0 : (sxy / sxx) * (w[w.length - 1]!.day - w[0]!.day);
  return Math.abs(change) < 5 ? 'stable' : change > 0 ? 'rising' : 'falling';
}

/** Collects every browser dialog (alert, confirm) and page error, to assert none happened. */
function watchForScripts(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test.describe('component tracking', () => {
  // Several searches and saves a test, on a machine shared by other runs.
  test.describe.configure({ timeout: 120_000 });
  let token: string;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
  });

  test('creating a component from three PD snapshots shows their severities and trend', async ({ page }) => {
    const pd = (await apiSnapshots(token, 'type=pd&page_size=3&ordering=-created_date')).results;
    expect(pd).toHaveLength(3);
    // The trend the severities of those snapshots give, from the PD analytics call.
    const analysed = await Promise.all(
      pd.map(async (s) => ({ s, pd: await api<{ severityMinPr: number; severityMaxPr: number }>(token, `/api/snapshots/${s.id}/analytics/pd/`) })),
    );
    const points = analysed
      .map(({ s, pd: r }) => ({ time: Date.parse(s.created_date), id: s.id, mean: (r.severityMinPr + r.severityMaxPr) / 2 }))
      .sort((a, b) => a.time - b.time || a.id - b.id);
    const sameTime = points.every((p) => p.time === points[0]!.time);
    const trend = expectedTrend(points.map((p, i) => ({ day: sameTime ? i : (p.time - points[0]!.time) / 86_400_000, mean: p.mean })));

    await openSignedIn(page, 'engineer', '/#/components');
    await page.getByRole('button', { name: 'New component' }).first().click();
    const dialog = await openedDialog(page, 'New component');
    await dialog.locator('#create-component-name').fill('Bushing trend e2e');
    await dialog.locator('#create-component-tags').fill('bushing  north');
    const picker = dialog.locator('#create-component-snapshots');
    for (const s of pd) {
      await picker.click();
      await picker.fill(s.label);
      await page.locator('.ant-select-item-option').filter({ hasText: `#${s.id}` }).click();
      // Taken: a click on a list about to be replaced by a search's results could pick another.
      await expect(dialog.locator('.ant-select-selection-item').filter({ hasText: `#${s.id}` })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/#\/component\/\d+$/);
    const detail = page.getByTestId('component-detail');
    await expect(detail.getByTestId('component-trend')).toHaveAttribute('data-trend', trend);
    await expect(page.getByRole('heading', { level: 1, name: 'Bushing trend e2e' })).toBeVisible();
    // Snapshots newest first, each linking to its detail.
    const newestFirst = [...points].reverse().map((p) => String(p.id));
    await expect(detail.getByTestId('component-snapshot')).toHaveCount(3);
    expect(await detail.getByTestId('component-snapshot').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-snapshot-id')))).toEqual(newestFirst);
    await expect(detail.getByTestId('component-snapshot').first().locator('a[href^="#/snapshot/"]').first()).toHaveAttribute('href', `#/snapshot/${newestFirst[0]}`);
    // The chart is drawn (ECharts canvas) from the component's history of the three snapshots.
    await expect(page.getByTestId('component-trend-chart').locator('canvas')).toBeVisible();
    const id = Number(/component\/(\d+)/.exec(page.url())![1]);
    const saved = await api<ApiComponent>(token, `/api/component-tracker/component/${id}/`);
    expect(saved.tags).toEqual(['bushing', 'north']);
    expect(saved.kind).toBe('pd');
    expect(saved.history?.points.map((h) => h.snapshotId)).toEqual(points.map((p) => p.id));
    expect(saved.trend).toBe(trend);
    await shot(page, 'detail-desktop');

    // The list shows it with its count and trend.
    await page.goto('/#/components');
    const card = page.locator(`[data-testid="component-card"][data-component-id="${id}"]`);
    await expect(card.getByTestId('component-count')).toHaveText('3 snapshots');
    await expect(card.getByTestId('component-kind')).toHaveText('Partial discharge');
    await expect(card.getByTestId('component-trend')).toHaveAttribute('data-trend', trend);
    await expect(card.getByTestId('component-heatmap')).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'list-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'list-phone');
    await page.goto(`/#/component/${id}`);
    await expect(page.getByTestId('component-trend-chart').locator('canvas')).toBeVisible();
    await shot(page, 'detail-phone');
  });

  test("editing a component's tags persists after reload", async ({ page }) => {
    const created = await api<ApiComponent>(token, '/api/component-tracker/component/', { method: 'POST', body: JSON.stringify({ name: 'Tag edit e2e', tags: 'old' }) });
    await openSignedIn(page, 'engineer', `/#/component/${created.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByTestId('component-editor');
    await editor.locator('#edit-component-tags').fill('pump   valve <b>x</b>');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await page.reload();
    const tags = page.getByTestId('component-tags');
    await expect(tags.locator('.ant-tag')).toHaveText(['pump', 'valve', '<b>x</b>']);
    expect((await api<ApiComponent>(token, `/api/component-tracker/component/${created.id}/`)).tags).toEqual(['pump', 'valve', '<b>x</b>']);
  });

  test('a component name with markup never runs, in cards or chart tooltips', async ({ page }) => {
    const pd = (await apiSnapshots(token, 'type=pd&page_size=3&ordering=created_date')).results;
    const created = await api<ApiComponent>(token, '/api/component-tracker/component/', {
      method: 'POST',
      body: JSON.stringify({ name: XSS, description: XSS, tags: ['<script>alert(2)</script>'], snapshots: pd.map((s) => s.id) }),
    });
    const seen = watchForScripts(page);
    await openSignedIn(page, 'engineer', '/#/components');
    const card = page.locator(`[data-testid="component-card"][data-component-id="${created.id}"]`);
    await expect(card.getByTestId('component-name')).toHaveText(XSS);
    await expect(card.getByText('<script>alert(2)</script>')).toBeVisible();

    await card.getByTestId('component-name').click();
    const chart = page.getByTestId('component-trend-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    // Hover over the plot: the axis tooltip names the component, as text.
    const box = (await chart.boundingBox())!;
    const tooltip = chart.locator('div').filter({ hasText: XSS }).last();
    for (const x of [0.25, 0.5, 0.75, 0.95]) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height / 2);
      if (await tooltip.isVisible()) break;
    }
    await expect(tooltip).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS);
    expect(await page.locator('img[src="x"], script:text("alert(2)")').count()).toBe(0);
    expect(seen).toEqual([]);
  });

  test('a snapshot added from its detail shows in the component, in l/min; deleting the component asks first', async ({ page }) => {
    const created = await api<ApiComponent>(token, '/api/component-tracker/component/', { method: 'POST', body: JSON.stringify({ name: 'From detail e2e' }) });
    // A reported leak (detected, sized, air), so the component has a size to show.
    type LeakRow = { id: number; leak: { leakDetected: boolean; infDetected: boolean; leakSize: number | null } | null };
    const leaks = await api<{ results: LeakRow[] }>(token, '/api/snapshots/?type=leak&gas=AIR&page_size=50');
    const snapshot = leaks.results.find((s) => s.leak?.leakDetected && !s.leak.infDetected && s.leak.leakSize !== null);
    await openSignedIn(page, 'engineer', `/#/snapshot/${snapshot!.id}`);
    await expect(page.getByTestId('snapshot-detail')).toBeVisible();
    const section = page.getByTestId('snapshot-components-section');
    await section.scrollIntoViewIfNeeded();
    // Loaded: the user's components are offered (not the loading or failed state).
    await expect(section.getByText('Your components could not be loaded.')).toHaveCount(0);
    const chooser = section.getByRole('combobox');
    await expect(chooser).toBeVisible();
    await chooseOption(page, chooser, 'From detail e2e');
    await section.getByRole('button', { name: 'Add to component' }).click();
    const link = section.getByTestId('snapshot-components').getByRole('link', { name: 'From detail e2e' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#/component/${created.id}$`));
    await expect(page.locator(`[data-testid="component-snapshot"][data-snapshot-id="${snapshot!.id}"]`)).toBeVisible();
    const saved = await api<ApiComponent>(token, `/api/component-tracker/component/${created.id}/`);
    expect(saved).toMatchObject({ kind: 'leak', snapshots: [snapshot!.id] });
    // Its first snapshot made it a leak component: a size in l/min, never a percentage.
    const condition = page.getByTestId('component-condition');
    await expect(page.getByTestId('component-kind')).toHaveText('Leak');
    await expect(condition.getByTestId('component-figure')).toContainText(' l/min · ');
    await expect(condition).not.toContainText('%');

    // Deleting asks first, naming the component; then the list no longer has it.
    await page.getByTestId('component-delete').click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Delete the component “From detail e2e”?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/#\/components$/);
    await expect(page.locator(`[data-testid="component-card"][data-component-id="${created.id}"]`)).toHaveCount(0);
    const gone = await fetch(`${API}/api/component-tracker/component/${created.id}/`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);
  });
});
