import { dateTimeFormat } from 'shared-core';

/** A key's creation time (ISO 8601) as the user's language writes a date and time, in local time; the input when unreadable. */
export function formatCreatedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
