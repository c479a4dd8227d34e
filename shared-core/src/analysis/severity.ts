/**
 * Partial-discharge severity (spec 000 §9 "Severity bands", §2 filters "only severe PD").
 *
 * PD severity is a pair of percentages (`severity_min`, `severity_max` / `severityMinPr`,
 * `severityMaxPr`, spec 000 §3). Airborne acoustic PD is not calibrated to pC, so the band is a
 * relative, heuristic indicator (domain.md §4).
 */

/** Severity band shown in the PD severity bar and the filter colour legend (spec 000 §3, §9). */
export type SeverityBand = 'low' | 'medium' | 'high' | 'veryHigh';

/** All severity bands, lowest first. */
export const SEVERITY_BANDS: readonly SeverityBand[] = Object.freeze(['low', 'medium', 'high', 'veryHigh'] as const);

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
  if (meanPct < 25) return 'low';
  if (meanPct < 50) return 'medium';
  if (meanPct < 75) return 'high';
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
