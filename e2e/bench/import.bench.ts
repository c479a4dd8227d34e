import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { API_PORT, TMP } from '../support/servers';
import { signIn } from '../support/session';
import { unzip } from '../support/zip';
import { longTaskLine, watchLongTasks } from './benchPage';

const API = `http://127.0.0.1:${API_PORT}`;
const COUNT = 200;

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? null : await answer.json()) as T;
}

/**
 * Import of 200 .nlz files (speed): 200 of the engineer's snapshots (bench seed)
 * are exported as the viewer's bulk download does, deleted, and the 200 files are then picked in
 * the import dialog at once. Prints the time to read and hash them (in the worker), to upload
 * them, and until every import task reported done on the live channel.
 */
test('import of 200 .nlz files', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiToken('engineer');
  const own = (await apiSnapshots(token, `serials=NLC21004&page_size=${COUNT}&ordering=created_date`)).results.map((s) => s.id);
  expect(own.length).toBe(COUNT);
  const { taskId } = await call<{ taskId: string }>(token, 'POST', '/api/download-snapshots/', { snapshotIds: own, formats: ['nlz'] });
  let job: { state: string; downloadUrl: string | null } = { state: 'running', downloadUrl: null };
  await expect.poll(async () => (job = await call(token, 'GET', `/api/jobs/${taskId}/`)).downloadUrl, { timeout: 5 * 60_000, intervals: [1000] }).not.toBeNull();
  const archive = unzip(Buffer.from(await (await fetch(new URL(job.downloadUrl!, API))).arrayBuffer()));
  const dir = fs.mkdtempSync(path.join(TMP, 'nlz-bench-'));
  const files = [...archive].filter(([name]) => name.endsWith('.nlz')).map(([name, bytes]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  });
  expect(files.length).toBe(COUNT);
  const megabytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1024 / 1024;
  for (const id of own) await call(token, 'DELETE', `/api/snapshots/${id}/deactivate/`);

  await signIn(page, 'engineer');
  await page.getByRole('button', { name: 'Import .nlz' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Import offline snapshot files' });
  await watchLongTasks(page);
  const started = Date.now();
  await dialog.locator('input[type="file"]').setInputFiles(files);
  const upload = dialog.getByRole('button', { name: `Upload (${COUNT})` });
  await expect(upload).toBeEnabled({ timeout: 5 * 60_000 });
  const checked = (Date.now() - started) / 1000;
  await upload.click();
  await expect(dialog.getByTestId('import-progress')).toContainText(/files: 0 queued/, { timeout: 10 * 60_000 });
  const uploaded = (Date.now() - started) / 1000;
  await expect(dialog.getByTestId('import-progress')).toContainText(`, ${COUNT} imported`, { timeout: 10 * 60_000 });
  const imported = (Date.now() - started) / 1000;
  const longTasks = await longTaskLine(page);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    [
      `import of ${COUNT} .nlz files (${megabytes.toFixed(1)} MB):`,
      `  read and hashed in the worker: ${checked.toFixed(1)} s`,
      `  uploaded (3 at a time): ${uploaded.toFixed(1)} s`,
      `  all imported (live status done): ${imported.toFixed(1)} s`,
      `  ${longTasks}`,
    ].join('\n'),
  );
});
