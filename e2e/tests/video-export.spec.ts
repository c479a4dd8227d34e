import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { API_PORT, ROOT } from '../support/servers';
import { signIn } from '../support/session';

/**
 * Video export and MOV in the bulk download (issue #23): a real movie with the heatmap over the
 * photo and the sound, probed here with mediabunny (pure TypeScript: no ffprobe on CI).
 */

interface Zip {
  files: Record<string, unknown>;
  file(name: string): { async(type: 'uint8array'): Promise<Uint8Array> } | null;
}
// jszip is the api-server's dependency; the test reads the archive with it.
const JSZip = createRequire(path.join(ROOT, 'api-server', 'package.json'))('jszip') as { loadAsync(data: Buffer): Promise<Zip> };
const API = `http://127.0.0.1:${API_PORT}`;

async function probe(data: Uint8Array) {
  const input = new Input({ source: new BufferSource(data), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  return {
    format: (await input.getFormat()).name,
    durationS: await input.computeDuration(),
    videoCodec: video?.codec ?? null,
    frames: video ? (await video.computePacketStats()).packetCount : 0,
    audioCodec: audio?.codec ?? null,
  };
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

test.describe('video export (issue #23)', () => {
  let token: string;
  let id: number;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
    id = await shortVideoSnapshot(token);
  });

  test('from the detail: the states, the task panel, then an MP4 with H.264 video and audio', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'engineer');
    await page.goto(`/#/snapshot/${id}`);
    const exportButton = page.getByTestId('video-export').getByRole('button', { name: 'Export video' });
    await expect(exportButton).toBeVisible({ timeout: 30_000 });
    await recordPhases(page);
    await exportButton.click();
    const dialog = await openedDialog(page, 'Video with heatmap and sound');
    const link = dialog.getByTestId('video-export-download');
    await expect(link).toBeVisible({ timeout: 60_000 });
    const phases = await page.evaluate(() => (window as unknown as { exportPhases: string[] }).exportPhases);
    expect(phases.at(-1)).toBe('done');
    expect(phases).toContain('encode');
    expect(phases.indexOf('encode')).toBeGreaterThan(Math.max(phases.indexOf('exporting'), phases.indexOf('heatmap')));

    // The floating task panel follows the same task to its end.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Tasks' }).click();
    const item = page.getByTestId('task-item').filter({ hasText: `Video export of snapshot ${id}` });
    await expect(item.getByText('Finished')).toBeVisible();
    await page.keyboard.press('Escape');

    // The link downloads a playable MP4.
    await page.getByTestId('video-export').getByRole('button', { name: 'Export video' }).click();
    const again = await openedDialog(page, 'Video with heatmap and sound');
    const downloading = page.waitForEvent('download');
    await again.getByTestId('video-export-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^video_.+_${id}\\.mp4$`));
    const info = await probe(fs.readFileSync(await download.path()));
    expect(info).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: 100 });
    expect(info.durationS).toBeGreaterThan(3.9);
  });

  test('bulk download with MOV: a QuickTime movie with H.264 video and audio', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'engineer');
    await expect(page.getByTestId('snapshot-grid')).toBeVisible();
    await page.goto('/#/?serials=NLC21004');
    await page.locator(`[data-snapshot-id="${id}"]`).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Actions on the selected snapshots' }).getByRole('button', { name: /Download/ }).click();
    const dialog = await openedDialog(page, 'Download snapshots');
    await dialog.getByRole('checkbox', { name: 'Pictures (PNG)' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Videos with heatmap (MOV)' }).check();
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
