import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { cardIds, expectListMatches } from '../support/list';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';
import { unzip } from '../support/zip';

const API = `http://127.0.0.1:${API_PORT}`;

async function apiCall<T>(token: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

type Detail = Record<string, unknown> & { id: number; meta: Record<string, unknown> };

/** What an import must carry over unchanged: the snapshot's own fields and its stored meta. */
const kept = (s: Detail) => ({
  label: s.label,
  comments: s.comments,
  tags: s.tags,
  starred: s.starred,
  fixed: s.fixed,
  created_date: s.created_date,
  device_serial: s.device_serial,
  device_analysis_type: s.device_analysis_type,
  analysis_time: s.analysis_time,
  dynamicrange_lin: s.dynamicrange_lin,
  source_distance: s.source_distance,
  meta: s.meta,
});

/** Counts the page's upload requests (the signed form and the upload itself). */
function countUploads(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(get-upload-url|uploads)\//.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import .nlz' }).click();
  return openedDialog(page, 'Import offline snapshot files');
}

test.describe('offline .nlz import (spec 000 sections 4, 5 and 9; spec 001 sections 5, 7 and 8)', () => {
  test('an NLZ downloaded from the viewer imports back as a snapshot with the same meta', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await apiToken('engineer');
    // The engineer's own camera: exporting and importing need ownership.
    await openSignedIn(page, 'engineer', '/#/?serials=NLC21004');
    await expectListMatches(page, token, 'serials=NLC21004');
    const [id] = await cardIds(page);
    const original = await apiCall<Detail>(token, 'GET', `/api/snapshots/${id}/`);

    // Download it as the viewer does: bulk download, camera files only.
    await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
    const download = await openedDialog(page, 'Download snapshots');
    await download.getByRole('checkbox', { name: 'Pictures (PNG)' }).uncheck();
    await download.getByRole('checkbox', { name: 'Camera files (NLZ)' }).check();
    await download.getByRole('button', { name: 'Start export' }).click();
    const link = download.getByRole('link', { name: /Download the archive/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    const archive = unzip(Buffer.from(await (await page.request.get((await link.getAttribute('href'))!)).body()));
    const [nlzName, nlz] = [...archive].find(([name]) => name.endsWith('.nlz'))!;
    await download.getByRole('button', { name: /Close/ }).first().click();

    // The same snapshot cannot be imported twice: delete it, then import the file.
    await apiCall(token, 'DELETE', `/api/snapshots/${id}/deactivate/`);
    const uploads = countUploads(page);
    await page.reload();
    const dialog = await openImport(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: nlzName, mimeType: 'application/octet-stream', buffer: nlz });
    const row = dialog.getByTestId('import-row');
    await expect(row).toHaveAttribute('data-level', 'QUEUED');
    await dialog.getByRole('button', { name: 'Upload (1)' }).click();
    // Its import task reports on the live channel until the snapshot exists.
    await expect(row).toHaveAttribute('data-level', 'SUCCESS', { timeout: 60_000 });
    await expect(row).toContainText('Imported');
    expect(uploads.filter((u) => u.includes('/api/uploads/'))).toHaveLength(1);

    const found = await apiSnapshots(token, `serials=NLC21004&page_size=100`);
    const twin = found.results.find((s) => s.created_date === original.created_date && s.id !== id);
    expect(twin, 'the imported snapshot is listed').toBeTruthy();
    const imported = await apiCall<Detail>(token, 'GET', `/api/snapshots/${twin!.id}/`);
    expect(kept(imported)).toEqual(kept(original));
    // Closing the dialog refreshes the list, which shows the imported snapshot.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.locator(`[data-snapshot-id="${twin!.id}"]`)).toBeVisible();
  });

  test('a file of another type, an oversized one and one that is no archive get their messages and nothing is uploaded', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    const uploads = countUploads(page);
    const dialog = await openImport(page);
    // Dropped together, as a file manager drops them; the big one only claims its size (400 MB + 1 byte).
    await dialog.getByTestId('import-drop').evaluate((zone) => {
      const big = new File(['PK\u0003\u0004'], 'survey big.nlz');
      Object.defineProperty(big, 'size', { value: 400 * 1024 * 1024 + 1 });
      const drop = new Event('drop', { bubbles: true, cancelable: true });
      const fake = new File(['hello'], 'fake.nlz');
      Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File(['hello'], 'notes.txt'), big, fake], types: ['Files'] } });
      zone.dispatchEvent(drop);
    });
    const rows = dialog.getByTestId('import-row');
    await expect(rows).toHaveCount(3);
    // The .nlz-named file was read in the Web Worker (its own chunk, started from this remote's
    // origin under the shell's CSP): its bytes are not an archive.
    await expect(dialog.getByTestId('import-row').filter({ hasText: 'fake.nlz' })).toHaveText(/fake\.nlz\s*Not an \.nlz archive: not uploaded/);
    const notes = rows.filter({ hasText: 'notes.txt' });
    const big = rows.filter({ hasText: 'survey big.nlz' });
    await expect(notes).toHaveText(/notes\.txt\s*Not an \.nlz file: not uploaded/);
    await expect(big).toHaveText(/survey big\.nlz\s*Larger than 400 MB: not uploaded/);
    for (const row of [notes, big, rows.filter({ hasText: 'fake.nlz' })]) {
      await expect(row).toHaveAttribute('data-level', 'ERROR');
      // Red, as the spec colours errors.
      await expect(row.locator('span').last()).toHaveCSS('color', 'rgb(207, 19, 34)');
    }
    await expect(dialog.getByRole('button', { name: 'Upload (0)' })).toBeDisabled();
    expect(uploads).toEqual([]);
  });
});
