/// <reference lib="dom" />
// Canvas 2D drawing: the DOM library's canvas types, in a browser and on a Node canvas alike.
import { clampDynamicRange, defaultDynamicRange, HEATMAP_CANVAS, heatmapViewFromMeta, type HeatmapMetaFields, type HeatmapRange } from '../analysis';
import type { SnapshotDetail } from '../schemas/snapshot';
import type { drawHeatmapScene, HeatmapColouring, ScenePlacement } from './drawHeatmapScene';

/**
 * A snapshot's picture as the detail shows it, with the dB scale and a caption under it: the
 * bulk PNG export draws it in a worker (mfe-snapshots), the api-server for the Excel export's
 * pictures, both with {@link drawSnapshotPng}, so the two are one drawing. Self-contained (it refers
 * to nothing outside its body but its parameters, type imports and globals): the worker is built
 * from its source text.
 */

/**
 * One snapshot's picture, as the page hands it to the PNG worker (plain data a worker can
 * receive) or the api-server draws it for Excel: `P` is the photo's bytes (a Blob in a page, a
 * Buffer in Node).
 */
export interface PngJob<P = Blob> {
  /** The file's name in an archive. */
  name: string;
  /** The photo's bytes (decoded where it is drawn), or null for the heatmap alone. */
  photo: P | null;
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

/**
 * Where the drawing happens: canvases, encoding, photo decoding and the detail's scene drawing
 * (OffscreenCanvas in the worker, the page's canvas, or a Node canvas in the api-server). `Out`
 * is what encoding gives: a Blob in a browser, a Buffer in Node.
 */
export interface PngTools<P = Blob, Out = Blob> {
  canvas: (width: number, height: number) => AnyCanvas;
  encode: (canvas: AnyCanvas) => Promise<Out>;
  /** A decoded photo; closed after drawing when it can be (an ImageBitmap). */
  decode: (photo: P) => Promise<CanvasImageSource & { close?: () => void }>;
  drawHeatmapScene: typeof drawHeatmapScene;
  colour: HeatmapColouring;
}

/**
 * One PNG as the detail shows the snapshot: the photo with the heatmap drawn by the detail's
 * own drawHeatmapScene (dynamic range, brightness, mode, placement), then a white band with the
 * dB colour scale of that range, its end levels and the caption (two lines).
 */
export async function drawSnapshotPng<P, Out>(job: PngJob<P>, tools: PngTools<P, Out>): Promise<Out> {
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
    picture?.close?.();
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

/** Height of the band under the picture: the dB colour scale and the caption lines. */
export const BAND_PX = 86;

/** The dynamic range the detail uses: the stored one, never below the default nor above the maximum. */
export function exportRange(detail: PictureDetail): { min: number; max: number } {
  const min = detail.level_range?.min ?? detail.meta.filter_colormin;
  const max = detail.level_range?.max ?? detail.meta.max_value;
  const floor = Math.min(max, clampDynamicRange(detail.dynamicrange_lin ?? defaultDynamicRange(min, max), min, max));
  return { min: floor, max };
}

/** What a snapshot's picture is drawn from: the detail's fields that place and colour it. */
export type PictureDetail = Pick<SnapshotDetail, 'level_range' | 'dynamicrange_lin'> & {
  meta: Pick<SnapshotDetail['meta'], 'filter_colormin' | 'max_value' | 'filter_threshold' | 'picture_brightness' | 'heatmap_mode'> & HeatmapMetaFields;
};

/** What the page (or the api-server) knows of one snapshot's picture. */
export interface SnapshotPngInput<P = Blob> {
  name: string;
  detail: PictureDetail;
  photo: P | null;
  /** The heatmap frame of the analysis time (dB), or null. */
  frame: { levels: Float32Array; width: number; height: number } | null;
  /** Caption lines, already translated (label, date and camera, leak size or PD class). */
  caption: string[];
  /** Levels as the scale shows them ("52.0 dB"). */
  formatDb: (db: number) => string;
}

/**
 * The job of one PNG of the bulk PNG export: the detail's dynamic range, brightness, mode and
 * placement read from the snapshot, the photo's bytes and the heatmap frame of its analysis
 * time, the scale's levels and the caption. Below the camera's filter threshold the detail hides
 * the heatmap unless asked: so does the export.
 */
export function pngJobOf<P>({ name, detail, photo, frame, caption, formatDb }: SnapshotPngInput<P>): PngJob<P> {
  const range = exportRange(detail);
  const geometry = heatmapViewFromMeta(detail.meta);
  const hidden = detail.meta.max_value < detail.meta.filter_threshold;
  return {
    name,
    photo,
    frame: !hidden && frame ? { levels: frame.levels, width: frame.width, height: frame.height } : null,
    range,
    brightness: detail.meta.picture_brightness ?? 0.2,
    mode: detail.meta.heatmap_mode === 'single' ? 'single' : 'multi',
    placement: geometry.placement,
    viewZoom: geometry.viewZoom,
    width: HEATMAP_CANVAS.width,
    height: HEATMAP_CANVAS.height,
    band: BAND_PX,
    scaleLabels: [formatDb(range.min), formatDb(range.max)],
    caption,
  };
}
