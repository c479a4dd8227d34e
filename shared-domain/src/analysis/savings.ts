/**
 * Savings tracking (beyond the spec): the estimated yearly cost and CO2e of leaks still
 * open against those already fixed, and over time by fixed date: for every month from the first
 * fix on, what the leaks fixed in that month would have cost per year, and the running total
 * ("saved per year so far") as the fixes add up.
 */

/** One leak as the split reads it: its yearly estimates and whether (and when) it was fixed. */
export interface SavingsLeak {
  /** Estimated yearly cost in one currency (non-finite values count as 0). */
  costPerYear: number;
  /** Estimated yearly CO2e in kg (non-finite values count as 0). */
  co2eKgPerYear: number;
  fixed: boolean;
  /** When it was fixed (ISO date text, Date or epoch ms); fixed leaks without one have no month. */
  fixedDate?: string | number | Date | null;
}

/** A count of leaks with their summed yearly cost and CO2e. */
export interface SavingsTotals {
  count: number;
  costPerYear: number;
  co2eKgPerYear: number;
}

/** One month of the savings timeline (UTC months). */
export interface SavingsMonth {
  /** YYYY-MM. */
  month: string;
  /** Leaks fixed in this month and their yearly cost and CO2e. */
  fixed: SavingsTotals;
  /** All leaks fixed up to the end of this month: the yearly cost and CO2e saved so far. */
  cumulative: SavingsTotals;
}

/** Result of {@link savingsSplit}. */
export interface SavingsSplit {
  open: SavingsTotals;
  fixed: SavingsTotals;
  /** Fixed leaks without a (valid) fixed date: in `fixed`, but in no month. */
  fixedUndated: SavingsTotals;
  /** Every month from the first fixed date to the last (or `untilMonth`), gaps included. */
  months: SavingsMonth[];
}

const empty = (): SavingsTotals => ({ count: 0, costPerYear: 0, co2eKgPerYear: 0 });
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

function add(totals: SavingsTotals, leak: SavingsLeak) {
  totals.count += 1;
  totals.costPerYear += finite(leak.costPerYear);
  totals.co2eKgPerYear += finite(leak.co2eKgPerYear);
}

/** The UTC month (YYYY-MM) of a date, or undefined when there is no valid date. */
export function utcMonth(date: string | number | Date | null | undefined): string | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const time = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 7) : undefined;
}

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Splits leaks into open and fixed with their yearly cost and CO2e, and builds the monthly
 * timeline of fixes by fixed date. `untilMonth` (YYYY-MM, e.g. the current month) extends the
 * timeline to that month so the running total reaches today; it never shortens it.
 */
export function savingsSplit(leaks: Iterable<SavingsLeak>, untilMonth?: string): SavingsSplit {
  const open = empty();
  const fixed = empty();
  const fixedUndated = empty();
  const byMonth = new Map<string, SavingsTotals>();
  for (const leak of leaks) {
    if (!leak.fixed) {
      add(open, leak);
      continue;
    }
    add(fixed, leak);
    const month = utcMonth(leak.fixedDate);
    if (!month) {
      add(fixedUndated, leak);
      continue;
    }
    const totals = byMonth.get(month) ?? empty();
    add(totals, leak);
    byMonth.set(month, totals);
  }
  const months: SavingsMonth[] = [];
  const keys = [...byMonth.keys()].sort();
  if (keys.length) {
    const last = untilMonth && /^\d{4}-\d{2}$/.test(untilMonth) && untilMonth > keys[keys.length - 1]! ? untilMonth : keys[keys.length - 1]!;
    const running = empty();
    for (let month = keys[0]!; month <= last; month = nextMonth(month)) {
      const inMonth = byMonth.get(month) ?? empty();
      running.count += inMonth.count;
      running.costPerYear += inMonth.costPerYear;
      running.co2eKgPerYear += inMonth.co2eKgPerYear;
      months.push({ month, fixed: inMonth, cumulative: { ...running } });
    }
  }
  return { open, fixed, fixedUndated, months };
}
