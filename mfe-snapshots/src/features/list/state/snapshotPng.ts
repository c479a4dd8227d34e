import { clampDynamicRange, defaultDynamicRange, HEATMAP_CANVAS, isolateLoudestSource, JET, renderHeatmap, type HeatmapFrame, type SnapshotDetail } from 'shared-core';
import { drawHeatmapScene, heatmapViewFromMeta } from 'shared-ui';
import type { PngJob, PngTools } from '../workers/snapshotPngCore';

/** Height of the band under the picture: the dB colour scale and the caption lines. */
export const BAND_PX = 86;

/** The dynamic range the detail uses: the stored one, never below the default nor above the maximum. */
export function exportRange(detail: SnapshotDetail): { min: number; max: number } {
  const min = detail.level_range?.min ?? detail.meta.filter_colormin;
  const max = detail.level_range?.max ?? detail.meta.max_value;
  const floor = Math.min(max, clampDynamicRange(detail.dynamicrange_lin ?? defaultDynamicRange(min, max), min, max));
  return { min: floor, max };
}

/** What the page knows of one snapshot's PNG. */
export interface SnapshotPngInput {
  name: string;
  detail: SnapshotDetail;
  photo: Blob | null;
  frame: HeatmapFrame | null;
  /** Caption lines, already translated (label, date and camera, leak size or PD class). */
  caption: string[];
  /** Levels as the scale shows them ("52.0 dB"). */
  formatDb: (db: number) => string;
}

/**
 * The job of one PNG (issue #23 "Bulk PNG"): the detail's dynamic range, brightness, mode and
 * placement read from the snapshot, the photo's bytes and the heatmap frame of its analysis
 * time, the scale's levels and the caption. Below the camera's filter threshold the detail hides
 * the heatmap unless asked: so does the export.
 */
export function pngJobOf({ name, detail, photo, frame, caption, formatDb }: SnapshotPngInput): PngJob {
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

/** The page's tools, where OffscreenCanvas is missing (the fallback of the PNG worker). */
export function pagePngTools(): PngTools {
  return {
    canvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
    encode: (canvas) =>
      new Promise<Blob>((resolve, reject) => (canvas as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png')),
    decode: (photo) => createImageBitmap(photo),
    drawHeatmapScene,
    colour: { renderHeatmap, isolateLoudestSource, lut: JET },
  };
}
