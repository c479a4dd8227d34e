import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { cardIds } from '../support/list';
import { openedDialog } from '../support/dialog';
import { ROOT } from '../support/servers';
import { openSignedIn } from '../support/session';

/**
 * Bulk PNG: drawn and zipped in the PNG worker (a blob: worker), off the main thread.
 * Each PNG has, under the 800 x 480 picture, the dB colour scale (blue to red) and the caption in
 * dark text on white. The page's long tasks meanwhile are measured by e2e/bench/bulk-png.bench.ts
 * (a trace recorded on failure and a busy CI machine would make them flaky here).
 */

interface Zip {
  files: Record<string, unknown>;
  file(name: string): { async(type: 'base64'): Promise<string> } | null;
}
// jszip is the api-server's dependency; the test reads the archive with it.
const JSZip = createRequire(path.join(ROOT, 'api-server', 'package.json'))('jszip') as { loadAsync(data: Buffer): Promise<Zip> };

test('bulk PNG draws in a worker: scale and caption under the picture', async ({ page }) => {
  test.setTimeout(90_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openSignedIn(page, 'engineer', '/#/');
  await expect(page.getByTestId('snapshot-grid')).toBeVisible();
  const ids = (await cardIds(page)).slice(0, 4);
  for (const id of ids) await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
  const dialog = await openedDialog(page, 'Download snapshots');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  // The archive stays at hand as a link in the dialog.
  await expect(dialog.getByRole('link', { name: /Download the pictures/ })).toHaveAttribute('download', download.suggestedFilename());
  // Pictures alone: drawn in this browser, so the dialog says they are ready (no server task to follow).
  await expect(dialog.getByText('The pictures are ready')).toBeVisible();
  await expect(dialog.getByText('The export has started')).toHaveCount(0);
  expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);

  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const names = Object.keys(zip.files).sort();
  expect(names).toHaveLength(ids.length);
  for (const name of names) {
    const png = await zip.file(name)!.async('base64');
    const band = await page.evaluate(async (data) => {
      // Decoded here, not fetched: the shell's CSP allows no data: in connect-src.
      const image = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      // The caption's two lines (y 522 to 560): dark text pixels on white.
      const caption = context.getImageData(12, 522, 500, 40).data;
      let dark = 0;
      for (let i = 0; i < caption.length; i += 4) if (caption[i]! + caption[i + 1]! + caption[i + 2]! < 200) dark += 1;
      return { width: image.width, height: image.height, scaleLeft: at(16, 494), scaleMiddle: at(400, 494), scaleRight: at(784, 494), white: at(790, 560), dark };
    }, png);
    expect(band).toMatchObject({ width: 800, height: 480 + 86 });
    // The scale: the colour map's blue at the left, green in the middle, red at the right.
    expect(band.scaleLeft[2]).toBeGreaterThan(100);
    expect(band.scaleLeft[0]).toBeLessThan(40);
    expect(band.scaleMiddle[1]).toBeGreaterThan(200);
    expect(band.scaleRight[0]).toBeGreaterThan(100);
    expect(band.scaleRight[2]).toBeLessThan(40);
    expect(band.white).toEqual([255, 255, 255]);
    // The caption is written (a few hundred dark pixels at least).
    expect(band.dark).toBeGreaterThan(300);
  }
});
