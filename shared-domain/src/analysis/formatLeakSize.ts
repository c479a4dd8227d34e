/**
 * Display formatting of a leak size (spec 000 §9 "Leak formatting").
 */

/** Leak-size display units accepted by {@link formatLeakSize}: litres per minute or cubic feet per minute. */
export type LeakFlowUnit = 'lpm' | 'cfm';

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/**
 * Number of fraction digits used for a leak size (spec 000 §9):
 * - `lpm`: 0 when |value| ≥ 10, 1 when |value| ≥ 1, otherwise 2;
 * - `cfm`: 1 when |value| ≥ 1, 2 when |value| ≥ 0.1, otherwise 3.
 *
 * The choice is made on the raw (unrounded) value, so 9.99 l/min gets 1 digit and displays as
 * '10.0', not '10'.
 */
export function leakSizeFractionDigits(value: number, unit: LeakFlowUnit): number {
  const magnitude = Math.abs(value);
  if (unit === 'cfm') {
    if (magnitude >= 1) return 1;
    if (magnitude >= 0.1) return 2;
    return 3;
  }
  if (magnitude >= 10) return 0;
  if (magnitude >= 1) return 1;
  return 2;
}

/**
 * Formats a leak size as digits only, without a unit (spec 000 §9 "Leak formatting").
 *
 * English formatting (`Intl.NumberFormat('en-US')`, comma thousands separator, point decimal)
 * with a fixed number of fraction digits chosen by {@link leakSizeFractionDigits} on the raw value.
 * Localised number formats are deliberately not used: the result is the same in every language.
 *
 * Edge cases: `Infinity` → '∞' (the analysis reports an infinite size when the leak is too large
 * to estimate), `-Infinity` → '-∞', `NaN` → '' (no value to show). Negative values are formatted
 * with a minus sign, choosing digits by their magnitude.
 *
 * @example formatLeakSize(1234.4, 'lpm') // '1,234'
 * @example formatLeakSize(9.99, 'lpm')   // '10.0' (1 digit because 9.99 < 10)
 * @example formatLeakSize(0.05, 'cfm')   // '0.050'
 */
export function formatLeakSize(value: number, unit: LeakFlowUnit): string {
  if (Number.isNaN(value)) return '';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '-∞';
  return formatterFor(leakSizeFractionDigits(value, unit)).format(value);
}
