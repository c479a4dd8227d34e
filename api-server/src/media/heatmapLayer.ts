import { clampDynamicRange, defaultDynamicRange } from 'shared-core/analysis';
import type { SnapshotRow } from '../db/snapshots';
import { placementFromMeta, type HeatmapPlacement } from '../reports/acousticImage';

/**
 * The heatmap layer of an exported video, drawn as the detail draws it (shared-ui's
 * drawHeatmapScene, renderHeatmap and isolateLoudestSource, which the api-server cannot import:
 * they live beside React components): each grid frame coloured with the jet map from the
 * dynamic range's floor to the loudest level, opacity rising from 0.35 to 0.9, cells at or below
 * the floor transparent; in single mode only the loudest source. Scaling, placement and
 * compositing over the photo are left to the encoder (see snapshotVideo.ts).
 */

/** The detail's jet colour map as a 256-entry RGB table (shared-ui's jetColormap). */
const JET = (() => {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i += 1) {
    const x = i / 255;
    const channel = (centre: number) => Math.round(255 * Math.max(0, Math.min(1, 1.5 - Math.abs(4 * x - centre))));
    lut[i * 3] = channel(3);
    lut[i * 3 + 1] = channel(2);
    lut[i * 3 + 2] = channel(1);
  }
  return lut;
})();

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

/** Keeps the 4-connected region above `floor` around the loudest cell; the rest is -Infinity. */
export function isolateLoudestSource(frame: ArrayLike<number>, width: number, height: number, floor: number): Float32Array {
  const out = new Float32Array(frame.length).fill(Number.NEGATIVE_INFINITY);
  let loudest = -1;
  let loudestValue = floor;
  for (let i = 0; i < frame.length; i += 1) {
    if (frame[i]! > loudestValue) {
      loudestValue = frame[i]!;
      loudest = i;
    }
  }
  if (loudest < 0) return out;
  const seen = new Uint8Array(frame.length);
  const stack = [loudest];
  seen[loudest] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    out[i] = frame[i]!;
    const x = i % width;
    const y = (i - x) / width;
    for (const [ok, n] of [
      [x > 0, i - 1],
      [x < width - 1, i + 1],
      [y > 0, i - width],
      [y < height - 1, i + width],
    ] as const) {
      if (ok && !seen[n] && frame[n]! > floor) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return out;
}

/**
 * One grid frame as RGBA of the grid's size, written into `out` (`width * height * 4` bytes):
 * what the detail puts on its grid canvas before scaling it over the photo.
 */
export function colourGridFrame(frame: ArrayLike<number>, width: number, height: number, look: Pick<HeatmapLook, 'floorDb' | 'topDb' | 'mode'>, out: Uint8Array): Uint8Array {
  const levels = look.mode === 'single' ? isolateLoudestSource(frame, width, height, look.floorDb) : frame;
  const span = look.topDb - look.floorDb;
  const scale = span > 0 ? 255 / span : 0;
  for (let i = 0, p = 0; i < width * height; i += 1, p += 4) {
    const value = levels[i] ?? Number.NEGATIVE_INFINITY;
    if (!(value > look.floorDb)) {
      out[p] = 0;
      out[p + 1] = 0;
      out[p + 2] = 0;
      out[p + 3] = 0;
      continue;
    }
    const index = span > 0 ? Math.min(255, Math.round((value - look.floorDb) * scale)) : 255;
    out[p] = JET[index * 3]!;
    out[p + 1] = JET[index * 3 + 1]!;
    out[p + 2] = JET[index * 3 + 2]!;
    out[p + 3] = 89 + ((index * 140) >> 8);
  }
  return out;
}
