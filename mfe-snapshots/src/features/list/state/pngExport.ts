import { api, snapshotEditsApi, snapshotsApi, type SnapshotDetail } from 'shared-core';
import { runBulk, type BulkProgress } from './runBulk';
import { loadPicture, renderSnapshotPng } from './snapshotPng';

/** PNGs rendered at a time: each holds a decoded photo, so a few at once keep memory small. */
const PNG_CONCURRENCY = 3;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD_HH-mm-ss` in local time: safe in file names everywhere. */
export function fileTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`;
}

/** The archive's name: `snapshots_<timestamp>.zip` (spec 000 section 4: zipped and named with a timestamp). */
export const archiveName = (now: Date) => `snapshots_${fileTimestamp(now)}.zip`;

/** What the PNG export needs from the page: captions and level texts in the user's language. */
export interface PngExportOptions {
  caption: (detail: SnapshotDetail) => string[];
  formatDb: (db: number) => string;
  onProgress?: (progress: BulkProgress) => void;
  now?: Date;
}

/** The archive and the snapshots that could not be exported. */
export interface PngExport {
  blob: Blob;
  fileName: string;
  failed: number[];
}

/**
 * Bulk PNG (issue #23): every snapshot as the detail shows it ({@link renderSnapshotPng}), named
 * `<creation time>_<id>.png`, in one ZIP made with jszip (stored: PNGs are compressed already).
 * A snapshot that fails is left out and named; the others go on. The photo is decoded and the
 * PNG encoded off the main thread; jszip works in chunks, so the page stays responsive.
 */
export async function exportPngs(ids: readonly number[], options: PngExportOptions): Promise<PngExport> {
  const files = new Map<number, { name: string; png: Blob }>();
  const result = await runBulk(
    ids,
    async (id) => {
      const detail = await snapshotsApi.detail(id);
      const [picture, frame] = await Promise.all([
        detail.picture_url ? loadPicture(api.url(detail.picture_url)) : null,
        snapshotEditsApi.heatmapFrameAt(id, detail.analysis_time).catch(() => null),
      ]);
      const png = await renderSnapshotPng({ detail, picture, frame, caption: options.caption(detail), formatDb: options.formatDb });
      picture?.close();
      files.set(id, { name: `${fileTimestamp(new Date(detail.created_date))}_${id}.png`, png });
    },
    options.onProgress,
    PNG_CONCURRENCY,
  );
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const id of result.succeeded) {
    const file = files.get(id)!;
    zip.file(file.name, file.png, { binary: true });
  }
  const blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', streamFiles: true });
  return { blob, fileName: archiveName(options.now ?? new Date()), failed: result.failed };
}
