import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { chooseOption, openedDialog, pickMenuItem } from '../support/dialog';
import { cardIds, expectListMatches } from '../support/list';
import { openSignedIn } from '../support/session';

/** Picks `option` in the filter popover's select labelled `label`. */
async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: 'Filters' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: label }), option, 'title');
  await page.keyboard.press('Escape');
}

/** Ticks the selection checkbox of the cards with these ids. */
async function select(page: Page, ids: number[]) {
  for (const id of ids) await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText(`${ids.length} selected`);
}

const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Actions on the selected snapshots' });

test.describe('snapshot list: groups and camera filters (spec 000 section 2)', () => {
  test('an organization member filters by a group of the organization', async ({ page }) => {
    const token = await apiToken('engineer');
    await openSignedIn(page, 'engineer', '/#/');
    await chooseFilter(page, 'Groups', 'Field Services');
    await expect(page).toHaveURL(/groups=\d+/);
    const groups = new URL(page.url().replace('#/', '')).searchParams.get('groups');
    await expectListMatches(page, token, `groups=${groups}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Group: Field Services' })).toBeVisible();
  });

  test('a user outside any organization gets no groups filter', async ({ page }) => {
    await openSignedIn(page, 'staff', '/#/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Camera serials' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Groups' })).toHaveCount(0);
  });

  test('the camera filter offers the cameras by nickname and narrows the list to one serial', async ({ page }) => {
    const token = await apiToken('engineer');
    await openSignedIn(page, 'engineer', '/#/');
    await chooseFilter(page, 'Camera serials', 'Compressor survey (NLC21004)');
    await expect(page).toHaveURL(/serials=NLC21004/);
    await expectListMatches(page, token, 'serials=NLC21004');
    await expect(page.getByRole('listitem').filter({ hasText: 'Camera: Compressor survey (NLC21004)' })).toBeVisible();
  });

  test('an account without cameras sees how to pair one', async ({ page }) => {
    await openSignedIn(page, 'reseller', '/#/');
    const card = page.getByTestId('no-devices-card');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Go to Cameras' }).click();
    await expect(page).toHaveURL(/#\/cameras/);
  });
});

test.describe('snapshot list: bulk actions (spec 000 sections 2, 4 and 6)', () => {
  test('demo users get no selection and no bulk menus', async ({ page }) => {
    await openSignedIn(page, 'demo', '/#/');
    await expect(page.getByTestId('snapshot-grid')).toBeVisible();
    await expect(page.locator('[data-snapshot-id] input[type="checkbox"]')).toHaveCount(0);
    await expect(bulkBar(page)).toHaveCount(0);
  });

  test('add and remove a star on the selection, saved on the server', async ({ page }) => {
    const token = await apiToken('staff');
    await openSignedIn(page, 'staff', '/#/');
    const ids = (await cardIds(page)).slice(0, 2);
    await select(page, ids);
    const added = page.getByText('Star added to the selected snapshots (2).');
    await pickMenuItem(page, bulkBar(page).getByRole('button', { name: /Edit/ }), 'Add star', () => added.isVisible());
    const starred = async () => (await apiSnapshots(token, 'page_size=20')).results.filter((s) => ids.includes(s.id)).map((s) => s.starred);
    await expect.poll(starred).toEqual([true, true]);

    const unstarred = async () => JSON.stringify(await starred()) === JSON.stringify([false, false]);
    await pickMenuItem(page, bulkBar(page).getByRole('button', { name: /Edit/ }), 'Remove star', unstarred);
  });

  test('bulk download exports the selection and ends with the archive link', async ({ page }) => {
    const token = await apiToken('engineer');
    // The engineer's own camera: exporting needs ownership (spec 000 section 6).
    await openSignedIn(page, 'engineer', '/#/?serials=NLC21004');
    await expectListMatches(page, token, 'serials=NLC21004');
    const ids = (await cardIds(page)).slice(0, 2);
    await select(page, ids);
    await bulkBar(page).getByRole('button', { name: /Download/ }).click();
    const dialog = await openedDialog(page, 'Download snapshots');
    await expect(dialog.getByText('Snapshots to download: 2.')).toBeVisible();
    // The camera files come from the server's export (the PNGs are made in the page: snapshots-export.spec.ts).
    await dialog.getByRole('checkbox', { name: 'Pictures (PNG)' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Camera files (NLZ)' }).check();
    await dialog.getByRole('button', { name: 'Start export' }).click();
    await expect(dialog.getByText('The export has started')).toBeVisible();
    const link = dialog.getByRole('link', { name: /Download the archive/ });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/zip');
  });

  test('bulk delete confirms, deletes the selection and refreshes the list', async ({ page }) => {
    const token = await apiToken('staff');
    // The oldest two, so the newest pages other tests read stay as they were.
    await openSignedIn(page, 'staff', '/#/?ordering=created_date');
    await expectListMatches(page, token, 'ordering=created_date');
    const ids = (await cardIds(page)).slice(0, 2);
    const before = (await apiSnapshots(token, 'page_size=1')).count;
    await select(page, ids);
    await bulkBar(page).getByRole('button', { name: /Delete/ }).click();
    const dialog = await openedDialog(page, 'Delete snapshots');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Deletion is permanent: the 2 selected snapshots cannot be restored.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(dialog.getByText('The snapshots have been deleted.')).toBeVisible();
    // Closes by itself after 2 s.
    await expect(dialog).toHaveCount(0, { timeout: 5000 });
    await expect(page.locator(`[data-snapshot-id="${ids[0]}"]`)).toHaveCount(0);
    expect((await apiSnapshots(token, 'page_size=1')).count).toBe(before - 2);
    await expectListMatches(page, token, 'ordering=created_date');
  });
});
