import { clampDynamicRange, defaultDynamicRange, HEATMAP_CANVAS, type HeatmapFrame, type SnapshotDetail } from 'shared-core';
import { drawHeatmapScene, heatmapViewFromMeta, JET } from 'shared-ui';

/** Height of the band under the picture: the dB colour scale and the caption lines. */
const BAND_PX = 86;
const SCALE_PX = 12;

/** The dynamic range the detail uses: the stored one, never below the default nor above the maximum. */
export function exportRange(detail: SnapshotDetail): { min: number; max: number } {
  const min = detail.level_range?.min ?? detail.meta.filter_colormin;
  const max = detail.level_range?.max ?? detail.meta.max_value;
  const floor = Math.min(max, clampDynamicRange(detail.dynamicrange_lin ?? defaultDynamicRange(min, max), min, max));
  return { min: floor, max };
}

/** The loaded photo of a snapshot (decoded off the main thread by createImageBitmap). */
export async function loadPicture(url: string): Promise<ImageBitmap | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return await createImageBitmap(await response.blob());
  } catch {
    return null;
  }
}

/** What one exported PNG shows. */
export interface SnapshotPngInput {
  detail: SnapshotDetail;
  picture: ImageBitmap | null;
  frame: HeatmapFrame | null;
  /** Caption lines, already translated (label, date and camera, leak size or PD class). */
  caption: string[];
  /** Levels as the scale shows them ("52.0 dB"). */
  formatDb: (db: number) => string;
}

/**
 * One snapshot as the detail shows it (issue #23 "Bulk PNG"): the photo with the heatmap of its
 * analysis time drawn by the detail's own code (dynamic range, brightness, mode, placement), a
 * dB colour scale of that range and a caption, as a PNG. Drawn on an OffscreenCanvas, whose PNG
 * encoding runs off the main thread.
 */
export async function renderSnapshotPng({ detail, picture, frame, caption, formatDb }: SnapshotPngInput): Promise<Blob> {
  const width = HEATMAP_CANVAS.width;
  const height = HEATMAP_CANVAS.height;
  const canvas = new OffscreenCanvas(width, height + BAND_PX);
  const context = canvas.getContext('2d')!;
  const range = exportRange(detail);
  const geometry = heatmapViewFromMeta(detail.meta);
  // Below the camera's filter threshold the detail hides the heatmap unless asked: so does the export.
  const hidden = detail.meta.max_value < detail.meta.filter_threshold;
  drawHeatmapScene(context, width, height, {
    under: picture,
    frame: hidden ? null : (frame?.levels ?? null),
    gridWidth: frame?.width ?? 0,
    gridHeight: frame?.height ?? 0,
    range,
    brightness: detail.meta.picture_brightness ?? 0.2,
    mode: detail.meta.heatmap_mode === 'single' ? 'single' : 'multi',
    placement: geometry.placement,
    viewZoom: geometry.viewZoom,
    grid: new OffscreenCanvas(1, 1),
  });

  // The band: white, the colour scale with its levels, then the caption.
  context.fillStyle = '#ffffff';
  context.fillRect(0, height, width, BAND_PX);
  const gradient = context.createLinearGradient(12, 0, width - 12, 0);
  for (let i = 0; i < 256; i += 15) gradient.addColorStop(i / 255, `rgb(${JET[i * 3]}, ${JET[i * 3 + 1]}, ${JET[i * 3 + 2]})`);
  context.fillStyle = gradient;
  context.fillRect(12, height + 8, width - 24, SCALE_PX);
  context.fillStyle = '#333333';
  context.font = '12px sans-serif';
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillText(formatDb(range.min), 12, height + 8 + SCALE_PX + 3);
  context.textAlign = 'right';
  context.fillText(formatDb(range.max), width - 12, height + 8 + SCALE_PX + 3);
  context.textAlign = 'left';
  context.font = '600 14px sans-serif';
  context.fillStyle = '#111111';
  caption.slice(0, 2).forEach((line, i) => context.fillText(line, 12, height + 42 + i * 20, width - 24));
  return canvas.convertToBlob({ type: 'image/png' });
}
