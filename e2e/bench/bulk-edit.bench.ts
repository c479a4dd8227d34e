import { expect, test } from '@playwright/test';
import { apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { API_PORT } from '../support/servers';
import { signIn } from '../support/session';
import { longTaskLine, selectFirst, watchLongTasks } from './benchPage';

const API = `http://127.0.0.1:${API_PORT}`;
const COUNT = 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Bulk edit of 1,000 snapshots (speed): the real dialog against the local api-server
 * (bench seed: 20,000 snapshots of `engineer`), 10 at a time. Prints the time, how often each
 * snapshot was edited (must be exactly once), the page's long tasks while it runs (target: none
 * over 50 ms) and how fast list requests are answered meanwhile (a list page read every 250 ms).
 */
test('bulk edit of 1,000 snapshots at concurrency 10', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiToken('engineer');
  await signIn(page, 'engineer');
  // 50 pages of 20, each selected with "Select all on this page"; the selection spans pages.
  await selectFirst(page, COUNT);

  const edits = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/api\/snapshots\/(\d+)\/humidity\/$/.exec(request.url());
    if (match && request.method() === 'POST') edits.set(match[1]!, (edits.get(match[1]!) ?? 0) + 1);
  });
  await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Edit/ }).click();
  await page.getByRole('menuitem', { name: /Edit fields/ }).click();
  const dialog = await openedDialog(page, `Edit snapshots (${COUNT})`);
  await dialog.getByRole('checkbox', { name: 'Change Humidity' }).check();
  await dialog.getByRole('spinbutton', { name: 'Humidity' }).fill('13');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await watchLongTasks(page);
  // The list's own request, read while the edit runs.
  const listLatencies: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${API}/api/snapshots/?page_size=20&page=1`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      if (answer.ok) listLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Save on all' }).click();
  await expect(dialog.getByText(`All ${COUNT} snapshots have been updated.`)).toBeVisible({ timeout: 8 * 60_000 });
  const seconds = (Date.now() - started) / 1000;
  running = false;
  await probe;
  const longTasks = await longTaskLine(page);

  const counts = [...edits.values()];
  console.log(
    [
      `bulk edit, ${COUNT} snapshots (humidity, then leak/PD recompute), concurrency 10: ${seconds.toFixed(1)} s (${(COUNT / seconds).toFixed(1)} snapshots/s)`,
      `  edited: ${edits.size} snapshots; each exactly once: ${counts.every((c) => c === 1)}`,
      `  while it ran, ${longTasks}`,
      `  list requests meanwhile: ${listLatencies.length} answered, median ${median(listLatencies).toFixed(0)} ms, max ${Math.max(...listLatencies).toFixed(0)} ms`,
    ].join('\n'),
  );
  expect(edits.size).toBe(COUNT);
  expect(counts.every((c) => c === 1)).toBe(true);
});
