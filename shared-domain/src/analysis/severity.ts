/**
 * Partial-discharge severity (spec 000 §9 "Severity bands", §2 filters "only severe PD").
 *
 * PD severity is a pair of percentages (`severity_min`, `severity_max` / `severityMinPr`,
 * `severityMaxPr`, spec 000 §3). Airborne acoustic PD is not calibrated to pC, so the band is a
 * relative, heuristic indicator.
 */

/** Severity band shown in the PD severity bar and the filter colour legend (spec 000 §3, §9). */
export type SeverityBand = 'low' | 'medium' | 'high' | 'veryHigh';

/** All severity bands, lowest first. */
export const SEVERITY_BANDS: readonly SeverityBand[] = Object.freeze(['low', 'medium', 'high', 'veryHigh'] as const);

/** The mean severity, percent, from which each band starts (spec 000 §9); the PD report states them. */
export const SEVERITY_BAND_LIMITS = Object.freeze({ medium: 25, high: 50, veryHigh: 75 } as const);

/**
 * Severity band from the mean of the minimum and maximum severity, both in percent
 * (spec 000 §9): mean < 25 → 'low', < 50 → 'medium', < 75 → 'high', otherwise 'veryHigh'.
 *
 * Boundaries belong to the upper band: a mean of exactly 25 is 'medium', 50 'high', 75 'veryHigh'.
 * Edge cases: values outside 0–100 are not clamped (a mean of −5 is 'low', 130 'veryHigh').
 * A NaN input makes the mean NaN, which fails every "below" test and therefore falls into the
 * spec's "otherwise" branch ('veryHigh'); callers must check that a PD result exists first.
 *
 * @example severityBand(20, 40) // mean 30 → 'medium'
 */
export function severityBand(minPct: number, maxPct: number): SeverityBand {
  const meanPct = (minPct + maxPct) / 2;
  if (meanPct < SEVERITY_BAND_LIMITS.medium) return 'low';
  if (meanPct < SEVERITY_BAND_LIMITS.high) return 'medium';
  if (meanPct < SEVERITY_BAND_LIMITS.veryHigh) return 'high';
  return 'veryHigh';
}

/**
 * The list's "only severe PD" filter predicate (spec 000 §9): maximum severity at least 50 %
 * and minimum severity at most 100 %. Both bounds are inclusive. NaN in either input gives false.
 *
 * @example isSeverePd(10, 50) // true
 */
export function isSeverePd(minPct: number, maxPct: number): boolean {
  return maxPct >= 50 && minPct <= 100;
}

/** A leak's size against the user's thresholds: below the low one, up to the high one, from the high one on. */
export type LeakSizeBand = 'small' | 'medium' | 'large';

/**
 * The band of a leak of `leakLpm` l/min against the customer settings
 * `leak_size_severity_low_lpmin` and `_high_lpmin` (defaults 5 and 15): `small` below the low
 * threshold, `medium` from it to below the high one, `large` from the high one on. The list's
 * cards and the summary dashboard's size chart both use it, so they agree.
 *
 * @example leakSizeBand(0.31, 5, 15) // 'small'
 */
export function leakSizeBand(leakLpm: number, lowLpm: number, highLpm: number): LeakSizeBand {
  if (leakLpm < lowLpm) return 'small';
  if (leakLpm < highLpm) return 'medium';
  return 'large';
}
