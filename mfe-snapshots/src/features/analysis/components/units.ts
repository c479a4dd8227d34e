import { numberFormat } from 'shared-core';

/**
 * Unit symbols shown beside numbers. They are SI or customary symbols, the same in every
 * language, so they are data rather than UI text.
 */
export const UNIT_SYMBOL = {
  METERS: 'm',
  FEET: 'ft',
  CELSIUS: '°C',
  FAHRENHEIT: '°F',
  lpm: 'l/min',
  cfm: 'cfm',
  percent: '%',
  kv: 'kV',
  hz: 'Hz',
} as const;

/** Money in the user's language (shared-core, as the list's cards show it too). */
export { formatMoney } from 'shared-core';

/** A number with at most `digits` fraction digits in the user's language. */
export function formatNumber(value: number, language: string, digits = 2): string {
  return numberFormat(language, { maximumFractionDigits: digits }).format(value);
}

/** A whole percent (0..100) in the user's language. */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** Seconds with the language's own short unit ("1.5 s", "1,5 s", "1.5秒"). */
export function formatSeconds(seconds: number, language: string, digits = 1): string {
  return numberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(seconds);
}
