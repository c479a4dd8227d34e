import { classifyPd, type PdClassification } from './classifyPd';
import { pdSeverity } from './pdSeverity';
import { pdDescription, pdRecommendation, type KeyedText } from './pdText';
import { AUDIO_WINDOW_S } from './indicators';
import { prpdPattern, type PrpdOptions, type PrpdPattern, type PrpdWindow } from './prpdPattern';

/**
 * Partial-discharge analysis (`analytics/pattern/` and `analytics/pd/`): PRPD pattern,
 * classification, heuristic severity, description and recommendation. The snapshot's analysis
 * uses the whole recording (a seeded one is 4 to 47 s: 200 to 2,350 cycles at 50 Hz), not the 0.1 s audio window
 * (5 cycles are too few); an analysis at an audio time (the video's "Update") uses the {@link PD_WINDOW_S} that
 * ends with that time's audio window, the same part the real-time video analysis classifies.
 */

/** Part of the recording a PD analysis at an audio time uses, s (50 cycles at 50 Hz). */
export const PD_WINDOW_S = 1;

/**
 * The part of a recording a PD analysis at `audioTimeS` uses: the {@link PD_WINDOW_S} ending with
 * the 0.1 s audio window that starts at `audioTimeS` (moved back to fit the recording). Near the
 * start, where less than that has been heard, it is the recording's first {@link PD_WINDOW_S}:
 * a window of a few cycles would classify nothing and read "severity 0 %" at 0.0 s while the
 * card says "very high". A recording shorter than the window is analysed whole.
 */
export function pdWindowAt(audioTimeS: number, sampleCount: number, rateHz: number): PrpdWindow {
  const windowSamples = Math.max(1, Math.round(AUDIO_WINDOW_S * rateHz));
  const start = Math.max(0, Math.min(sampleCount - windowSamples, Math.round(audioTimeS * rateHz)));
  const endS = (start + windowSamples) / rateHz;
  const durationS = sampleCount / rateHz;
  return { fromS: Math.max(0, endS - PD_WINDOW_S), toS: Math.max(endS, Math.min(durationS, PD_WINDOW_S)) };
}

export { classifyPd, MIN_PD_PULSES, PD_FEATURE_SCALE, PD_PROTOTYPES, pdFeatures, type PdClassification, type PdFeatures } from './classifyPd';
export { detectPulses, type DetectedPulse, type PulseDetection, type PulseDetectionOptions } from './pdPulses';
export { PD_LEVEL_RANGE_DB, PD_TYPE_WEIGHT, pdSeverity, pdVoltageFactor, type PdSeverity, type PdSeverityContext } from './pdSeverity';
export { pdDescription, pdRecommendation, pdSeverityBand, type KeyedText, type PdSeverityBand } from './pdText';
export { AC_FREQUENCY_CANDIDATES_HZ, ALIGNED_PHASE_DEG, estimateAcFrequencyHz, prpdPattern, type PrpdOptions, type PrpdPattern, type PrpdWindow } from './prpdPattern';

/** Input of {@link pdAnalysis}. */
export interface PdAnalysisInput extends PrpdOptions {
  /** Supply frequency, Hz; 0 = unknown (estimated). */
  acFrequencyHz: number;
  /** Nominal voltage, kV; 0 = unknown. */
  voltageKv: number;
  /** Camera-to-source distance, m. */
  distanceM: number;
  /** Analyse the part of the recording at this audio time ({@link pdWindowAt}); omitted: the whole recording. */
  audioTimeS?: number;
}

/** Result of {@link pdAnalysis} (spec 000 §3 "PD result" plus the pattern). */
export interface PdAnalysis {
  pattern: PrpdPattern;
  /** The part of the recording analysed, s. */
  window: PrpdWindow;
  /** Empty when no pattern was detected. */
  classifications: PdClassification[];
  severityMinPr: number;
  severityMaxPr: number;
  description: KeyedText;
  recommendation: KeyedText;
}

/** Runs the whole PD chain on a recording. */
export function pdAnalysis(signal: ArrayLike<number>, rateHz: number, input: PdAnalysisInput): PdAnalysis {
  const { acFrequencyHz, voltageKv, distanceM, audioTimeS, ...options } = input;
  const window = audioTimeS === undefined ? { fromS: 0, toS: signal.length / rateHz } : pdWindowAt(audioTimeS, signal.length, rateHz);
  const pattern = prpdPattern(signal, rateHz, acFrequencyHz, { ...options, window });
  const classifications = classifyPd(pattern);
  const severity = classifications.length
    ? pdSeverity(pattern, { voltageKv, distanceM, classifications })
    : { severityMinPr: 0, severityMaxPr: 0 };
  return {
    pattern,
    window,
    classifications,
    ...severity,
    description: pdDescription(classifications),
    recommendation: pdRecommendation(classifications, severity),
  };
}
