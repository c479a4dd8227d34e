import { ANALYSIS_TIME_STEP_S, DYNAMIC_RANGE_DEFAULT_FRACTION } from './constants';

/**
 * Heatmap dynamic range and analysis-time helpers (spec 000 §3, §4, §5, §9).
 */

/**
 * Default heatmap dynamic range: min + 0.8 × (max − min) (spec 000 §9), in the unit of the levels
 * (the snapshot's linear level scale, `dynamicrange_lin`). If max < min the result lies below min;
 * NaN inputs give NaN.
 *
 * @example defaultDynamicRange(10, 60) // 50
 */
export function defaultDynamicRange(min: number, max: number): number {
  return min + DYNAMIC_RANGE_DEFAULT_FRACTION * (max - min);
}

/**
 * Clamps a dynamic range chosen on the sound slider so it never goes below the default
 * (spec 000 §5 "Heatmap dynamic range cannot go below default").
 */
export function clampDynamicRange(value: number, min: number, max: number): number {
  return Math.max(value, defaultDynamicRange(min, max));
}

/**
 * Rounds an analysis time in seconds to the nearest 0.5 s (spec 000 §4 "set as default", §9).
 * Exact quarter values round up (towards +∞, like `Math.round`): 1.25 → 1.5, 1.75 → 2.
 * Negative times are clamped to 0; NaN stays NaN.
 */
export function roundAnalysisTime(seconds: number): number {
  const rounded = Math.round(seconds / ANALYSIS_TIME_STEP_S) * ANALYSIS_TIME_STEP_S;
  return rounded <= 0 ? 0 : rounded;
}

const DURATION_PATTERN = /^(\d+):([0-5]\d)$/;

/**
 * Converts a meta `duration` in 'mm:ss' form to seconds (spec 000 §3): minutes are one or more
 * digits (may exceed 59), seconds exactly two digits 00–59; surrounding whitespace is ignored.
 * Anything else (empty, null, undefined, '1:2', '01:60', 'ab:cd', negative) → NaN.
 *
 * @example durationMmSsToSeconds('02:05') // 125
 */
export function durationMmSsToSeconds(duration: string | null | undefined): number {
  const match = DURATION_PATTERN.exec((duration ?? '').trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}
