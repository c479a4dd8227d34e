import { toGrams } from './leakAssumptions';
import { savingsSplit, type SavingsSplit } from './savings';

/**
 * The leak figures every output shows: leak count, yearly cost, CO2e, open against
 * fixed (saved) and the monthly savings, computed once here and used by the summary dashboard,
 * the PDF report, and checked against the Excel and CSV rows by tests.
 *
 * The leak-reporting rule (docs/figures.md): a leak snapshot counts as a leak only when its
 * analysis detected a leak of an analysable gas (not steam, not "other") whose size could be
 * estimated (shared-core `reportLeakOutcome` gives `reported`). Any other leak snapshot counts as
 * no leak and no cost: no count, no cost, no CO2e, no saving.
 *
 * Money is added in whole cents: each leak's yearly cost is rounded to the cent first (its CO2e to
 * the gram), so that a sum of the per-leak figures printed in the PDF, Excel or CSV equals the total.
 * Costs are added in one currency ({@link figuresCurrency}); no exchange rates: a leak costed in
 * another currency counts as a leak with no cost, and is counted in `otherCurrencyLeaks`.
 */

/** One leak snapshot as the figures read it. */
export interface FigureLeak {
  /** The leak-reporting rule's verdict (`reportLeakOutcome(...) === 'reported'`). */
  reported: boolean;
  /** Yearly cost in `currency`, or null when cost mode is off. */
  costPerYear: number | null | undefined;
  currency: string | null | undefined;
  /** Yearly CO2e in kg. */
  co2eKgPerYear: number | null | undefined;
  fixed: boolean;
  fixedDate?: string | number | Date | null;
}

/** Result of {@link leakFigures}; every amount is in `currency`, rounded to the cent (CO2e to the gram). */
export interface LeakFigures {
  /** The currency costs are added in, or null when no reported leak has a cost. */
  currency: string | null;
  /** Reported leaks. */
  leaks: number;
  /** Reported leaks costed in another currency than `currency` (their cost is in no total). */
  otherCurrencyLeaks: number;
  /** Yearly cost of all reported leaks, open and fixed. */
  costPerYear: number;
  /** Yearly CO2e (kg) of all reported leaks. */
  co2eKgPerYear: number;
  /** Open against fixed (what the fixes save per year) and the monthly timeline of fixes. */
  savings: SavingsSplit;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
/** A yearly cost rounded to the cent, as every output prints it. */
export const toCents = (value: number) => Math.round(value * 100) / 100;
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const currencyOf = (leak: FigureLeak) => leak.currency || 'USD';

/**
 * The currency the figures add costs in: `preferred` (the user's setting) when a reported leak is
 * costed in it, otherwise the one most reported, costed leaks use (ties: alphabetical); null when
 * no reported leak has a cost.
 */
export function figuresCurrency(leaks: readonly FigureLeak[], preferred?: string): string | null {
  const counts = new Map<string, number>();
  for (const leak of leaks) if (leak.reported && finite(leak.costPerYear)) counts.set(currencyOf(leak), (counts.get(currencyOf(leak)) ?? 0) + 1);
  if (preferred && counts.has(preferred)) return preferred;
  return [...counts.entries()].sort(([a, n], [b, m]) => m - n || a.localeCompare(b))[0]?.[0] ?? null;
}

/** The yearly cost a reported leak adds to the totals in `currency` (0 in another currency or without cost). */
export function figureCost(leak: FigureLeak, currency: string | null): number {
  return leak.reported && currency !== null && currencyOf(leak) === currency && finite(leak.costPerYear) ? toCents(leak.costPerYear) : 0;
}

/**
 * The leak figures of `leaks` by the leak-reporting rule. `untilMonth` (YYYY-MM) extends the
 * savings timeline to that month; `preferredCurrency` is the user's currency.
 */
export function leakFigures(leaks: Iterable<FigureLeak>, options: { preferredCurrency?: string; untilMonth?: string } = {}): LeakFigures {
  const reported = [...leaks].filter((leak) => leak.reported);
  const currency = figuresCurrency(reported, options.preferredCurrency);
  const split = savingsSplit(
    reported.map((leak) => ({
      costPerYear: figureCost(leak, currency),
      co2eKgPerYear: finite(leak.co2eKgPerYear) ? toGrams(leak.co2eKgPerYear) : 0,
      fixed: leak.fixed,
      fixedDate: leak.fixedDate ?? null,
    })),
    options.untilMonth,
  );
  const totals = <T extends { costPerYear: number; co2eKgPerYear: number }>(t: T): T => ({ ...t, costPerYear: round(t.costPerYear, 2), co2eKgPerYear: round(t.co2eKgPerYear, 3) });
  return {
    currency,
    leaks: reported.length,
    otherCurrencyLeaks: reported.filter((leak) => finite(leak.costPerYear) && currency !== null && currencyOf(leak) !== currency).length,
    costPerYear: round(split.open.costPerYear + split.fixed.costPerYear, 2),
    co2eKgPerYear: round(split.open.co2eKgPerYear + split.fixed.co2eKgPerYear, 3),
    savings: {
      open: totals(split.open),
      fixed: totals(split.fixed),
      fixedUndated: totals(split.fixedUndated),
      months: split.months.map((m) => ({ month: m.month, fixed: totals(m.fixed), cumulative: totals(m.cumulative) })),
    },
  };
}
