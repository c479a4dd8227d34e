import type JSZipType from 'jszip';
import type { HeatmapRange } from 'shared-core';
import type { drawHeatmapScene, HeatmapColouring, ScenePlacement } from 'shared-ui';

/**
 * The bulk PNG export's drawing and zipping (issue #23 "Bulk PNG"), run in a worker
 * (createPngWorker) or, where OffscreenCanvas is missing, in the page. Every function here is
 * self-contained (it refers to nothing outside its body but its parameters, type imports and
 * globals): the worker is built from their source text, as the .nlz check worker is.
 */

/** One snapshot's PNG, as the page hands it over: plain data a worker can receive. */
export interface PngJob {
  /** The file's name in the archive. */
  name: string;
  /** The photo's bytes (decoded where it is drawn), or null for the heatmap alone. */
  photo: Blob | null;
  /** The heatmap frame of the analysis time in dB, or null when none is shown. */
  frame: { levels: Float32Array; width: number; height: number } | null;
  range: HeatmapRange;
  brightness: number;
  mode: 'multi' | 'single';
  placement: ScenePlacement;
  viewZoom: number;
  /** The picture's size (the detail's canvas) and the band under it. */
  width: number;
  height: number;
  band: number;
  /** The scale's end labels ("52.0 dB") and the caption lines, already in the user's language. */
  scaleLabels: [string, string];
  caption: string[];
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Where the drawing happens: canvases, PNG encoding, photo decoding and the detail's scene drawing. */
export interface PngTools {
  canvas: (width: number, height: number) => AnyCanvas;
  encode: (canvas: AnyCanvas) => Promise<Blob>;
  decode: (photo: Blob) => Promise<ImageBitmap>;
  drawHeatmapScene: typeof drawHeatmapScene;
  colour: HeatmapColouring;
}

/**
 * One PNG as the detail shows the snapshot: the photo with the heatmap drawn by the detail's
 * own drawHeatmapScene (dynamic range, brightness, mode, placement), then a white band with the
 * dB colour scale of that range, its end levels and the caption (two lines).
 */
export async function drawSnapshotPng(job: PngJob, tools: PngTools): Promise<Blob> {
  const { width, height, band } = job;
  const canvas = tools.canvas(width, height + band);
  const context = canvas.getContext('2d') as AnyContext | null;
  if (!context) throw new Error('no 2D context');
  const picture = job.photo ? await tools.decode(job.photo).catch(() => null) : null;
  try {
    tools.drawHeatmapScene(context, width, height, {
      under: picture,
      frame: job.frame?.levels ?? null,
      gridWidth: job.frame?.width ?? 0,
      gridHeight: job.frame?.height ?? 0,
      range: job.range,
      brightness: job.brightness,
      mode: job.mode,
      placement: job.placement,
      viewZoom: job.viewZoom,
      grid: tools.canvas(1, 1),
      colour: tools.colour,
    });
  } finally {
    picture?.close();
  }

  // The band: white, the colour scale with its levels, then the caption.
  const scaleTop = height + 8;
  const scaleHeight = 12;
  context.fillStyle = '#ffffff';
  context.fillRect(0, height, width, band);
  const gradient = context.createLinearGradient(12, 0, width - 12, 0);
  const lut = tools.colour.lut;
  for (let i = 0; i < 256; i += 15) gradient.addColorStop(i / 255, `rgb(${lut[i * 3]}, ${lut[i * 3 + 1]}, ${lut[i * 3 + 2]})`);
  gradient.addColorStop(1, `rgb(${lut[255 * 3]}, ${lut[255 * 3 + 1]}, ${lut[255 * 3 + 2]})`);
  context.fillStyle = gradient;
  context.fillRect(12, scaleTop, width - 24, scaleHeight);
  context.fillStyle = '#333333';
  context.font = '12px sans-serif';
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillText(job.scaleLabels[0], 12, scaleTop + scaleHeight + 3);
  context.textAlign = 'right';
  context.fillText(job.scaleLabels[1], width - 12, scaleTop + scaleHeight + 3);
  context.textAlign = 'left';
  context.font = '600 14px sans-serif';
  context.fillStyle = '#111111';
  job.caption.slice(0, 2).forEach((line, i) => context.fillText(line, 12, height + 42 + i * 20, width - 24));
  return tools.encode(canvas);
}

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
