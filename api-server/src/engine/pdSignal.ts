import { createRng, type Rng } from './rng';
import { SAMPLE_RATE_HZ, sampleCount, whiteNoise, type SignalTiming } from './signalTiming';

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { ceil, cos, exp, floor, max, round, PI } = Math;

/**
 * Synthetic airborne partial-discharge recordings. Phase 0° is the positive-going zero crossing
 * of the supply voltage v(t) = sin(2π·f·t) and the recording starts there (t0 = 0), so the
 * generator is mains-synchronous; the analysis does not rely on that (see `prpdPattern`).
 */

/** PD pattern kinds, the spec's four classifications (spec 000 §3 "PD classifications"). */
export const PD_PATTERNS = ['negativeCorona', 'positiveNegativeCorona', 'floating', 'surfaceInternal'] as const;
/** One of {@link PD_PATTERNS}. */
export type PdPattern = (typeof PD_PATTERNS)[number];

/** Input of {@link pdSignal}. */
export interface PdSignalInput extends SignalTiming {
  seed: number | string;
  /** Supply frequency, Hz (50, 60 or 16.7). */
  acFrequencyHz: number;
  pattern: PdPattern;
  /** Mean number of pulses per AC cycle (Poisson per cycle); default 6. */
  pulsesPerCycle?: number;
  /** Nominal pulse peak pressure at the camera, Pa; default 0.1 (74 dB SPL peak). */
  amplitude?: number;
  /** RMS of the background noise floor, Pa; default 0.002 (40 dB SPL). */
  noiseRmsPa?: number;
}

/** Decay time constant of one acoustic PD pulse, s. */
const PULSE_DECAY_S = 50e-6;
/** Carrier of one pulse, Hz (inside the 62.5 kHz recording's band). */
const PULSE_CARRIER_HZ = 20_000;
/** Pulses closer than this are dropped, so detected pulses stay separable, s. */
const MIN_PULSE_SPACING_S = 0.4e-3;

interface Pulse {
  timeS: number;
  amplitudePa: number;
}

/**
 * Draws one pulse's phase (degrees) and relative amplitude for a pattern. Sources: published PRPD
 * guides (schaltpro, insulationtesting; Trichel pulses near the negative peak).
 * - negativeCorona: one narrow window at the negative peak (270° ± 15°), regular magnitude.
 * - positiveNegativeCorona: 70 % at 270° (small, regular) and 30 % at 90° (2.5× larger, more
 *   scattered): both peaks, asymmetric.
 * - surfaceInternal: both half-cycles equally, spread around the rising quarter of each
 *   (45° and 225°, ± 22°), irregular magnitude (log-normal σ 0.4).
 * - floating: no phase window (uniform), very unstable magnitude (log-normal σ 0.9).
 */
function drawPulse(rng: Rng, pattern: PdPattern): { phaseDeg: number; relative: number } {
  switch (pattern) {
    case 'negativeCorona':
      return { phaseDeg: 270 + 15 * rng.gaussian(), relative: 1 + 0.1 * rng.gaussian() };
    case 'positiveNegativeCorona':
      return rng.next() < 0.7
        ? { phaseDeg: 270 + 15 * rng.gaussian(), relative: 1 + 0.15 * rng.gaussian() }
        : { phaseDeg: 90 + 15 * rng.gaussian(), relative: 2.5 * exp(0.3 * rng.gaussian()) };
    case 'surfaceInternal':
      return { phaseDeg: (rng.next() < 0.5 ? 45 : 225) + 22 * rng.gaussian(), relative: exp(0.4 * rng.gaussian()) };
    case 'floating':
      return { phaseDeg: 360 * rng.next(), relative: exp(0.9 * rng.gaussian()) };
  }
}

function drawPulses(rng: Rng, input: PdSignalInput, durationS: number): Pulse[] {
  const { acFrequencyHz, pattern, pulsesPerCycle = 6, amplitude = 0.1 } = input;
  const cycles = floor(durationS * acFrequencyHz);
  const pulses: Pulse[] = [];
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    // A floating electrode discharges in bursts: some cycles are silent, others busy.
    const activity = pattern === 'floating' ? (rng.next() < 0.5 ? 0 : 2 * rng.range(0.3, 1.7)) : 1;
    const count = rng.poisson(pulsesPerCycle * activity);
    for (let k = 0; k < count; k += 1) {
      const { phaseDeg, relative } = drawPulse(rng, pattern);
      const phase = ((phaseDeg % 360) + 360) % 360;
      pulses.push({ timeS: (cycle + phase / 360) / acFrequencyHz, amplitudePa: amplitude * max(0.05, relative) });
    }
  }
  pulses.sort((a, b) => a.timeS - b.timeS);
  const kept: Pulse[] = [];
  for (const pulse of pulses) {
    const last = kept[kept.length - 1];
    if (!last || pulse.timeS - last.timeS >= MIN_PULSE_SPACING_S) kept.push(pulse);
  }
  return kept;
}

/**
 * Partial-discharge recording: a Gaussian noise floor plus short acoustic pulses (a 20 kHz burst
 * decaying in 50 µs, peak at its first sample = the pulse amplitude) placed at phases
 * characteristic of `pattern` (see the pattern rules above). Pulses closer than 0.4 ms are
 * dropped. Deterministic for a seed.
 */
export function pdSignal(input: PdSignalInput): Float32Array {
  const rateHz = input.rateHz ?? SAMPLE_RATE_HZ;
  const length = sampleCount(input);
  const rng = createRng(input.seed);
  const signal = whiteNoise(rng, length, input.noiseRmsPa ?? 0.002);
  const ringSamples = ceil(8 * PULSE_DECAY_S * rateHz);
  for (const pulse of drawPulses(rng, input, length / rateHz)) {
    const start = round(pulse.timeS * rateHz);
    const sign = rng.next() < 0.5 ? -1 : 1;
    for (let k = 0; k < ringSamples && start + k < length; k += 1) {
      const tk = k / rateHz;
      const value = sign * pulse.amplitudePa * exp(-tk / PULSE_DECAY_S) * cos(2 * PI * PULSE_CARRIER_HZ * tk);
      signal[start + k] = signal[start + k]! + value;
    }
  }
  return signal;
}
