/**
 * Shared `Intl` formatters, one per language and options. Building an `Intl.DateTimeFormat` or
 * `Intl.NumberFormat` costs far more than formatting with one (about 0.5 ms each on a slow CPU,
 * which a list's day headings would pay once per heading).
 * Options are keyed by their JSON, so pass literals with a fixed key order.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, language: string, options: object, create: () => F): F {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** The `Intl.DateTimeFormat` for `language` and `options`, built once. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

/** The `Intl.NumberFormat` for `language` and `options`, built once (a bad currency code throws, as `new` does). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/**
 * A measured value (a level in dB, a temperature) with `digits` decimals, as the language writes
 * numbers: "42,4" in German, "42.4" in English. Every decimal the viewer shows beside a unit goes
 * through here or `numberFormat`, never `toFixed`, so one screen never mixes separators.
 */
export function formatDecimal(value: number, language: string, digits = 1): string {
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Money in the user's language with the currency's own symbol or code, in whole units ("€253"). */
export function formatMoney(value: number, currency: string, language: string): string {
  try {
    return numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${Math.round(value)} ${currency}`;
  }
}

/**
 * Builds a page's first date formatter ahead of the page: the first `Intl.DateTimeFormat` a
 * page makes loads the engine's date data, about 30 ms at 1x CPU (the next ones take 0.3 ms),
 * which the snapshot list would otherwise pay in the middle of its first render.
 * Start-up calls it when the browser is idle while the page's code and data are on their way.
 * With the options of the list's day headings (`formatDay`), which then reuse this one.
 */
export function warmDateFormats(language: string): void {
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
}
