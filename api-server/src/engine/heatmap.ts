import { createRng } from './rng';

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { exp, log10, max, min, round } = Math;

/**
 * Synthetic acoustic heatmaps: one 110 × 110 grid of levels in dB SPL per video frame
 * (spec 000 §9 "Heatmap source grid 110x110"). Row 0 is the top of the picture; x grows to the
 * right. The grid is stretched over the whole picture, so a source at (x, y) in 0–1 grid
 * coordinates sits at the same fractions of the picture's width and height.
 *
 * Binary format ({@link encodeHeatmap}), all little-endian:
 * | offset | type | content |
 * | 0 | uint16 | width (cells) |
 * | 2 | uint16 | height (cells) |
 * | 4 | uint16 | frame count |
 * | 6 | float32 × width × height × frames | levels in dB SPL, frame by frame, row by row (top row first) |
 */

/** Side of the heatmap grid, cells (spec 000 §9). */
export const HEATMAP_SIZE = 110;
/** Bytes before the level data in the binary format. */
export const HEATMAP_HEADER_BYTES = 6;

/** One sound source on the heatmap. */
export interface HeatmapSource {
  /** Horizontal position, 0 (left) to 1 (right). */
  x: number;
  /** Vertical position, 0 (top) to 1 (bottom). */
  y: number;
  /** Level at the source's centre, dB SPL. */
  strengthDb: number;
  /** Gaussian radius of the blob (beamformer main lobe), cells; default 5. */
  sigmaCells?: number;
}

/** Input of {@link heatmapFrames}. */
export interface HeatmapInput {
  seed: number | string;
  sources: readonly HeatmapSource[];
  /** Number of frames (an instant video has 305). */
  frames: number;
  /** Background level, dB SPL; each cell scatters around it with σ = 1 dB. */
  noiseDb: number;
  /** Grid size, cells; default 110 × 110. */
  width?: number;
  height?: number;
}

/**
 * Frames of levels: background noise plus a Gaussian blob per source (added as powers, so the
 * source level is reached at its centre), each source flickering by σ = 0.7 dB and moving by
 * σ = 0.3 cells from frame to frame. Deterministic for a seed.
 */
export function heatmapFrames({ seed, sources, frames, noiseDb, width = HEATMAP_SIZE, height = HEATMAP_SIZE }: HeatmapInput): Float32Array[] {
  const rng = createRng(seed);
  const out: Float32Array[] = [];
  for (let f = 0; f < frames; f += 1) {
    const frame = new Float32Array(width * height);
    const lobes = sources.map((s) => ({
      cx: s.x * (width - 1) + 0.3 * rng.gaussian(),
      cy: s.y * (height - 1) + 0.3 * rng.gaussian(),
      power: 10 ** ((s.strengthDb + 0.7 * rng.gaussian()) / 10),
      twoSigma2: 2 * (s.sigmaCells ?? 5) ** 2,
    }));
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let power = 10 ** ((noiseDb + rng.gaussian()) / 10);
        for (const lobe of lobes) power += lobe.power * exp(-((x - lobe.cx) ** 2 + (y - lobe.cy) ** 2) / lobe.twoSigma2);
        frame[y * width + x] = 10 * log10(power);
      }
    }
    out.push(frame);
  }
  return out;
}

/** Highest level over all frames, dB (-Infinity without cells). */
export function maxLevel(frames: readonly Float32Array[]): number {
  let highest = Number.NEGATIVE_INFINITY;
  for (const frame of frames) for (let i = 0; i < frame.length; i += 1) highest = max(highest, frame[i]!);
  return highest;
}

/** Frame shown at `timeS` of a recording of `durationS` with `frameCount` evenly spaced frames (clamped). */
export function frameIndexAt(timeS: number, frameCount: number, durationS = 4): number {
  if (frameCount <= 1 || !Number.isFinite(timeS)) return 0;
  return min(frameCount - 1, max(0, round((timeS / durationS) * (frameCount - 1))));
}

/** Encodes frames in the binary format of the module doc. Throws on a size mismatch or sizes above 65 535. */
export function encodeHeatmap(frames: readonly Float32Array[], width = HEATMAP_SIZE, height = HEATMAP_SIZE): Buffer {
  if ([width, height, frames.length].some((n) => !Number.isInteger(n) || n < 0 || n > 0xffff)) throw new Error('heatmap sizes must be integers 0–65535');
  const cells = width * height;
  const buffer = Buffer.alloc(HEATMAP_HEADER_BYTES + frames.length * cells * 4);
  buffer.writeUInt16LE(width, 0);
  buffer.writeUInt16LE(height, 2);
  buffer.writeUInt16LE(frames.length, 4);
  frames.forEach((frame, f) => {
    if (frame.length !== cells) throw new Error(`frame ${f} has ${frame.length} cells, expected ${cells}`);
    const base = HEATMAP_HEADER_BYTES + f * cells * 4;
    for (let i = 0; i < cells; i += 1) buffer.writeFloatLE(frame[i]!, base + i * 4);
  });
  return buffer;
}

/** Decoded heatmap. */
export interface DecodedHeatmap {
  width: number;
  height: number;
  frames: Float32Array[];
}

/** Decodes the binary format; throws when the byte length does not match the header. */
export function decodeHeatmap(bytes: Uint8Array): DecodedHeatmap {
  if (bytes.byteLength < HEATMAP_HEADER_BYTES) throw new Error('heatmap data is shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint16(0, true);
  const height = view.getUint16(2, true);
  const count = view.getUint16(4, true);
  const cells = width * height;
  const expected = HEATMAP_HEADER_BYTES + count * cells * 4;
  if (bytes.byteLength !== expected) throw new Error(`heatmap data has ${bytes.byteLength} bytes, expected ${expected}`);
  const frames: Float32Array[] = [];
  for (let f = 0; f < count; f += 1) {
    const frame = new Float32Array(cells);
    const base = HEATMAP_HEADER_BYTES + f * cells * 4;
    for (let i = 0; i < cells; i += 1) frame[i] = view.getFloat32(base + i * 4, true);
    frames.push(frame);
  }
  return { width, height, frames };
}
