import { angleDistanceDeg, densestPhaseDeg, normalizedEntropy, phaseHistogram } from './circular';
import { PD_PATTERNS, type PdPattern } from './pdSignal';

/**
 * Rule-of-thumb PD type classification from the phase distribution of a PRPD pattern
 *. The features are measured relative to the densest phase
 * window, so the result does not depend on whether the phase axis is aligned or absolute.
 */

/** One classification (spec 000 §3: name and confidence). */
export interface PdClassification {
  name: PdPattern;
  /** 0–1; the confidences of one result sum to at most 1 (the rest is "unclassified"). */
  confidence: number;
}

/** Phase-distribution features, each roughly 0–1. */
export interface PdFeatures {
  /** Pulses within ±45° of the densest window. */
  mainFraction: number;
  /** Pulses within ±45° of the opposite half-cycle (densest + 180°). */
  oppositeFraction: number;
  /** opposite / (main + opposite): 0 = one half-cycle only, 0.5 = symmetric. */
  balance: number;
  /** Normalised entropy of the 36-bin (10°) phase histogram: low = narrow windows, 1 = uniform. */
  entropy: number;
  /** Spread of pulse levels: interquartile range / 1.349 (a robust σ), in units of 10 dB. */
  levelSpread: number;
  /** |median level(opposite) − median level(main)| in units of 10 dB (0 with < 5 opposite pulses). */
  levelAsymmetry: number;
}

/** Fewest pulses for which a classification is attempted; below it the pattern is "not detected". */
export const MIN_PD_PULSES = 20;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Computes {@link PdFeatures} of a pattern's pulses (phases in degrees, levels in dB). */
export function pdFeatures({ xValues, yValues }: { xValues: readonly number[]; yValues: readonly number[] }): PdFeatures {
  const n = xValues.length;
  const centre = densestPhaseDeg(xValues);
  const main: number[] = [];
  const opposite: number[] = [];
  xValues.forEach((phase, i) => {
    if (angleDistanceDeg(phase, centre) <= 45) main.push(yValues[i] ?? 0);
    else if (angleDistanceDeg(phase, centre + 180) <= 45) opposite.push(yValues[i] ?? 0);
  });
  const sortedLevels = [...yValues].sort((a, b) => a - b);
  const medianOf = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5);
  return {
    mainFraction: n ? main.length / n : 0,
    oppositeFraction: n ? opposite.length / n : 0,
    balance: main.length + opposite.length ? opposite.length / (main.length + opposite.length) : 0,
    entropy: normalizedEntropy(phaseHistogram(xValues, 36)),
    levelSpread: (quantile(sortedLevels, 0.75) - quantile(sortedLevels, 0.25)) / 1.349 / 10,
    levelAsymmetry: opposite.length >= 5 && main.length > 0 ? Math.abs(medianOf(opposite) - medianOf(main)) / 10 : 0,
  };
}

type FeatureVector = [number, number, number, number, number];

function vector(f: PdFeatures): FeatureVector {
  return [f.mainFraction + f.oppositeFraction, f.balance, f.entropy, f.levelSpread, f.levelAsymmetry];
}

/**
 * Prototype feature vectors [main + opposite fraction, balance, entropy, level spread, level
 * asymmetry] of each type. The shapes are the published PRPD signatures of each type; the numbers were then checked against
 * patterns of the synthetic generator (`pdSignal`) at 50 and 60 Hz and 2–15 pulses per cycle:
 * - negative corona: one narrow window (all pulses in it), one half-cycle, regular magnitude;
 * - positive + negative corona: both peaks, asymmetric in count (~1:2) and magnitude (positive
 *   streamers larger);
 * - surface / internal: both half-cycles equally, wider windows, irregular magnitude, no
 *   magnitude asymmetry;
 * - floating: no phase window (about half the pulses fall in the two ±45° windows by chance),
 *   near-uniform histogram, very unstable magnitude.
 */
export const PD_PROTOTYPES: Readonly<Record<PdPattern, FeatureVector>> = Object.freeze({
  negativeCorona: [1.0, 0.0, 0.55, 0.1, 0.0],
  positiveNegativeCorona: [1.0, 0.33, 0.7, 0.5, 0.8],
  surfaceInternal: [0.92, 0.5, 0.82, 0.35, 0.0],
  floating: [0.5, 0.5, 0.98, 0.8, 0.1],
});
/** Tolerance of each feature (the distance unit per feature). */
export const PD_FEATURE_SCALE: FeatureVector = [0.15, 0.12, 0.12, 0.25, 0.3];
/** Score of the implicit "unclassified" class: that of a pattern 3 tolerance units from a prototype. */
export const PD_UNCLASSIFIED_SCORE = Math.exp(-0.5 * 9);

/**
 * Classifies a PRPD pattern: each type scores exp(−d²/2), d the scaled distance of the features to
 * its prototype; confidence = score / (Σ scores + unclassified score), so confidences sum to < 1
 * and a pattern far from every prototype gets low confidences everywhere. Sorted by confidence,
 * highest first. Fewer than {@link MIN_PD_PULSES} pulses give [] (pattern not detected).
 */
export function classifyPd(pattern: { xValues: readonly number[]; yValues: readonly number[] }): PdClassification[] {
  if (pattern.xValues.length < MIN_PD_PULSES) return [];
  const x = vector(pdFeatures(pattern));
  const scores = PD_PATTERNS.map((name) => {
    const prototype = PD_PROTOTYPES[name];
    const d2 = x.reduce((sum, value, k) => sum + ((value - prototype[k]!) / PD_FEATURE_SCALE[k]!) ** 2, 0);
    return { name, score: Math.exp(-0.5 * d2) };
  });
  const total = scores.reduce((sum, s) => sum + s.score, 0) + PD_UNCLASSIFIED_SCORE;
  return scores.map(({ name, score }) => ({ name, confidence: score / total })).sort((a, b) => b.confidence - a.confidence);
}
