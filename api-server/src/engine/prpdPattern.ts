import { densestPhaseDeg, resultant, wrapDeg } from './circular';
import { pressureToDb } from './levels';
import { detectPulses, type PulseDetectionOptions } from './pdPulses';

/**
 * Phase-resolved PD pattern (PRPD) of a recording.
 *
 * Each detected pulse i at time tᵢ gets the phase φᵢ = 360° · frac((tᵢ − t₀) · f_ac). A handheld
 * camera has no mains reference, so t₀ is unknown. With `phaseReference: 'aligned'` (the default)
 * t₀ is chosen so that the densest ±30° phase window is centred on 270°, the negative peak where
 * corona (Trichel pulses) appears first: the axis is ALIGNED, not absolute, and the UI must say so.
 * Relative structure (one or two windows, their spacing, symmetry, spread) is preserved; the
 * absolute position (e.g. "rising quarter" vs "peak") is not. `'absolute'` takes t₀ = recording
 * start (only meaningful for mains-synchronous recordings such as the synthetic ones).
 */

/** Pattern as the API returns it (spec 000 §3 "Pattern"), plus metadata about how it was built. */
export interface PrpdPattern {
  /** Phase of each pulse, degrees in [0, 360). */
  xValues: number[];
  /** Peak level of each pulse at the camera, dB SPL re 20 µPa. */
  yValues: number[];
  /** Span of the phase axis: 360 (degrees per AC cycle). */
  cycleLength: number;
  /** AC frequency used, Hz (given, or estimated when 0 was given). */
  acFrequencyHz: number;
  /** Number of AC cycles in the recording. */
  cycleCount: number;
  /** 'aligned' (t₀ chosen from the data) or 'absolute' (t₀ = recording start). */
  phaseReference: 'aligned' | 'absolute';
  /** Degrees added to the raw phases (0 for 'absolute'). */
  phaseOffsetDeg: number;
  /** Noise floor of the recording, dB SPL (RMS). */
  noiseFloorDb: number;
}

/** Options of {@link prpdPattern}. */
export interface PrpdOptions extends PulseDetectionOptions {
  phaseReference?: 'aligned' | 'absolute';
  /**
   * Keep only the pulses of this part of the recording (s, `fromS` inclusive, `toS` exclusive).
   * Pulses are still detected, and the AC frequency and phase alignment still chosen, over the
   * whole recording, so a window's points sit on the same phase axis as the whole pattern's.
   */
  window?: PrpdWindow;
}

/** A part of a recording, s. */
export interface PrpdWindow {
  fromS: number;
  toS: number;
}

/** Phase (degrees) the densest window is moved to in the aligned view: the negative peak. */
export const ALIGNED_PHASE_DEG = 270;
/** Supply frequencies tried when the AC frequency is unknown (0), Hz. */
export const AC_FREQUENCY_CANDIDATES_HZ = [50, 60] as const;

function rawPhases(timesS: readonly number[], acFrequencyHz: number): number[] {
  return timesS.map((t) => wrapDeg(360 * ((t * acFrequencyHz) % 1)));
}

/**
 * Estimates the supply frequency from pulse times: the candidate whose phases are most
 * concentrated (largest first- or second-harmonic resultant length, so two symmetric windows count
 * too). Falls back to 50 Hz without pulses.
 */
export function estimateAcFrequencyHz(timesS: readonly number[], candidatesHz: readonly number[] = AC_FREQUENCY_CANDIDATES_HZ): number {
  let best = candidatesHz[0] ?? 50;
  let bestScore = -1;
  for (const f of candidatesHz) {
    const phases = rawPhases(timesS, f);
    const score = Math.max(resultant(phases, 1).length, resultant(phases, 2).length);
    if (score > bestScore) {
      bestScore = score;
      best = f;
    }
  }
  return best;
}

/**
 * Builds the PRPD pattern of a recording. `acFrequencyHz` 0 or non-finite (spec 000 §5 allows 0)
 * means unknown: it is estimated with {@link estimateAcFrequencyHz}.
 */
export function prpdPattern(signal: ArrayLike<number>, rateHz: number, acFrequencyHz: number, options: PrpdOptions = {}): PrpdPattern {
  const { phaseReference = 'aligned', window, ...detection } = options;
  const { pulses, noiseRmsPa } = detectPulses(signal, rateHz, detection);
  const times = pulses.map((p) => p.timeS);
  const frequency = Number.isFinite(acFrequencyHz) && acFrequencyHz > 0 ? acFrequencyHz : estimateAcFrequencyHz(times);
  const phases = rawPhases(times, frequency);
  const phaseOffsetDeg = phaseReference === 'aligned' && phases.length > 0 ? wrapDeg(ALIGNED_PHASE_DEG - densestPhaseDeg(phases)) : 0;
  const kept = window ? pulses.flatMap((p, i) => (p.timeS >= window.fromS && p.timeS < window.toS ? [i] : [])) : pulses.map((_, i) => i);
  const seconds = window ? Math.max(0, window.toS - window.fromS) : signal.length / rateHz;
  return {
    xValues: kept.map((i) => wrapDeg(phases[i]! + phaseOffsetDeg)),
    yValues: kept.map((i) => pressureToDb(pulses[i]!.amplitudePa)),
    cycleLength: 360,
    acFrequencyHz: frequency,
    cycleCount: seconds * frequency,
    phaseReference,
    phaseOffsetDeg,
    noiseFloorDb: pressureToDb(noiseRmsPa),
  };
}
