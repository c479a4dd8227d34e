import { clampDynamicRange, defaultDynamicRange, isolateLoudestSource, renderHeatmap } from 'shared-domain/analysis';
import type { SnapshotRow } from '../db/snapshots';
import { placementFromMeta, type HeatmapPlacement } from '../reports/acousticImage';

/**
 * The heatmap layer of an exported video, coloured as the detail colours it (shared-domain's
 * renderHeatmap and isolateLoudestSource, which the detail's canvas and the bulk PNG export use
 * too): each grid frame coloured with the jet map from the dynamic range's floor to the loudest
 * level, opacity rising from 0.35 to 0.9, cells at or below the floor transparent; in single mode
 * only the loudest source. Scaling, placement and compositing over the photo are left to the
 * encoder (see snapshotVideo.ts).
 */

/** What the video draws besides the levels: colour range, photo darkening, mode and placement. */
export interface HeatmapLook {
  /** dB at or below which nothing is drawn (the dynamic range). */
  floorDb: number;
  /** dB that takes the top colour. */
  topDb: number;
  /** Darkening of the photo, 0..1 (meta `picture_brightness`, default 0.2 as the detail). */
  brightness: number;
  mode: 'multi' | 'single';
  placement: HeatmapPlacement;
  /** Below the camera's filter threshold the detail shows no heatmap (as the bulk PNG export). */
  hidden: boolean;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The look of a snapshot as the detail and the bulk PNG export read it from the row and its meta. */
export function heatmapLookOf(row: Pick<SnapshotRow, 'level_min_db' | 'level_max_db' | 'dynamicrange_lin' | 'meta'>): HeatmapLook {
  const meta = row.meta;
  const min = row.level_min_db ?? num(meta.filter_colormin) ?? 0;
  const max = row.level_max_db ?? num(meta.max_value) ?? min + 1;
  const floorDb = Math.min(max, clampDynamicRange(row.dynamicrange_lin ?? defaultDynamicRange(min, max), min, max));
  const maxValue = num(meta.max_value);
  const threshold = num(meta.filter_threshold);
  return {
    floorDb,
    topDb: max,
    brightness: Math.min(1, Math.max(0, num(meta.picture_brightness) ?? 0.2)),
    mode: meta.heatmap_mode === 'single' ? 'single' : 'multi',
    placement: placementFromMeta(meta),
    hidden: maxValue !== null && threshold !== null && maxValue < threshold,
  };
}

/**
 * One grid frame as RGBA of the grid's size, written into `out` (`width * height * 4` bytes):
 * what the detail puts on its grid canvas before scaling it over the photo.
 */
export function colourGridFrame(frame: ArrayLike<number>, width: number, height: number, look: Pick<HeatmapLook, 'floorDb' | 'topDb' | 'mode'>, out: Uint8Array): Uint8Array {
  const levels = look.mode === 'single' ? isolateLoudestSource(frame, width, height, look.floorDb) : frame;
  return renderHeatmap(levels, { min: look.floorDb, max: look.topDb }, out);
}
