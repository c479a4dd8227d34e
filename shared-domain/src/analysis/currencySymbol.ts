import { CURRENCY_SYMBOLS } from './constants';

/**
 * Currency symbol of an ISO 4217 code (spec 000 §3): only CNY ¥, EUR €, GBP £, JPY ¥, RUB ₽ and
 * USD $ have one; every other code (and null, undefined, '') gives undefined, and the caller shows
 * the code itself. The code is trimmed and upper-cased first.
 */
export function currencySymbol(code: string | null | undefined): string | undefined {
  const key = (code ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(CURRENCY_SYMBOLS, key) ? CURRENCY_SYMBOLS[key] : undefined;
}
