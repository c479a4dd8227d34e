import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { openSignedIn } from '../support/session';

const API = 'http://127.0.0.1:8000';

/** GET /api/snapshots/{id}/ as the given token (what the server stored). */
async function apiDetail(token: string, id: number) {
  const response = await fetch(`${API}/api/snapshots/${id}/`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: response.ok ? ((await response.json()) as { file_name?: string; label: string; tags: string[]; comments: string; fixed: boolean; meta: { latitude: number | null; longitude: number | null }; dynamicrange_lin: number | null }) : null };
}

/** Opens the detail of `id` signed in as `username`. */
async function openDetail(page: Page, username: string, id: number, search = '') {
  await openSignedIn(page, username, `/#/snapshot/${id}${search}`);
  await expect(page.getByLabel('New tags')).toBeVisible();
}

test.describe('snapshot detail (spec 000 section 2)', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
  });

  test('tag, comment, label, fixed and location edits persist across reload', async ({ page }) => {
    const [target] = (await apiSnapshots(token, 'type=leak&fixed=0&page_size=1')).results;
    const id = target!.id;
    await openDetail(page, 'engineer', id);

    await page.getByLabel('New tags').fill('e2e-tag  second e2e-tag');
    await page.getByRole('button', { name: /Add$/ }).click();
    await expect(page.getByTestId('detail-tags')).toContainText('second');

    await page.getByLabel('Comment text').fill('Checked by the end-to-end test');
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await expect(page.getByText('Changes saved').first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit label' }).click();
    await page.getByLabel('Label text').fill('E2E label');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByTestId('detail-label')).toHaveText('E2E label');

    await page.getByLabel('Mark as fixed').click();
    await expect(page.getByText('Fixed on')).toBeVisible();

    await page.getByLabel('Latitude (degrees)').fill('52.3702,4.8952');
    await expect(page.getByLabel('Longitude (degrees)')).toHaveValue('4.8952');
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(page.getByTestId('detail-address')).not.toContainText('…');

    await page.reload();
    await expect(page.getByTestId('detail-label')).toHaveText('E2E label');
    await expect(page.getByTestId('detail-tags')).toContainText('e2e-tag');
    await expect(page.getByLabel('Comment text')).toHaveValue('Checked by the end-to-end test');
    await expect(page.getByText('Fixed on')).toBeVisible();
    await expect(page.getByLabel('Latitude (degrees)')).toHaveValue('52.3702');

    const stored = (await apiDetail(token, id)).body!;
    expect(stored.tags).toEqual(expect.arrayContaining(['e2e-tag', 'second']));
    expect(stored.tags.filter((t) => t === 'e2e-tag')).toHaveLength(1);
    expect(stored.comments).toBe('Checked by the end-to-end test');
    expect(stored.label).toBe('E2E label');
    expect(stored.fixed).toBe(true);
    expect(stored.meta.latitude).toBeCloseTo(52.3702, 4);
    expect(stored.meta.longitude).toBeCloseTo(4.8952, 4);
  });

  test('previous and next follow a filtered list across pages', async ({ page }) => {
    const query = 'type=leak&ordering=label';
    const first = await apiSnapshots(token, `${query}&page=0&page_size=20`);
    const second = await apiSnapshots(token, `${query}&page=1&page_size=20`);
    test.skip(second.results.length === 0, 'needs two pages of leak snapshots');
    const showing = async (snapshot: { id: number; label: string }) => {
      await expect(page).toHaveURL(new RegExp(`#/snapshot/${snapshot.id}(\\?|$)`));
      await expect(page.getByTestId('snapshot-detail')).toHaveAttribute('data-snapshot-id', String(snapshot.id));
    };
    const last = first.results.at(-1)!;
    await openDetail(page, 'engineer', last.id, `?${query}&page=0`);
    await showing(last);
    await page.getByRole('button', { name: 'Next' }).click();
    await showing(second.results[0]!);
    await expect(page).toHaveURL(/page=1/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await showing(last);
    await page.getByRole('button', { name: 'Previous' }).click();
    await showing(first.results.at(-2)!);
  });

  test('a card opened from a filtered list keeps the filters for previous and next', async ({ page }) => {
    const query = 'type=leak&ordering=label';
    const { results } = await apiSnapshots(token, `${query}&page=0&page_size=20`);
    await openSignedIn(page, 'engineer', `/#/?${query}`);
    await page.locator(`[data-snapshot-id="${results[0]!.id}"] a`).first().click();
    await expect(page).toHaveURL(new RegExp(`#/snapshot/${results[0]!.id}\\?.*type=leak`));
    await expect(page.getByTestId('snapshot-detail')).toHaveAttribute('data-snapshot-id', String(results[0]!.id));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('snapshot-detail')).toHaveAttribute('data-snapshot-id', String(results[1]!.id));
    await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Snapshots' }).click();
    await expect(page).toHaveURL(/#\/\?.*type=leak/);
  });

  test('the PRPD plot below the first screen draws when scrolled near, not during the load', async ({ page }) => {
    const [pd] = (await apiSnapshots(token, 'type=pd&page_size=1')).results;
    // A short window keeps the plot well beyond the 400 px margin, however the load goes.
    await page.setViewportSize({ width: 1350, height: 450 });
    await openDetail(page, 'engineer', pd!.id);
    const chart = page.getByTestId('prpd-chart');
    // Its place is kept (no jump when it draws), without ECharts yet.
    await expect(chart).toBeAttached();
    await page.waitForTimeout(1_500);
    await expect(chart.locator('canvas')).toHaveCount(0);
    expect((await chart.boundingBox())!.height).toBe(260);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
  });

  test('on a wide screen the video section keeps its height while its frames load: nothing below it moves', async ({ page }) => {
    // (On a phone its box is kept too, but the rows under it wrap and the overlays go under it.)
    const [leak] = (await apiSnapshots(token, 'type=leak&page_size=1')).results;
    await page.setViewportSize({ width: 1350, height: 940 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/snapshots\/\d+\/video-bfv\/$/, async (route) => {
      await held;
      await route.continue();
    });
    await openDetail(page, 'engineer', leak!.id);
    const section = page.getByTestId('video-section');
    await expect(section.getByTestId('video-loading')).toBeVisible();
    const loading = (await section.boundingBox())!;
    release();
    await expect(section.getByTestId('video-player')).toBeVisible();
    const ready = (await section.boundingBox())!;
    expect(Math.abs(ready.height - loading.height)).toBeLessThanOrEqual(1);
  });

  test('dragging the map marker moves the location, and saving keeps it', async ({ page }) => {
    const located = (await apiSnapshots(token, 'type=pd&page_size=20')).results.find((s) => s.meta.latitude !== null);
    const id = located!.id;
    const before = (await apiDetail(token, id)).body!.meta;
    await openDetail(page, 'engineer', id);
    const map = page.getByRole('region', { name: 'Snapshot location' });
    // Below the fold the map has not loaded OpenLayers; it does when scrolled near.
    await expect(map).toBeAttached();
    await page.waitForTimeout(1_500);
    await expect(map.locator('canvas')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('canvas').first()).toBeVisible();
    await page.waitForTimeout(300); // the view is fitted to the marker once the map has its size
    const box = (await map.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await page.mouse.move(centre.x + step * 16, centre.y + step * 8);
    await page.mouse.up();

    // East and south of where it was: longitude up, latitude down.
    const latitude = page.getByLabel('Latitude (degrees)');
    const longitude = page.getByLabel('Longitude (degrees)');
    await expect(longitude).not.toHaveValue(String(before.longitude));
    const moved = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
    expect(moved.longitude).toBeGreaterThan(before.longitude!);
    expect(moved.latitude).toBeLessThan(before.latitude!);
    // Building scale: an 80 px drag moves the pin metres, not a country's
    // width, and the scale bar reads metres.
    expect(Math.abs(moved.longitude - before.longitude!)).toBeLessThan(0.01);
    expect(Math.abs(moved.latitude - before.latitude!)).toBeLessThan(0.01);
    await expect(map.locator('.ol-scale-line-inner')).toHaveText(/^\d+ m$/);
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(page.getByText('Changes saved').first()).toBeVisible();

    const stored = (await apiDetail(token, id)).body!.meta;
    expect(stored.latitude).toBeCloseTo(moved.latitude, 5);
    expect(stored.longitude).toBeCloseTo(moved.longitude, 5);
  });

  test('delete returns to the list without the snapshot', async ({ page }) => {
    const [victim] = (await apiSnapshots(token, 'type=mechanical&page_size=1')).results;
    const fileName = (await apiDetail(token, victim!.id)).body!.file_name;
    await openDetail(page, 'engineer', victim!.id);
    await page.getByRole('button', { name: /Delete$/ }).click();
    await (await openedDialog(page, 'Delete this snapshot?')).getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByText('Snapshot deleted.')).toBeVisible();
    await expect(page).toHaveURL(/#\/(\?.*)?$/);
    await expect(page.locator(`[data-snapshot-id="${victim!.id}"]`)).toHaveCount(0);
    expect((await apiDetail(token, victim!.id)).status).toBe(404);
    // The old link names the file that is gone.
    await page.goto(`/#/snapshot/${victim!.id}`);
    await expect(page.getByText(`The file ${fileName} was not found.`)).toBeVisible();
  });

  test("a demo user's edits do not reach the server", async ({ page }) => {
    const demoToken = await apiToken('demo');
    const [target] = (await apiSnapshots(demoToken, 'type=leak&page_size=1')).results;
    const before = (await apiDetail(demoToken, target!.id)).body!;
    const edits: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/api\/snapshots\/\d+\/(tags|comments|dynamicrange|deactivate)\//.test(r.url())) edits.push(r.url());
    });
    await openDetail(page, 'demo', target!.id);
    await page.getByLabel('New tags').fill('demo-only');
    await page.getByRole('button', { name: /Add$/ }).click();
    await expect(page.getByTestId('detail-tags')).toContainText('demo-only');
    await page.getByLabel('Comment text').fill('demo comment');
    await expect(page.getByText('Demo users cannot save comments.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete$/ })).toHaveCount(0);
    const slider = page.getByRole('slider', { name: 'Dynamic range' });
    await slider.focus();
    await page.keyboard.press('End');
    await page.waitForTimeout(1500);
    const after = (await apiDetail(demoToken, target!.id)).body!;
    expect(after.tags).toEqual(before.tags);
    expect(after.comments).toEqual(before.comments);
    expect(after.dynamicrange_lin).toEqual(before.dynamicrange_lin);
    expect(edits).toEqual([]);
  });
});
