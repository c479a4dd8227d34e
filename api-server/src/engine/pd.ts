import { classifyPd, type PdClassification } from './classifyPd';
import { pdSeverity } from './pdSeverity';
import { pdDescription, pdRecommendation, type KeyedText } from './pdText';
import { prpdPattern, type PrpdOptions, type PrpdPattern } from './prpdPattern';

/**
 * Partial-discharge analysis (`analytics/pattern/` and `analytics/pd/`): PRPD pattern,
 * classification, heuristic severity, description and recommendation. The PRPD uses the whole
 * recording (4 s = 200 cycles at 50 Hz), not the 0.1 s audio window (5 cycles are too few).
 */

export { classifyPd, MIN_PD_PULSES, PD_FEATURE_SCALE, PD_PROTOTYPES, pdFeatures, type PdClassification, type PdFeatures } from './classifyPd';
export { detectPulses, type DetectedPulse, type PulseDetection, type PulseDetectionOptions } from './pdPulses';
export { PD_LEVEL_RANGE_DB, PD_TYPE_WEIGHT, pdSeverity, pdVoltageFactor, type PdSeverity, type PdSeverityContext } from './pdSeverity';
export { pdDescription, pdRecommendation, pdSeverityBand, type KeyedText, type PdSeverityBand } from './pdText';
export { AC_FREQUENCY_CANDIDATES_HZ, ALIGNED_PHASE_DEG, estimateAcFrequencyHz, prpdPattern, type PrpdOptions, type PrpdPattern } from './prpdPattern';

/** Input of {@link pdAnalysis}. */
export interface PdAnalysisInput extends PrpdOptions {
  /** Supply frequency, Hz; 0 = unknown (estimated). */
  acFrequencyHz: number;
  /** Nominal voltage, kV; 0 = unknown. */
  voltageKv: number;
  /** Camera-to-source distance, m. */
  distanceM: number;
}

/** Result of {@link pdAnalysis} (spec 000 §3 "PD result" plus the pattern). */
export interface PdAnalysis {
  pattern: PrpdPattern;
  /** Empty when no pattern was detected. */
  classifications: PdClassification[];
  severityMinPr: number;
  severityMaxPr: number;
  description: KeyedText;
  recommendation: KeyedText;
}

/** Runs the whole PD chain on a recording. */
export function pdAnalysis(signal: ArrayLike<number>, rateHz: number, input: PdAnalysisInput): PdAnalysis {
  const { acFrequencyHz, voltageKv, distanceM, ...options } = input;
  const pattern = prpdPattern(signal, rateHz, acFrequencyHz, options);
  const classifications = classifyPd(pattern);
  const severity = classifications.length
    ? pdSeverity(pattern, { voltageKv, distanceM, classifications })
    : { severityMinPr: 0, severityMaxPr: 0 };
  return {
    pattern,
    classifications,
    ...severity,
    description: pdDescription(classifications),
    recommendation: pdRecommendation(classifications, severity),
  };
}
