import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openedDialog } from '../support/dialog';
import { ROOT } from '../support/servers';
import { signIn } from '../support/session';
import { longTaskLine, selectFirst, watchLongTasks } from './benchPage';

const COUNT = 100;

// jszip is the api-server's dependency; the bench reads the archive with it.
const JSZip = createRequire(path.join(ROOT, 'api-server', 'package.json'))('jszip') as { loadAsync(data: Buffer): Promise<{ files: Record<string, { dir: boolean }> }> };

/**
 * Bulk PNG of 100 snapshots (speed): each drawn with its heatmap, colour scale and
 * caption, drawn and zipped in the PNG worker, as the bulk download's "Pictures (PNG)" does.
 * Prints the time, the archive's content and the main thread's long tasks while it runs
 * (target: none over 50 ms).
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
  const downloading = page.waitForEvent('download', { timeout: 8 * 60_000 });
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const link = dialog.getByRole('link', { name: /Download the pictures/ });
  await expect(link).toBeVisible({ timeout: 8 * 60_000 });
  const seconds = (Date.now() - started) / 1000;
  const longTasks = await longTaskLine(page);
  // Every snapshot made it into the archive (a fast run of failures would be no figure).
  const archive = fs.readFileSync(await (await downloading).path());
  const pngs = Object.entries((await JSZip.loadAsync(archive)).files).filter(([name, file]) => !file.dir && name.endsWith('.png'));
  expect(pngs).toHaveLength(COUNT);
  console.log(
    [
      `bulk PNG, ${COUNT} snapshots (heatmap, scale and caption, zipped): ${seconds.toFixed(1)} s (${((1000 * seconds) / COUNT).toFixed(0)} ms per snapshot)`,
      `  archive: ${pngs.length} PNGs, ${(archive.length / 1024 / 1024).toFixed(1)} MB`,
      `  ${longTasks}`,
    ].join('\n'),
  );
});
