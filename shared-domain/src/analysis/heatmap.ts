/**
 * The heatmap's pure colouring (spec 000 sections 3, 4 and 9: dynamic range, heatmap modes,
 * 110x110 grid), shared by the detail's canvas (shared-ui), the bulk PNG worker (mfe-snapshots)
 * and the api-server's video layer, so all three colour a frame alike. No DOM.
 *
 * Each function is self-contained (it refers to nothing outside its body but its parameters and
 * globals): the bulk PNG worker is built from their source text (`fn.toString()`), so they must
 * stay that way; pass `lut` explicitly there.
 */

/**
 * A 256-entry RGB lookup table (flat: r, g, b per entry) from blue through cyan, green and
 * yellow to red, the usual acoustic-camera palette. Index 0 is the quietest.
 */
export function jetColormap(): Uint8Array {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i += 1) {
    const x = i / 255;
    const channel = (centre: number) => Math.round(255 * Math.max(0, Math.min(1, 1.5 - Math.abs(4 * x - centre))));
    lut[i * 3] = channel(3);
    lut[i * 3 + 1] = channel(2);
    lut[i * 3 + 2] = channel(1);
  }
  return lut;
}

/** The jet colour map, built once. */
export const JET = jetColormap();

export interface HeatmapRange {
  /** Values at or below `min` are transparent (the dynamic range's floor, in the frame's unit, dB). */
  min: number;
  /** Values at or above `max` take the top colour. */
  max: number;
}

/**
 * Maps one heatmap frame (row-major, `width * height` values) to RGBA pixels of the same size:
 * values in (min, max] go through the colour map with opacity rising from 0.35 to 0.9; values at
 * or below `min` (and NaN) are fully transparent black. Allocation-free when `out` is given, so
 * a slider or a video can redraw every frame.
 */
export function renderHeatmap<Out extends Uint8ClampedArray<ArrayBuffer> | Uint8Array = Uint8ClampedArray<ArrayBuffer>>(
  frame: ArrayLike<number>,
  range: HeatmapRange,
  out: Out = new Uint8ClampedArray(frame.length * 4) as Out,
  lut: ArrayLike<number> = JET,
): Out {
  const span = range.max - range.min;
  const scale = span > 0 ? 255 / span : 0;
  for (let i = 0, p = 0; i < frame.length; i += 1, p += 4) {
    const value = frame[i]!;
    if (!(value > range.min)) {
      out[p] = 0;
      out[p + 1] = 0;
      out[p + 2] = 0;
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

/**
 * Single heatmap mode (spec 000 section 3, heatmap modes multi or single): keeps only the source
 * around the loudest cell. Starting at the loudest cell, the region of 4-connected cells louder
 * than `floor` is kept; every other cell becomes -Infinity (drawn transparent). In multi mode the
 * frame is drawn as is, so every source above the floor shows.
 *
 * Writes into `out` when given (a slider or video redraws without allocating).
 */
export function isolateLoudestSource(
  frame: ArrayLike<number>,
  width: number,
  height: number,
  floor: number,
  out: Float32Array = new Float32Array(frame.length),
): Float32Array {
  out.fill(Number.NEGATIVE_INFINITY);
  let loudest = -1;
  let loudestValue = floor;
  for (let i = 0; i < frame.length; i += 1) {
    if (frame[i]! > loudestValue) {
      loudestValue = frame[i]!;
      loudest = i;
    }
  }
  if (loudest < 0) return out;
  const stack = [loudest];
  const seen = new Uint8Array(frame.length);
  seen[loudest] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    out[i] = frame[i]!;
    const x = i % width;
    const y = (i - x) / width;
    const visit = (n: number) => {
      if (!seen[n] && frame[n]! > floor) {
        seen[n] = 1;
        stack.push(n);
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (y > 0) visit(i - width);
    if (y < height - 1) visit(i + width);
  }
  return out;
}
