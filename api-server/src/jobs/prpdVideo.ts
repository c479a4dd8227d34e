import type { PrpdVideoFile } from 'shared-domain/schemas';
import { detectPulses, pressureToDb, prpdPattern, wrapDeg } from '../engine';

/**
 * The PRPD video (spec 000 section 3 "PRPD video", section 2 "PRPD video overlay"): how the
 * phase-resolved pattern builds up over the recording. It is delivered as JSON frames, not an
 * encoded movie: frame k (k = 1..frames, at time k / fps) is a phase x level histogram of the
 * pulses in the trailing {@link PRPD_VIDEO.windowSeconds} before that time. The phase axis is the
 * same aligned axis as `analytics/pattern/` (the engine's prpdPattern over the whole recording
 * fixes the AC frequency and the phase offset), so the last frames match the still pattern.
 */

/** Frame geometry and timing of the PRPD video. */
export const PRPD_VIDEO = Object.freeze({
  fps: 10,
  /** Phase bins (5 degrees each). */
  xSize: 72,
  /** Level bins. */
  ySize: 40,
  /** Seconds of signal each frame accumulates. */
  windowSeconds: 1,
  /** Level span used when the recording has no pulse, dB above the noise floor. */
  emptySpanDb: 40,
});

/** Frame count and duration of a recording of `sampleCount` samples. */
export function prpdVideoPlan(sampleCount: number, rateHz: number): { frames: number; durationSeconds: number } {
  const durationSeconds = rateHz > 0 ? sampleCount / rateHz : 0;
  return { frames: Math.max(0, Math.ceil(durationSeconds * PRPD_VIDEO.fps - 1e-9)), durationSeconds };
}

/**
 * Computes the PRPD video of a signal. `onFrame(k, frames)` is called after each frame (for
 * progress) and may be async; it is awaited.
 * @param acFrequencyHz the supply frequency, or 0 to estimate it (as the still pattern does)
 */
export async function computePrpdVideo(
  snapshotId: number,
  signal: Float32Array,
  rateHz: number,
  acFrequencyHz: number,
  onFrame: (frame: number, frames: number) => Promise<void> | void = () => undefined,
): Promise<PrpdVideoFile> {
  const { frames, durationSeconds } = prpdVideoPlan(signal.length, rateHz);
  const pattern = prpdPattern(signal, rateHz, acFrequencyHz);
  const { pulses } = detectPulses(signal, rateHz);
  const f = pattern.acFrequencyHz;
  const phases = pulses.map((p) => wrapDeg(wrapDeg(360 * ((p.timeS * f) % 1)) + pattern.phaseOffsetDeg));
  const levels = pulses.map((p) => pressureToDb(p.amplitudePa));
  // Loops rather than Math.min(...levels): a noisy recording can have too many pulses to spread.
  let minLevel = Infinity;
  let maxLevel = -Infinity;
  for (const level of levels) {
    minLevel = Math.min(minLevel, level);
    maxLevel = Math.max(maxLevel, level);
  }
  const low = levels.length ? Math.floor(minLevel) : Math.floor(Number.isFinite(pattern.noiseFloorDb) ? pattern.noiseFloorDb : 0);
  const high = levels.length ? Math.max(low + 1, Math.ceil(maxLevel)) : low + PRPD_VIDEO.emptySpanDb;
  const { xSize, ySize, windowSeconds, fps } = PRPD_VIDEO;

  const data: PrpdVideoFile['data'] = [];
  let first = 0; // index of the first pulse inside the current window (pulses are in time order)
  let next = 0; // index of the first pulse after the current frame time
  for (let k = 1; k <= frames; k += 1) {
    const timeS = Math.min(durationSeconds, k / fps);
    while (next < pulses.length && pulses[next]!.timeS <= timeS) next += 1;
    while (first < next && pulses[first]!.timeS < timeS - windowSeconds) first += 1;
    const counts = Array.from({ length: ySize }, () => new Array<number>(xSize).fill(0));
    for (let i = first; i < next; i += 1) {
      const x = Math.min(xSize - 1, Math.floor((phases[i]! / 360) * xSize));
      const y = Math.min(ySize - 1, Math.max(0, Math.floor(((levels[i]! - low) / (high - low)) * ySize)));
      counts[y]![x]! += 1;
    }
    data.push({ timeS: Number(timeS.toFixed(4)), pulses: next - first, counts });
    await onFrame(k, frames);
  }
  return {
    snapshotId,
    fps,
    frames,
    durationSeconds,
    xSize,
    ySize,
    yRangeDb: [low, high],
    acFrequencyHz: f,
    windowSeconds,
    data,
  };
}
