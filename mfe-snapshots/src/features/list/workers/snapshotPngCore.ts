import type JSZipType from 'jszip';
import type { drawHeatmapScene, drawSnapshotPng, HeatmapColouring, PngJob, PngTools } from 'shared-domain/picture';

/**
 * The bulk PNG export's worker and zipping, run in a worker
 * (createPngWorker) or, where OffscreenCanvas is missing, in the page; the drawing itself is
 * shared-core's `drawSnapshotPng` (the api-server's Excel pictures draw with it too). Every
 * function here is self-contained (it refers to nothing outside its body but its parameters, type
 * imports and globals): the worker is built from their source text, as the .nlz check worker is.
 */

export type { PngJob, PngTools } from 'shared-domain/picture';

/** The tools of a worker: OffscreenCanvas, its PNG encoding and createImageBitmap. */
export function offscreenPngTools(scene: typeof drawHeatmapScene, colour: HeatmapColouring): PngTools {
  return {
    canvas: (width, height) => new OffscreenCanvas(width, height),
    encode: (canvas) => (canvas as OffscreenCanvas).convertToBlob({ type: 'image/png' }),
    decode: (photo) => createImageBitmap(photo),
    drawHeatmapScene: scene,
    colour,
  };
}

/** What the page asks of the PNG worker. */
export type PngWorkerRequest = { type: 'render'; id: number; job: PngJob } | { type: 'zip'; ids: number[] };
/** What the PNG worker answers: one reply a snapshot, then the archive. */
export type PngWorkerReply =
  | { type: 'rendered'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'zipped'; blob: Blob }
  | { type: 'zipFailed'; message: string };

/**
 * Zips the PNGs of `ids` (in that order) with jszip, stored (PNGs are compressed already).
 * Shared by the worker and the page's fallback.
 */
export async function zipPngs(JSZip: typeof JSZipType, files: Map<number, { name: string; png: Blob }>, ids: readonly number[]): Promise<Blob> {
  const zip = new JSZip();
  for (const id of ids) {
    const file = files.get(id);
    if (file) zip.file(file.name, file.png, { binary: true });
  }
  return zip.generateAsync({ type: 'blob', compression: 'STORE', streamFiles: true });
}

/**
 * The worker's body: each `render` draws and encodes one PNG and keeps it; `zip` puts the kept
 * PNGs into the archive, which goes back to the page. A snapshot that fails is answered as failed
 * and the others go on.
 */
export function pngWorkerMain(deps: { draw: typeof drawSnapshotPng; zip: typeof zipPngs; tools: PngTools; JSZip: typeof JSZipType }): void {
  const scope = self as unknown as { onmessage: ((event: MessageEvent<PngWorkerRequest>) => void) | null; postMessage: (reply: PngWorkerReply) => void };
  const files = new Map<number, { name: string; png: Blob }>();
  scope.onmessage = async (event) => {
    const request = event.data;
    if (request.type === 'render') {
      try {
        files.set(request.id, { name: request.job.name, png: await deps.draw(request.job, deps.tools) });
        scope.postMessage({ type: 'rendered', id: request.id });
      } catch (error) {
        scope.postMessage({ type: 'failed', id: request.id, message: String(error) });
      }
      return;
    }
    try {
      const blob = await deps.zip(deps.JSZip, files, request.ids);
      files.clear();
      scope.postMessage({ type: 'zipped', blob });
    } catch (error) {
      scope.postMessage({ type: 'zipFailed', message: String(error) });
    }
  };
}
