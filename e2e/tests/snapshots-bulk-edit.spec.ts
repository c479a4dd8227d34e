import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { dialogFromMenu, openedDialog } from '../support/dialog';
import { cardIds } from '../support/list';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

/** Bulk tag and bulk edit (spec 000 section 4), checked against the api-server. */

const API = `http://127.0.0.1:${API_PORT}`;
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Actions on the selected snapshots' });

interface Detail {
  id: number;
  tags: string[];
  starred: boolean;
  device_analysis_type: string;
  leak: { leakSize: number | null } | null;
  meta: Record<string, unknown>;
}
const detail = async (token: string, id: number): Promise<Detail> =>
  (await (await fetch(`${API}/api/snapshots/${id}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as Detail;
const post = (token: string, path: string, body: unknown) =>
  fetch(`${API}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function select(page: Page, ids: number[]) {
  for (const id of ids) await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
}

test('20 concurrent tag additions through the API all survive', async () => {
  const token = await apiToken('engineer');
  const [target] = (await apiSnapshots(token, 'page_size=1&ordering=created_date')).results;
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(token, `/api/snapshots/${target!.id}/tags/add/`, { tags: [`concurrent${i}`] })));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  const tags = (await detail(token, target!.id)).tags;
  for (let i = 0; i < 20; i += 1) expect(tags).toContain(`concurrent${i}`);
});

test('bulk tag adds and then removes tags on the chosen snapshots only', async ({ page }) => {
  const token = await apiToken('engineer');
  await openSignedIn(page, 'engineer', '/#/');
  const ids = await cardIds(page);
  const chosen = [ids[2]!, ids[5]!, ids[7]!];
  await select(page, chosen);
  await bulkBar(page).getByRole('button', { name: /Tag/ }).click();
  let dialog = await openedDialog(page, 'Tag snapshots (3)');
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-bulk');
  await page.keyboard.press('Enter');
  // A click outside the tags field closes its dropdown of known tags (it covers the buttons).
  await dialog.getByText('Tag snapshots (3)').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add to the snapshots' }).click();
  await expect(dialog.getByText('All 3 snapshots have been updated.')).toBeVisible();
  await expect(dialog.locator('[data-testid="bulk-tag-row"][data-state="updated"]')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const tagged = (await apiSnapshots(token, 'tags=e2e-bulk&page_size=200')).results.map((s) => s.id).sort((a, b) => a - b);
  expect(tagged).toEqual([...chosen].sort((a, b) => a - b));

  await bulkBar(page).getByRole('button', { name: /Tag/ }).click();
  dialog = await openedDialog(page, 'Tag snapshots (3)');
  await dialog.getByRole('radio', { name: 'Remove tags' }).check();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-bulk');
  await page.keyboard.press('Enter');
  // A click outside the tags field closes its dropdown of known tags (it covers the buttons).
  await dialog.getByText('Tag snapshots (3)').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Remove from the snapshots' }).click();
  await expect(dialog.getByText('All 3 snapshots have been updated.')).toBeVisible();
  expect((await apiSnapshots(token, 'tags=e2e-bulk&page_size=200')).count).toBe(0);
});

test('bulk edit of 25 snapshots changes exactly those and recomputes their analyses', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken('engineer');
  const all = (await apiSnapshots(token, 'page_size=200')).results;
  await openSignedIn(page, 'engineer', '/#/');
  const first = await cardIds(page);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.locator('.ant-pagination-item-2').click();
  await expect.poll(async () => (await cardIds(page))[0]).not.toBe(first[0]);
  const second = (await cardIds(page)).slice(0, 5);
  await select(page, second);
  const chosen = [...first, ...second];
  expect(chosen).toHaveLength(25);
  await expect(page.getByTestId('selection-count')).toHaveText('25 selected');

  const dialog = await dialogFromMenu(page, bulkBar(page).getByRole('button', { name: /Edit/ }), 'Edit fields', 'Edit snapshots (25)');
  await dialog.getByRole('checkbox', { name: 'Change Humidity' }).check();
  await dialog.getByRole('spinbutton', { name: 'Humidity' }).fill('12');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByTestId('bulk-edit-confirm')).toContainText('Humidity12');
  await dialog.getByRole('button', { name: 'Save on all' }).click();
  await expect(dialog.getByText('All 25 snapshots have been updated.')).toBeVisible({ timeout: 60_000 });

  const chosenSet = new Set(chosen);
  const others = all.filter((s) => !chosenSet.has(s.id)).slice(0, 10);
  for (const id of chosen) {
    const now = await detail(token, id);
    expect({ id, humidity: now.meta.humidity }).toEqual({ id, humidity: 12 });
    if (now.leak && now.leak.leakSize !== null) {
      const recomputed = (await (await fetch(`${API}/api/snapshots/${id}/analytics/leak/`, { headers: { authorization: `Bearer ${token}` } })).json()) as { leakSize: number };
      expect(now.leak.leakSize).toBeCloseTo(recomputed.leakSize, 3);
    }
  }
  // Seeded humidities are whole numbers from 35 to 88, so 12 is the edit's.
  for (const s of others) expect((await detail(token, s.id)).meta.humidity).not.toBe(12);
});
