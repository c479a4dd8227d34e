import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { API_PORT, ROOT } from '../support/servers';
import { openSignedIn } from '../support/session';

/**
 * Video export and MOV in the bulk download: a real movie with the heatmap over the
 * photo and the sound, probed with the api-server's mediabunny probe (pure TypeScript: no ffprobe on CI).
 */

interface Zip {
  files: Record<string, unknown>;
  file(name: string): { async(type: 'uint8array'): Promise<Uint8Array> } | null;
}
// jszip is the api-server's dependency; the test reads the archive with it.
const JSZip = createRequire(path.join(ROOT, 'api-server', 'package.json'))('jszip') as { loadAsync(data: Buffer): Promise<Zip> };
const API = `http://127.0.0.1:${API_PORT}`;

/**
 * Container, duration, codecs and frame count: the api-server's own probe (mediabunny, pure
 * TypeScript), loaded by path as jszip above (e2e does not depend on the api-server package).
 */
async function probe(data: Uint8Array) {
  const { probeVideo } = createRequire(path.join(ROOT, 'api-server', 'package.json'))('./src/media/probeVideo.ts') as typeof import('../../api-server/src/media/probeVideo');
  return probeVideo(data);
}

/** The engineer's own instant (4 s, the shortest seeded) video snapshot. */
async function shortVideoSnapshot(token: string): Promise<number> {
  const own = await apiSnapshots(token, 'serials=NLC21004&page_size=20');
  for (const row of own.results) {
    const detail = (await (await fetch(`${API}/api/snapshots/${row.id}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as { meta: { video_type?: string } };
    if (detail.meta.video_type === 'continuous') continue;
    const mov = await fetch(`${API}/api/snapshots/${row.id}/video-mov/`, { headers: { authorization: `Bearer ${token}` } });
    if (mov.ok && ((await mov.json()) as { status: string }).status === 'ready') return row.id;
  }
  throw new Error('no instant video among the engineer snapshots');
}

/**
 * With VIDEO_SHOTS=<dir>, screenshots of the export dialog's states go there; VIDEO_SHOTS_SIZE
 * (e.g. 390x844) sets the viewport of the whole run (resizing mid-test would re-lay the detail out).
 */
const SHOTS_SIZE = /^(\d+)x(\d+)$/.exec(process.env.VIDEO_SHOTS_SIZE ?? '');
if (SHOTS_SIZE) test.use({ viewport: { width: Number(SHOTS_SIZE[1]), height: Number(SHOTS_SIZE[2]) } });

async function shot(page: Page, name: string) {
  const dir = process.env.VIDEO_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** Records every phase the export dialog shows (the states pass quickly). */
async function recordPhases(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { exportPhases: string[] }).exportPhases = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid="video-export-status"]');
      const phase = status?.getAttribute('data-phase') ?? (document.querySelector('[data-testid="video-export-download"]') ? 'done' : null);
      if (phase && seen.at(-1) !== phase) seen.push(phase);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * Resolves once the viewer's live channel (MQTT over WebSocket at /mqtt) has connected and
 * subscribed: the broker's first two frames (CONNACK, SUBACK). A page opened signed in starts
 * the channel when the browser is first idle; a task started before that shows the phases the
 * REST read finds on connect, not every one.
 */
function liveChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/mqtt')) return;
      let frames = 0;
      socket.on('framereceived', () => {
        frames += 1;
        if (frames === 2) resolve();
      });
    });
  });
}

test.describe('video export', () => {
  let token: string;
  let id: number;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
    id = await shortVideoSnapshot(token);
  });

  test('from the detail: the states, the task panel, then an MP4 with H.264 video and audio', async ({ page }) => {
    test.setTimeout(90_000);
    const live = liveChannelReady(page);
    await openSignedIn(page, 'engineer', `/#/snapshot/${id}`);
    const exportButton = page.getByTestId('video-export').getByRole('button', { name: 'Export video' });
    await expect(exportButton).toBeVisible({ timeout: 30_000 });
    // Every phase comes over the live channel: the test starts the export once it is up.
    await live;
    await recordPhases(page);
    await exportButton.click();
    const dialog = await openedDialog(page, 'Video with heatmap and sound');
    if (await dialog.getByTestId('video-export-status').isVisible()) await shot(page, 'video-export-progress');
    const link = dialog.getByTestId('video-export-download');
    await expect(link).toBeVisible({ timeout: 60_000 });
    await shot(page, 'video-export-done');
    const phases = await page.evaluate(() => (window as unknown as { exportPhases: string[] }).exportPhases);
    expect(phases.at(-1)).toBe('done');
    expect(phases).toContain('encode');
    expect(phases.indexOf('encode')).toBeGreaterThan(Math.max(phases.indexOf('exporting'), phases.indexOf('heatmap')));

    // The link downloads a playable MP4.
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^video_.+_${id}\\.mp4$`));
    const info = await probe(fs.readFileSync(await download.path()));
    expect(info).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: 100 });
    expect(info.durationS).toBeGreaterThan(3.9);

    // The floating task panel follows the same task to its end.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Tasks' }).click();
    const item = page.getByTestId('task-item').filter({ hasText: `Video export of snapshot ${id}` });
    await expect(item.getByText('Finished')).toBeVisible();
  });

  test('a refused start shows the failure in the dialog, with a retry', async ({ page }) => {
    await page.route(`**/api/snapshots/${id}/video-export/`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'This snapshot has no video.', code: '1010' }) }),
    );
    await openSignedIn(page, 'engineer', `/#/snapshot/${id}`);
    await page.getByTestId('video-export').getByRole('button', { name: 'Export video' }).click();
    const dialog = await openedDialog(page, 'Export video');
    await expect(dialog.getByRole('alert')).toContainText('The export failed.');
    await expect(dialog.getByRole('alert')).toContainText('This snapshot has no video.');
    await shot(page, 'video-export-fail');
    await page.unroute(`**/api/snapshots/${id}/video-export/`);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByTestId('video-export-download')).toBeVisible({ timeout: 60_000 });
  });

  test('bulk download with MOV: a QuickTime movie with H.264 video and audio', async ({ page }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, 'engineer', '/#/?serials=NLC21004');
    await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
    const dialog = await openedDialog(page, 'Download snapshots');
    await dialog.getByRole('checkbox', { name: 'Pictures (PNG)' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Videos with heatmap (MOV)' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Pictures (PNG)' })).not.toBeChecked();
    await shot(page, 'bulk-download-mov');
    await dialog.getByRole('button', { name: 'Start export' }).click();
    const archive = dialog.getByRole('link', { name: 'Download the archive' }).or(dialog.getByRole('button', { name: 'Download the archive' }));
    await expect(archive).toBeVisible({ timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await archive.click();
    const download = await downloading;
    const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
    const names = Object.keys(zip.files);
    expect(names).toEqual([expect.stringMatching(new RegExp(`_${id}\\.mov$`))]);
    const info = await probe(await zip.file(names[0]!)!.async('uint8array'));
    expect(info.format).toMatch(/QuickTime/i);
    expect(info).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: 100 });
    expect(info.durationS).toBeGreaterThan(3.9);
  });
});
