import { applyBiquad, biquad } from './biquad';
import { dbToPressure } from './levels';
import { createRng } from './rng';
import { SAMPLE_RATE_HZ, sampleCount, whiteNoise, type SignalTiming } from './signalTiming';

/**
 * Synthetic camera audio: the beamformed sound pressure (Pa) of the selected source, sampled at
 * 62 500 Hz (spec 000 §9 "default rate 62500 Hz"), 4 s long by default (an instant video, §9).
 *
 * Wire format of `GET /api/snapshots/{id}/signal/` ({@link encodeSignal}): the samples as
 * little-endian IEEE-754 float32, no header; the rate is {@link SAMPLE_RATE_HZ} and the duration
 * is byteLength / 4 / rate.
 */

export { DEFAULT_DURATION_S, SAMPLE_RATE_HZ, sampleCount, whiteNoise, type SignalTiming } from './signalTiming';
export { pdSignal, PD_PATTERNS, type PdPattern, type PdSignalInput } from './pdSignal';

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { ceil, cos, exp, max, min, round, sqrt, PI } = Math;

function scaleToRms(signal: Float32Array, targetRmsPa: number): Float32Array {
  let sumSq = 0;
  for (let i = 0; i < signal.length; i += 1) sumSq += signal[i]! * signal[i]!;
  const current = sqrt(sumSq / max(1, signal.length));
  const gain = current > 0 ? targetRmsPa / current : 0;
  for (let i = 0; i < signal.length; i += 1) signal[i] = signal[i]! * gain;
  return signal;
}

/** Lower edge of the leak hiss band, Hz: leak noise is broadband ultrasound above ~20 kHz. */
export const LEAK_BAND_LOW_HZ = 20_000;

/** Input of {@link leakSignal}. */
export interface LeakSignalInput extends SignalTiming {
  seed: number | string;
  /** Band level of the hiss at the camera, dB SPL re 20 µPa (the RMS of the whole signal). */
  levelDb: number;
}

/**
 * Gas-leak hiss: Gaussian noise high-passed at 20 kHz (two cascaded Butterworth sections, 24 dB
 * per octave) up to the Nyquist frequency, scaled so its RMS is exactly `levelDb`. Turbulent jet
 * noise is broadband and roughly Gaussian, so kurtosis ≈ 3 and crest factor ≈ 4–5.
 */
export function leakSignal({ seed, levelDb, ...timing }: LeakSignalInput): Float32Array {
  const rateHz = timing.rateHz ?? SAMPLE_RATE_HZ;
  const signal = whiteNoise(createRng(seed), sampleCount(timing), 1);
  const section = biquad('highpass', min(LEAK_BAND_LOW_HZ, rateHz * 0.4), rateHz);
  applyBiquad(applyBiquad(signal, section), section);
  return scaleToRms(signal, dbToPressure(levelDb));
}

/** Input of {@link mechSignal}. */
export interface MechSignalInput extends SignalTiming {
  seed: number | string;
  /** 0 = healthy (noise only) to 1 = severe; impact amplitude is 15 × severity × noise RMS. */
  faultSeverity: number;
  /** Repetition rate of the impacts, Hz (a bearing outer-race defect frequency); default 87.3. */
  defectFrequencyHz?: number;
  /** RMS of the background machine noise, Pa; default 0.01 (54 dB SPL). */
  noiseRmsPa?: number;
}

/**
 * Machine noise with periodic bearing knocks: Gaussian background plus, every 1/defectFrequencyHz
 * (±1 % slip jitter, ±20 % amplitude scatter), an impact ringing a 9 kHz structural resonance with
 * a 0.3 ms decay. Impulsive content raises kurtosis and crest factor with severity.
 */
export function mechSignal({ seed, faultSeverity, defectFrequencyHz = 87.3, noiseRmsPa = 0.01, ...timing }: MechSignalInput): Float32Array {
  const rateHz = timing.rateHz ?? SAMPLE_RATE_HZ;
  const rng = createRng(seed);
  const signal = whiteNoise(rng, sampleCount(timing), noiseRmsPa);
  const severity = min(1, max(0, faultSeverity));
  if (severity === 0) return signal;
  const impactPa = 15 * severity * noiseRmsPa;
  const ringHz = min(9_000, rateHz * 0.3);
  const decayS = 0.0003;
  const ringSamples = ceil(decayS * 6 * rateHz);
  for (let t = rng.range(0, 1 / defectFrequencyHz); t * rateHz < signal.length; t += (1 + 0.01 * rng.gaussian()) / defectFrequencyHz) {
    const start = round(t * rateHz);
    const amplitude = impactPa * (1 + 0.2 * rng.gaussian());
    for (let k = 0; k < ringSamples && start + k < signal.length; k += 1) {
      const tk = k / rateHz;
      signal[start + k] = signal[start + k]! + amplitude * exp(-tk / decayS) * cos(2 * PI * ringHz * tk);
    }
  }
  return signal;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Encodes samples as little-endian float32 (the `signal/` wire format, see the module doc). */
export function encodeSignal(signal: Float32Array): Buffer {
  // On a little-endian machine (every one Node runs on here) the memory is the wire format: copy it.
  if (LITTLE_ENDIAN) return Buffer.from(signal.buffer.slice(signal.byteOffset, signal.byteOffset + signal.byteLength));
  const buffer = Buffer.alloc(signal.length * 4);
  for (let i = 0; i < signal.length; i += 1) buffer.writeFloatLE(signal[i]!, i * 4);
  return buffer;
}

/** Decodes the `signal/` wire format; throws when the byte length is not a multiple of 4. */
export function decodeSignal(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error(`signal byte length ${bytes.byteLength} is not a multiple of 4`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getFloat32(i * 4, true);
  return out;
}

