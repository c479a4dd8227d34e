import type { PdClassification } from './classifyPd';
import type { PdPattern } from './pdSignal';
import type { PdSeverity } from './pdSeverity';

/**
 * Description and recommendation of a PD result: a stable i18n key (`pd.description.<type>`,
 * `pd.recommendation.<type>.<band>`) plus the English text, so the server can answer in English
 * and a client can translate by key.
 */

/** A text with its translation key. */
export interface KeyedText {
  key: string;
  text: string;
}

/** Severity band from the mean of min and max (spec 000 §9: < 25 low, < 50 medium, < 75 high, else veryHigh). */
export type PdSeverityBand = 'low' | 'medium' | 'high' | 'veryHigh';

/** Band of a severity (spec 000 §9). */
export function pdSeverityBand({ severityMinPr, severityMaxPr }: PdSeverity): PdSeverityBand {
  const mean = (severityMinPr + severityMaxPr) / 2;
  if (mean < 25) return 'low';
  if (mean < 50) return 'medium';
  if (mean < 75) return 'high';
  return 'veryHigh';
}

/** English descriptions of the PRPD pattern signatures. */
const DESCRIPTIONS: Readonly<Record<PdPattern | 'none', string>> = {
  negativeCorona:
    'Negative corona: pulses of regular magnitude in a narrow phase window in one half-cycle (typically near the negative peak). Usually caused by a sharp point or edge at high voltage, or a loose connector.',
  positiveNegativeCorona:
    'Positive and negative corona: pulses near both voltage peaks, asymmetric between the half-cycles, the positive ones fewer and larger. Caused by sharp points or protrusions at high voltage; more developed than negative corona alone.',
  floating:
    'Floating discharge: erratic pulses not tied to a clear phase window, with unstable magnitude. Typical of an unbonded metal part or a loose grounding connection.',
  surfaceInternal:
    'Surface or internal discharge: pulses in both half-cycles, symmetric, spread over a wide phase range with irregular magnitude. Caused by pollution, moisture or cracks along an insulating surface, or voids inside solid insulation.',
  none: 'No partial-discharge pattern was detected in this recording.',
};

/** What to do about each type. */
const TYPE_ACTIONS: Readonly<Record<PdPattern, string>> = {
  negativeCorona: 'Look for sharp edges, protruding strands or loose hardware on the energised parts.',
  positiveNegativeCorona: 'Look for sharp edges, protrusions or damaged conductors on the energised parts; check clearances.',
  floating: 'Check bonding and grounding connections and look for loose or unbonded metal parts.',
  surfaceInternal: 'Clean and inspect the insulation surface for tracking, moisture and cracks; consider an insulation test.',
};

/** What to do at each band. Enclosed gear deserves more urgency: corona there produces ozone and nitric acid. */
const BAND_ACTIONS: Readonly<Record<PdSeverityBand, string>> = {
  low: 'Severity is low: record it and re-measure at the next routine inspection (about 6 months).',
  medium: 'Severity is medium: monitor it and re-measure within 3 months; an increase over 150 % calls for investigation.',
  high: 'Severity is high: plan an inspection and repair at the next maintenance opportunity.',
  veryHigh: 'Severity is very high: inspect as soon as possible and consider de-energising the equipment.',
};

/** Description of the top classification (`pd.description.none` for an empty list). */
export function pdDescription(classifications: readonly PdClassification[]): KeyedText {
  const top = classifications[0]?.name ?? 'none';
  return { key: `pd.description.${top}`, text: DESCRIPTIONS[top] };
}

/**
 * Recommendation for the top classification at the severity's band
 * (`pd.recommendation.none` for an empty list). Severity is relative, not calibrated.
 */
export function pdRecommendation(classifications: readonly PdClassification[], severity: PdSeverity): KeyedText {
  const top = classifications[0]?.name;
  if (!top) return { key: 'pd.recommendation.none', text: 'No action is needed for partial discharge based on this recording.' };
  const band = pdSeverityBand(severity);
  return { key: `pd.recommendation.${top}.${band}`, text: `${TYPE_ACTIONS[top]} ${BAND_ACTIONS[band]}` };
}
