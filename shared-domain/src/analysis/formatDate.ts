/**
 * Report date formats (spec 000 §3 "Report options: dateFormat").
 */

/** Date format of reports: day.month.year, month/day/year, or ISO-like year-month-day. */
export type DateFormat = 'D.M.Y' | 'M/D/Y' | 'Y-M-D';

/** All report date formats. */
export const DATE_FORMATS: readonly DateFormat[] = Object.freeze(['D.M.Y', 'M/D/Y', 'Y-M-D'] as const);

/** Which calendar a date is read in: the runtime's local time zone, or UTC. */
export type DateZone = 'local' | 'utc';

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * Formats the calendar date of `date` (spec 000 §3): 'D.M.Y' → '05.03.2024', 'M/D/Y' →
 * '03/05/2024', 'Y-M-D' → '2024-03-05'. Day and month are zero-padded to 2 digits, the year to 4.
 *
 * The date is read in the runtime's local time zone by default (what the user sees in reports);
 * pass `zone: 'utc'` for a time-zone-independent result (server side, tests). An invalid Date gives ''.
 */
export function formatDate(date: Date, format: DateFormat, zone: DateZone = 'local'): string {
  if (Number.isNaN(date.getTime())) return '';
  const utc = zone === 'utc';
  const day = pad(utc ? date.getUTCDate() : date.getDate(), 2);
  const month = pad((utc ? date.getUTCMonth() : date.getMonth()) + 1, 2);
  const year = pad(utc ? date.getUTCFullYear() : date.getFullYear(), 4);
  switch (format) {
    case 'D.M.Y':
      return `${day}.${month}.${year}`;
    case 'M/D/Y':
      return `${month}/${day}/${year}`;
    case 'Y-M-D':
      return `${year}-${month}-${day}`;
  }
}
