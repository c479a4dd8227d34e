/**
 * Time-signal indicators and the mechanical analysis (`analytics/mech/`).
 * All functions accept any array-like of numbers (Float32Array included) and never mutate it.
 */

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { abs, max, min, round, sqrt } = Math;

/** Numbers that can be read by index. */
export type Samples = ArrayLike<number>;

/** Audio analysis window, s (spec 000 §9, spec 001 §9). */
export const AUDIO_WINDOW_S = 0.1;

/** Root mean square: √(mean(x²)). 0 for an empty signal. */
export function rms(signal: Samples): number {
  if (signal.length === 0) return 0;
  let sumSq = 0;
  for (let i = 0; i < signal.length; i += 1) sumSq += signal[i]! * signal[i]!;
  return sqrt(sumSq / signal.length);
}

/** Largest absolute sample value. 0 for an empty signal. */
export function peak(signal: Samples): number {
  let highest = 0;
  for (let i = 0; i < signal.length; i += 1) highest = max(highest, abs(signal[i]!));
  return highest;
}

/**
 * Crest factor = peak / RMS. A sine gives √2 ≈ 1.414; Gaussian noise about 4 to 4.5
 * over 10⁴–10⁵ samples (it grows slowly with length). NaN when the RMS is 0.
 */
export function crestFactor(signal: Samples): number {
  const r = rms(signal);
  return r > 0 ? peak(signal) / r : Number.NaN;
}

/**
 * Plain (Pearson) kurtosis β₂ = E[(x − μ)⁴] / σ⁴ with population moments: 3 for Gaussian noise,
 * 1.5 for a sine, larger for impulsive signals. This is NOT the excess kurtosis (β₂ − 3, 0 for a
 * Gaussian); the API's `kurtosis` field is this plain value (which one is shown is stated beside it).
 * NaN for a constant or empty signal.
 */
export function kurtosis(signal: Samples): number {
  const n = signal.length;
  if (n === 0) return Number.NaN;
  let mean = 0;
  for (let i = 0; i < n; i += 1) mean += signal[i]!;
  mean /= n;
  let m2 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i += 1) {
    const d = signal[i]! - mean;
    const d2 = d * d;
    m2 += d2;
    m4 += d2 * d2;
  }
  m2 /= n;
  m4 /= n;
  return m2 > 0 ? m4 / (m2 * m2) : Number.NaN;
}

/** A slice of a signal and where it starts. */
export interface AnalysisWindow<T extends Float32Array | Float64Array> {
  /** The window's samples (a view, not a copy). */
  samples: T;
  /** Start of the window, s (after clamping into the recording). */
  fromAudioTimeS: number;
}

/**
 * The samples from `audioTimeS` to `audioTimeS + windowS` (default 0.1 s, spec 000 §9). A window
 * that would run past the end is moved back so it ends at the end of the recording; a negative or
 * non-finite time starts at 0; a recording shorter than the window is returned whole.
 */
export function analysisWindow<T extends Float32Array | Float64Array>(
  signal: T,
  rateHz: number,
  audioTimeS: number,
  windowS = AUDIO_WINDOW_S,
): AnalysisWindow<T> {
  const length = min(signal.length, max(1, round(windowS * rateHz)));
  const wanted = Number.isFinite(audioTimeS) ? round(audioTimeS * rateHz) : 0;
  const start = max(0, min(wanted, signal.length - length));
  return { samples: signal.subarray(start, start + length) as T, fromAudioTimeS: start / rateHz };
}

/**
 * Window of the mechanical analysis, s: 5 × the 0.1 s audio window so that at least ~5 impacts of
 * a 10 Hz defect fall inside it (kurtosis and crest factor need several impacts to be stable).
 */
export const MECH_WINDOW_S = 0.5;
/** Shortest stretch of audio the mechanical analysis accepts, s. */
export const MECH_MIN_DURATION_S = 0.05;
/**
 * Fault rule thresholds:
 * - kurtosis > 4: Gaussian (healthy, random) noise gives 3 with a standard error of √(24/n) ≈ 0.03
 *   over 0.5 s, so 4 is far outside chance and means clearly impulsive content (excess kurtosis > 1);
 * - crest factor > 6: crest factor "should ideally range from 2 to 4" (vibroguard) and Fluke's CF+
 *   scale ends "good" at 5; Gaussian noise over 31 250 samples peaks near 4.2 and exceeds 6 with
 *   probability < 10⁻⁴, so 6 leaves room for a healthy machine's peaks.
 * Either one flags a possible fault. Absolute thresholds are a default; trend against the same
 * component's baseline is the better judge.
 */
export const MECH_FAULT_RULE = Object.freeze({ kurtosisAbove: 4, crestFactorAbove: 6 } as const);

/** Result of {@link mechanicalAnalysis}; field names follow the API (spec 000 §3 "Mechanical result"). */
export interface MechanicalAnalysis {
  /** Start of the analysed window, s. */
  fromAudioTime: number;
  /** Length of the analysed window, s. */
  windowS: number;
  /** False when the recording is shorter than 0.05 s or silent. */
  analysis_available: boolean;
  /** Plain kurtosis (Gaussian = 3), or null when not available. */
  kurtosis: number | null;
  /** Peak / RMS, or null when not available. */
  crest_factor: number | null;
  /** kurtosis > 4 or crest factor > 6 (see {@link MECH_FAULT_RULE}). */
  possible_fault: boolean;
}

/**
 * Mechanical (bearing-type) fault indicators of a recording from `audioTimeS`, over
 * {@link MECH_WINDOW_S} (computed on the raw beamformed signal, not an envelope).
 */
export function mechanicalAnalysis(
  signal: Float32Array | Float64Array,
  rateHz: number,
  audioTimeS: number,
  windowS = MECH_WINDOW_S,
): MechanicalAnalysis {
  const { samples, fromAudioTimeS } = analysisWindow(signal, rateHz, audioTimeS, windowS);
  const usedS = samples.length / rateHz;
  const unavailable = { fromAudioTime: fromAudioTimeS, windowS: usedS, analysis_available: false, kurtosis: null, crest_factor: null, possible_fault: false };
  if (samples.length < MECH_MIN_DURATION_S * rateHz || !(rms(samples) > 0)) return unavailable;
  const k = kurtosis(samples);
  const cf = crestFactor(samples);
  return {
    fromAudioTime: fromAudioTimeS,
    windowS: usedS,
    analysis_available: true,
    kurtosis: k,
    crest_factor: cf,
    possible_fault: k > MECH_FAULT_RULE.kurtosisAbove || cf > MECH_FAULT_RULE.crestFactorAbove,
  };
}
