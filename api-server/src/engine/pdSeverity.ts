import { classifyPd, type PdClassification } from './classifyPd';
import type { PdPattern } from './pdSignal';
import type { PrpdPattern } from './prpdPattern';

/**
 * Heuristic PD severity, 0–100 % as a min–max band (spec 000 §3 `severityMinPr`, `severityMaxPr`).
 *
 * There is NO standard severity scale for airborne acoustic PD, and acoustic readings are not
 * calibrated to pC; this is a relative indicator with documented defaults, following
 * the usual severity factors (type, level above background normalised to
 * distance, pulses per cycle, voltage class / enclosure; trend needs a previous snapshot and is
 * left to the caller).
 *
 * centre = 100 × voltageFactor × (0.5·levelScore + 0.2·rateScore + 0.3·typeScore)
 * - levelScore = clamp((L₁ₘ − 70 dB) / 40 dB, 0, 1), L₁ₘ = median pulse peak level (dB SPL) +
 *   20·log10(distanceM / 1 m): the camera level corrected to 1 m by spherical spreading;
 * - rateScore = clamp(log10(1 + pulses per cycle) / log10(21), 0, 1) (20 pulses per cycle → 1);
 * - typeScore = Σ confidence × weight + (1 − Σ confidence) × 0.75, weights floating 1.0,
 *   surface/internal 0.9, positive+negative corona 0.6, negative corona 0.5 (floating
 *   or surface discharge > internal > corona);
 * - voltageFactor: ≤ 52 kV 1.0 (distribution gear, usually enclosed, where corona is harmful),
 *   ≤ 145 kV 0.9, above 0.8 (outdoor transmission, where some corona is common); 0 = unknown → 1.0.
 * half-width = 5 + 10·clamp(level IQR / 20 dB, 0, 1) + 15·min(1, √(10 / pulses)) percentage
 * points, so erratic or sparse patterns get a wider band. Both ends are clamped to 0–100 and
 * rounded to 0.1.
 * No pulses give 0–0.
 */

/** Weight of each PD type in the severity. */
export const PD_TYPE_WEIGHT: Readonly<Record<PdPattern, number>> = Object.freeze({
  floating: 1.0,
  surfaceInternal: 0.9,
  positiveNegativeCorona: 0.6,
  negativeCorona: 0.5,
});
/** Weight of the unclassified share of the confidences. */
export const PD_UNCLASSIFIED_WEIGHT = 0.75;
/** Level at 1 m mapped to 0 % and to 100 % of the level score, dB SPL (pulse peak). */
export const PD_LEVEL_RANGE_DB = Object.freeze({ low: 70, high: 110 } as const);

/** Context of a severity estimate. */
export interface PdSeverityContext {
  /** Nominal voltage of the asset, kV (spec 000 §9 default 220); 0 or negative = unknown. */
  voltageKv: number;
  /** Distance from camera to source, m; outside 0.3–500 m it is clamped into that range. */
  distanceM: number;
  /** Classification of the pattern; computed with `classifyPd` when omitted. */
  classifications?: PdClassification[];
}

/** Severity band in percent (spec 000 §3). */
export interface PdSeverity {
  severityMinPr: number;
  severityMaxPr: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function medianAndIqr(values: readonly number[]): { median: number; iqr: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    return sorted[lo]! + (sorted[Math.ceil(pos)]! - sorted[lo]!) * (pos - lo);
  };
  return { median: at(0.5), iqr: at(0.75) - at(0.25) };
}

/** Voltage-class factor (see the module doc). */
export function pdVoltageFactor(voltageKv: number): number {
  if (!(voltageKv > 0) || voltageKv <= 52) return 1;
  return voltageKv <= 145 ? 0.9 : 0.8;
}

/** Estimates the severity band of a PRPD pattern (see the module doc for the formula). */
export function pdSeverity(pattern: Pick<PrpdPattern, 'xValues' | 'yValues' | 'cycleCount'>, context: PdSeverityContext): PdSeverity {
  const pulses = pattern.yValues.length;
  if (pulses === 0) return { severityMinPr: 0, severityMaxPr: 0 };
  const distanceM = Number.isFinite(context.distanceM) ? Math.min(500, Math.max(0.3, context.distanceM)) : 1;
  const { median, iqr } = medianAndIqr(pattern.yValues);
  const levelScore = clamp01((median + 20 * Math.log10(distanceM) - PD_LEVEL_RANGE_DB.low) / (PD_LEVEL_RANGE_DB.high - PD_LEVEL_RANGE_DB.low));
  const pulsesPerCycle = pattern.cycleCount > 0 ? pulses / pattern.cycleCount : 0;
  const rateScore = clamp01(Math.log10(1 + pulsesPerCycle) / Math.log10(21));
  const classifications = context.classifications ?? classifyPd(pattern);
  const classified = classifications.reduce((sum, c) => sum + c.confidence, 0);
  const typeScore = classifications.reduce((sum, c) => sum + c.confidence * PD_TYPE_WEIGHT[c.name], 0) + (1 - classified) * PD_UNCLASSIFIED_WEIGHT;
  const centre = 100 * pdVoltageFactor(context.voltageKv) * (0.5 * levelScore + 0.2 * rateScore + 0.3 * typeScore);
  const halfWidth = 5 + 10 * clamp01(iqr / 20) + 15 * Math.min(1, Math.sqrt(10 / pulses));
  const clampPr = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
  return { severityMinPr: clampPr(centre - halfWidth), severityMaxPr: clampPr(centre + halfWidth) };
}
