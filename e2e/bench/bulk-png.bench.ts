import { expect, test } from '@playwright/test';
import { openedDialog } from '../support/dialog';
import { signIn } from '../support/session';
import { longTaskLine, selectFirst, watchLongTasks } from './benchPage';

const COUNT = 100;

/**
 * Bulk PNG of 100 snapshots (issue #23 "Speed"): each drawn with its heatmap, colour scale and
 * caption and zipped in the page, as the bulk download's "Pictures (PNG)" does. Prints the time
 * and the main thread's long tasks while it runs (the target: none over 50 ms).
 */
test('bulk PNG of 100 snapshots', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'engineer');
  await selectFirst(page, COUNT);
  await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
  const dialog = await openedDialog(page, 'Download snapshots');
  await dialog.getByRole('checkbox', { name: 'Pictures (PNG)' }).check();
  for (const other of ['Camera files (NLZ)', 'Videos with heatmap (MOV)']) {
    const box = dialog.getByRole('checkbox', { name: other });
    if ((await box.count()) && (await box.isChecked())) await box.uncheck();
  }
  await watchLongTasks(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const link = dialog.getByRole('link', { name: /Download the pictures/ });
  await expect(link).toBeVisible({ timeout: 8 * 60_000 });
  const seconds = (Date.now() - started) / 1000;
  const longTasks = await longTaskLine(page);
  console.log(
    [
      `bulk PNG, ${COUNT} snapshots (heatmap, scale and caption, zipped): ${seconds.toFixed(1)} s (${((1000 * seconds) / COUNT).toFixed(0)} ms per snapshot)`,
      `  ${longTasks}`,
    ].join('\n'),
  );
});
