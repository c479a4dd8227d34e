import { api, snapshotEditsApi, snapshotsApi, type SnapshotDetail } from 'shared-core';
import { createPngWorker } from '../workers/createPngWorker';
import { drawSnapshotPng } from 'shared-domain/picture';
import { zipPngs, type PngJob, type PngWorkerReply, type PngWorkerRequest } from '../workers/snapshotPngCore';
import { runBulk, type BulkProgress } from './runBulk';
import { pagePngTools, pngJobOf } from './snapshotPng';

/** PNGs in flight at a time: the page fetches the next ones while the worker draws. */
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

/** Draws PNGs and zips them: in a worker, or in the page where OffscreenCanvas is missing. */
export interface PngRenderer {
  /** Resolves once the snapshot's PNG is drawn and kept; rejects when it failed. */
  render: (id: number, job: PngJob) => Promise<void>;
  /** The kept PNGs of `ids` in one archive. */
  zip: (ids: readonly number[]) => Promise<Blob>;
  close: () => void;
}

/** The renderer of the PNG worker (createPngWorker): every drawing, encoding and the zipping happen there. */
export function workerPngRenderer(worker: Worker): PngRenderer {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let zipping: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;
  let broken: Error | null = null;
  const failAll = (error: Error) => {
    broken = error;
    pending.forEach((waiter) => waiter.reject(error));
    pending.clear();
    zipping?.reject(error);
    zipping = null;
  };
  worker.onmessage = (event: MessageEvent<PngWorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'rendered' || reply.type === 'failed') {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.type === 'rendered') waiter?.resolve();
      else waiter?.reject(new Error(reply.message));
    } else if (reply.type === 'zipped') zipping?.resolve(reply.blob);
    else zipping?.reject(new Error(reply.message));
  };
  // A worker that cannot start (its script or jszip refused) fails every snapshot and the archive instead of hanging.
  worker.onerror = (event) => failAll(new Error(event.message || 'PNG worker failed'));
  const post = (request: PngWorkerRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  return {
    render: (id, job) =>
      new Promise<void>((resolve, reject) => {
        if (broken) return reject(broken);
        pending.set(id, { resolve, reject });
        post({ type: 'render', id, job }, job.frame ? [job.frame.levels.buffer] : []);
      }),
    zip: (ids) =>
      new Promise<Blob>((resolve, reject) => {
        if (broken) return reject(broken);
        zipping = { resolve, reject };
        post({ type: 'zip', ids: [...ids] });
      }),
    close: () => worker.terminate(),
  };
}

/** The page's renderer, only where OffscreenCanvas (and so drawing in a worker) is missing. */
export function pagePngRenderer(): PngRenderer {
  const files = new Map<number, { name: string; png: Blob }>();
  const tools = pagePngTools();
  return {
    render: async (id, job) => {
      files.set(id, { name: job.name, png: await drawSnapshotPng(job, tools) });
    },
    zip: async (ids) => zipPngs((await import('jszip')).default, files, ids),
    close: () => files.clear(),
  };
}

/** Draws off the main thread when the browser can (OffscreenCanvas in a worker). */
export const canDrawInWorker = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

/** The photo's bytes (decoded where the PNG is drawn), or null when it cannot be had. */
async function photoBytes(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/**
 * Bulk PNG: every snapshot as the detail shows it (drawSnapshotPng), named
 * `<creation time>_<id>.png`, in one ZIP made with jszip (stored: PNGs are compressed already).
 * The page only fetches each snapshot's detail, photo bytes and heatmap frame; drawing, PNG
 * encoding and zipping run in the PNG worker. A snapshot that fails is left out and named; the
 * others go on.
 */
export async function exportPngs(
  ids: readonly number[],
  options: PngExportOptions,
  renderer: PngRenderer = canDrawInWorker() ? workerPngRenderer(createPngWorker()) : pagePngRenderer(),
): Promise<PngExport> {
  try {
    const result = await runBulk(
      ids,
      async (id) => {
        const detail = await snapshotsApi.detail(id);
        const [photo, frame] = await Promise.all([
          detail.picture_url ? photoBytes(api.url(detail.picture_url)) : null,
          snapshotEditsApi.heatmapFrameAt(id, detail.analysis_time).catch(() => null),
        ]);
        const name = `${fileTimestamp(new Date(detail.created_date))}_${id}.png`;
        await renderer.render(id, pngJobOf({ name, detail, photo, frame, caption: options.caption(detail), formatDb: options.formatDb }));
      },
      options.onProgress,
      PNG_CONCURRENCY,
    );
    const blob = await renderer.zip(result.succeeded);
    return { blob, fileName: archiveName(options.now ?? new Date()), failed: result.failed };
  } finally {
    renderer.close();
  }
}
