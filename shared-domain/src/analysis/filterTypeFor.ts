/**
 * Snapshot-list filter type exclusivity (spec 000 §4 "Filter type exclusivity").
 */

/** Filter groups of the snapshot list. */
export type FilterGroup = 'pd' | 'leak' | 'mechanical';

/** All filter groups in display order. */
export const FILTER_GROUPS: readonly FilterGroup[] = Object.freeze(['pd', 'leak', 'mechanical'] as const);

/** A filter value as held in the filter state: a selection list, a single value, a flag, or nothing. */
export type FilterValue = string | number | boolean | readonly unknown[] | null | undefined;

/** The type-deciding part of the filter state (spec 000 §3 "Filter state"). */
export interface TypedFilters {
  pdClassification?: FilterValue;
  pdSeverity?: FilterValue;
  gas?: FilterValue;
  fixed?: FilterValue;
  /** Mechanical (MSI) fault filter: possible fault or none. */
  fault?: FilterValue;
}

/**
 * Whether a filter value counts as set: undefined, null, '' and empty arrays are not set, NaN is
 * not set; any boolean (including false, e.g. "not fixed" or "no fault") and any other value is set.
 */
export function isFilterSet(value: FilterValue): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

/**
 * The active filter type (spec 000 §4): a PD classification or severity → 'pd'; gas or fixed →
 * 'leak'; mechanical fault → 'mechanical'; none set → undefined. When (inconsistently) several
 * groups are set, the first in the order pd, leak, mechanical wins.
 * "Set" follows {@link isFilterSet}: `fixed: false` ("not fixed") counts as set.
 */
export function filterTypeFor(filters: TypedFilters): FilterGroup | undefined {
  if (isFilterSet(filters.pdClassification) || isFilterSet(filters.pdSeverity)) return 'pd';
  if (isFilterSet(filters.gas) || isFilterSet(filters.fixed)) return 'leak';
  if (isFilterSet(filters.fault)) return 'mechanical';
  return undefined;
}

/**
 * Filter groups disabled while `type` is active (spec 000 §4 "Filters of other types are
 * disabled"): every group other than `type`, in {@link FILTER_GROUPS} order; none when no type is active.
 */
export function disabledFilterGroups(type: FilterGroup | undefined): FilterGroup[] {
  if (type === undefined) return [];
  return FILTER_GROUPS.filter((group) => group !== type);
}
