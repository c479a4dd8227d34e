import { JET } from './colormap';

export interface HeatmapRange {
  /** Values at or below `min` are transparent (the dynamic range's floor, in the frame's unit, dB). */
  min: number;
  /** Values at or above `max` take the top colour. */
  max: number;
}

/**
 * Maps one heatmap frame (row-major, `width * height` values) to RGBA pixels of the same size:
 * values in (min, max] go through the colormap with opacity rising from 0.35 to 0.9; values at
 * or below `min` are fully transparent. Pure and allocation-free when `out` is given, so a
 * slider can redraw every frame (spec 000 sections 4 and 9: dynamic range, 110x110 grid).
 */
export function renderHeatmap(
  frame: ArrayLike<number>,
  range: HeatmapRange,
  out: Uint8ClampedArray<ArrayBuffer> = new Uint8ClampedArray(frame.length * 4),
  lut: Uint8Array = JET,
): Uint8ClampedArray<ArrayBuffer> {
  const span = range.max - range.min;
  const scale = span > 0 ? 255 / span : 0;
  for (let i = 0, p = 0; i < frame.length; i += 1, p += 4) {
    const value = frame[i]!;
    if (!(value > range.min)) {
      out[p + 3] = 0;
      continue;
    }
    const index = span > 0 ? Math.min(255, Math.round((value - range.min) * scale)) : 255;
    const c = index * 3;
    out[p] = lut[c]!;
    out[p + 1] = lut[c + 1]!;
    out[p + 2] = lut[c + 2]!;
    out[p + 3] = 89 + ((index * 140) >> 8);
  }
  return out;
}
