import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { API_PORT, ROOT } from '../support/servers';
import { openSignedIn } from '../support/session';

/** Bulk PNG: one PNG per snapshot carrying the heatmap, the dB scale and a caption. */

interface Zip {
  files: Record<string, unknown>;
  file(name: string): { async(type: 'base64'): Promise<string> } | null;
}
// jszip is the api-server's dependency; the test reads the archive with it.
const JSZip = createRequire(path.join(ROOT, 'api-server', 'package.json'))('jszip') as { loadAsync(data: Buffer): Promise<Zip> };
const API = `http://127.0.0.1:${API_PORT}`;

interface Detail {
  id: number;
  picture_url: string;
  meta: { max_value: number; filter_threshold: number; picture_brightness: number };
}

async function select(page: Page, ids: number[]) {
  for (const id of ids) await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
}

test('bulk PNG: one PNG per snapshot whose pixels differ from the bare photo where the heatmap is', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await apiToken('engineer');
  const rows = (await apiSnapshots(token, 'page_size=20')).results;
  const details: Detail[] = [];
  for (const row of rows) {
    const detail = (await (await fetch(`${API}/api/snapshots/${row.id}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as Detail;
    if (detail.meta.max_value >= detail.meta.filter_threshold) details.push(detail);
    if (details.length === 2) break;
  }
  expect(details).toHaveLength(2);
  await openSignedIn(page, 'engineer', '/#/');
  await expect(page.getByTestId('snapshot-grid')).toBeVisible();
  await select(
    page,
    details.map((d) => d.id),
  );
  await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
  const dialog = await openedDialog(page, 'Download snapshots');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^snapshots_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const names = Object.keys(zip.files).sort();
  expect(names).toHaveLength(2);
  for (const detail of details) expect(names.some((name) => name.endsWith(`_${detail.id}.png`))).toBe(true);

  for (const detail of details) {
    const name = names.find((n) => n.endsWith(`_${detail.id}.png`))!;
    const png = (await zip.file(name)!.async('base64')) as string;
    // In the page: the exported picture against the bare photo darkened as the detail darkens it.
    const diff = await page.evaluate(
      async ({ png: data, photo, brightness }) => {
        // Decoded here, not fetched: the shell's CSP allows no data: in connect-src.
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const exported = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const bare = await createImageBitmap(new Blob([Uint8Array.from(atob(photo), (char) => char.charCodeAt(0))]));
        const draw = (image: ImageBitmap, darken: number) => {
          const canvas = new OffscreenCanvas(800, 480);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, 800, 480, 0, 0, 800, 480);
          if (darken) {
            context.fillStyle = `rgba(0, 0, 0, ${darken})`;
            context.fillRect(0, 0, 800, 480);
          }
          return context.getImageData(0, 0, 800, 480).data;
        };
        const a = draw(exported, 0);
        const scaled = new OffscreenCanvas(800, 480);
        scaled.getContext('2d')!.drawImage(bare, 0, 0, 800, 480);
        const b = draw(scaled.transferToImageBitmap(), brightness);
        let changed = 0;
        let strongest = 0;
        for (let i = 0; i < a.length; i += 4) {
          const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
          if (d > 60) changed += 1;
          strongest = Math.max(strongest, d);
        }
        return { height: exported.height, width: exported.width, changedShare: changed / (800 * 480), strongest };
      },
      { png, photo: await photoBase64(detail.picture_url.startsWith('http') ? detail.picture_url : `${API}${detail.picture_url}`), brightness: detail.meta.picture_brightness ?? 0.2 },
    );
    // 800 x 480 picture plus the band with the dB scale and the caption.
    expect(diff.width).toBe(800);
    expect(diff.height).toBeGreaterThan(480);
    // The heatmap colours part of the picture strongly; the rest is the darkened photo.
    expect(diff.strongest).toBeGreaterThan(150);
    expect(diff.changedShare).toBeGreaterThan(0.001);
    expect(diff.changedShare).toBeLessThan(0.6);
  }
});

/** The bare photo, read here: the page's CSP lets it fetch neither data: nor every API spelling. */
async function photoBase64(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  return Buffer.from(await response.arrayBuffer()).toString('base64');
}
