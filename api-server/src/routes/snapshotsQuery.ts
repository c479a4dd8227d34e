import { KNOWN_GASES } from 'shared-domain/analysis';
import { PD_CLASSIFICATIONS, SNAPSHOT_SORTS, snapshotListQuerySchema } from 'shared-domain/schemas';
import type { SeverityBandName, SnapshotListFilters, SnapshotSortKey } from '../db/snapshots';
import { validationError, type FieldErrors } from '../http/errors';
import { parseBody } from '../http/parseBody';

/**
 * Parses and validates the query of `GET /api/snapshots/` (`snapshotListQuerySchema`) into
 * {@link SnapshotListFilters}. Every malformed parameter is reported, as `{param: [message]}`.
 */

/** Default and largest page size (spec 000 section 9: 20, and 20000 on phones). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 20000;

const BANDS: readonly SeverityBandName[] = ['low', 'medium', 'high', 'veryHigh'];

/** Which list type each type-specific filter belongs to (spec 000 section 4, filter type exclusivity). */
const TYPE_OF_FILTER = {
  pd_classification: 'pd',
  pd_severity: 'pd',
  severe: 'pd',
  gas: 'leak',
  fixed: 'leak',
  fault: 'mechanical',
} as const;

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? [...new Set(items)] : undefined;
}

/**
 * A date bound: `YYYY-MM-DD` (a whole UTC day) or an ISO 8601 date-time (that instant).
 * @returns the start of the bound and whether it was a whole day
 */
function parseDate(value: string): { at: Date; day: boolean } | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const at = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value ? undefined : { at, day: true };
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : { at, day: false };
}

/** Parses the list query; throws a 400 with every problem found. */
export function parseListQuery(query: unknown): SnapshotListFilters {
  const q = parseBody(snapshotListQuerySchema, query);
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const choices = <T extends string>(field: string, value: string | undefined, allowed: readonly T[]): T[] | undefined => {
    const items = list(value);
    for (const item of items ?? []) if (!(allowed as readonly string[]).includes(item)) fail(field, `"${item}" is not a valid choice.`);
    return items as T[] | undefined;
  };
  const integers = (field: string, value: string | undefined): number[] | undefined => {
    const items = list(value);
    for (const item of items ?? []) if (!/^\d{1,9}$/.test(item) || Number(item) < 1) fail(field, `"${item}" is not a valid id.`);
    return items?.map(Number);
  };

  const filters: SnapshotListFilters = {
    sort: 'created_date',
    descending: true,
    page: q.page ?? 0,
    pageSize: q.page_size ?? DEFAULT_PAGE_SIZE,
  };
  if (q.type) filters.kind = q.type;
  for (const [field, type] of Object.entries(TYPE_OF_FILTER)) {
    const value = q[field as keyof typeof TYPE_OF_FILTER];
    if (value === undefined || value === '') continue;
    if (filters.kind && filters.kind !== type) fail(field, `Only valid with type=${type}.`);
    else filters.kind = type;
  }
  filters.pdClasses = choices('pd_classification', q.pd_classification, PD_CLASSIFICATIONS);
  filters.pdBands = choices('pd_severity', q.pd_severity, BANDS);
  filters.gases = choices('gas', q.gas, KNOWN_GASES);
  if (q.severe) filters.severe = true;
  if (q.fixed !== undefined) filters.fixed = q.fixed === '1';
  if (q.fault !== undefined) filters.fault = q.fault === '1';
  if (q.starred) filters.starred = true;
  if (q.untagged) filters.untagged = true;
  filters.tags = list(q.tags)?.map((tag) => tag.normalize('NFC'));
  if (q.tags_match === 'all') filters.allTags = true;
  const label = q.label?.trim();
  if (label) filters.label = label.normalize('NFC');

  let start: ReturnType<typeof parseDate>;
  let end: ReturnType<typeof parseDate>;
  if (q.start) {
    start = parseDate(q.start.trim());
    if (!start) fail('start', 'Enter a valid date (YYYY-MM-DD or an ISO 8601 date-time).');
    else filters.start = start.at;
  }
  if (q.end) {
    end = parseDate(q.end.trim());
    if (!end) fail('end', 'Enter a valid date (YYYY-MM-DD or an ISO 8601 date-time).');
    // A whole day includes all of that day; a date-time is an inclusive instant.
    else filters.endBefore = new Date(end.at.getTime() + (end.day ? 86_400_000 : 1));
  }
  if (start && end && start.at.getTime() > end.at.getTime()) fail('end', 'The end date must not be before the start date.');

  filters.groups = integers('groups', q.groups);
  const cluster = q.cluster?.trim();
  if (cluster) {
    if (!/^\d{1,9}$/.test(cluster)) fail('cluster', 'A valid integer is required.');
    else filters.cluster = Number(cluster);
  }
  filters.serials = list(q.serials);
  filters.ownerships = integers('ownerships', q.ownerships);

  const ordering = q.ordering?.trim();
  if (ordering) {
    const key = ordering.replace(/^-/, '');
    if (!(SNAPSHOT_SORTS as readonly string[]).includes(key)) fail('ordering', `"${ordering}" is not a valid ordering; use one of ${SNAPSHOT_SORTS.join(', ')}, with "-" for descending.`);
    else {
      filters.sort = key as SnapshotSortKey;
      filters.descending = ordering.startsWith('-');
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}
