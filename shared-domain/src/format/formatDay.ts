import { dateTimeFormat } from './intlFormats';

/** A UTC calendar day `YYYY-MM-DD` as the user's language writes it (e.g. "Mar 5, 2026"); the input when it is not a day. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
