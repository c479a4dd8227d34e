import type { Rng } from './rng';

/** Default audio sample rate, Hz (spec 000 §9, spec 001 §9 "default rate 62500 Hz"). */
export const SAMPLE_RATE_HZ = 62_500;
/** Default recording length, s (instant video: 305 frames over 4 s, spec 000 §9). */
export const DEFAULT_DURATION_S = 4;

/** Options common to all signal generators. */
export interface SignalTiming {
  /** Recording length in s; default {@link DEFAULT_DURATION_S}. */
  durationS?: number;
  /** Sample rate in Hz; default {@link SAMPLE_RATE_HZ}. */
  rateHz?: number;
}

/** Number of samples of a recording (rounded, never negative). */
export function sampleCount({ durationS = DEFAULT_DURATION_S, rateHz = SAMPLE_RATE_HZ }: SignalTiming): number {
  return Math.max(0, Math.round(durationS * rateHz));
}

/** White Gaussian noise with the given RMS in Pa. */
export function whiteNoise(rng: Rng, length: number, rmsPa: number): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) out[i] = rng.gaussian() * rmsPa;
  return out;
}
