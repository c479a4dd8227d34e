import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { api } from '../platform/platform';
import { whenIdle } from '../platform/whenIdle';
import { ContractViolationError } from './errors';
import { snapshotDetailSchema, snapshotListItemSchema, snapshotPageSchema, type SnapshotListQuery, type SnapshotPage } from 'shared-domain/schemas';

const empty = lazySchema(() => z.unknown());

/** A list page whose rows are checked one slice at a time by {@link snapshotsApi.listInSlices}. */
const pageEnvelopeSchema = lazySchema(() => snapshotPageSchema.extend({ results: z.custom<unknown[]>(Array.isArray, 'Expected an array') }));
const rowsSchema = lazySchema(() => z.array(snapshotListItemSchema));

/**
 * One checked slice of a list page. The first slice carries the page (count, links) with its
 * first rows; each later one carries the next rows to append; the last one ends the page.
 */
export interface SnapshotPageSlice {
  first: boolean;
  last: boolean;
  page: SnapshotPage;
}

/** A list page built from slices; `rowsPending` while rows are still being checked. */
export type SlicedSnapshotPage = SnapshotPage & { rowsPending?: boolean };

/** Rows checked first: more than a phone's first screen of cards, so those render at once. */
export const FIRST_SLICE_ROWS = 200;
/** Rows checked per idle period after the first slice: each check stays well under 50 ms. */
export const SLICE_ROWS = 2000;

/** Waits until the browser is idle (the first cards rendered and painted, input handled), at most a second. */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 1000));

function checkRows(rows: unknown[], offset: number) {
  const parsed = rowsSchema.safeParse(rows);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `results.${offset + Number(i.path[0])}.${i.path.slice(1).join('.')}: ${i.message}`);
  throw new ContractViolationError('snapshots', issues.join('; '));
}

/** Appends a slice to the page built so far (the first slice starts a new page). */
export function withSlice(page: SlicedSnapshotPage | undefined, slice: SnapshotPageSlice): SlicedSnapshotPage {
  const rowsPending = !slice.last;
  if (slice.first || !page) return { ...slice.page, rowsPending };
  return { ...page, results: page.results.concat(slice.page.results), rowsPending };
}

function toQueryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Snapshot calls of spec 001 section 7 (reads and edits). */
export const snapshotsApi = {
  /** GET /api/snapshots/ with filters, sort and page (done by the server). */
  list: (query: SnapshotListQuery) =>
    api.request('snapshots', { path: `/api/snapshots/${toQueryString(query)}`, schema: snapshotPageSchema }),
  /**
   * GET /api/snapshots/ as {@link list}, with the rows checked in slices: the first
   * {@link FIRST_SLICE_ROWS} at once, the rest {@link SLICE_ROWS} per idle period (so they do not
   * hold up rendering the first cards) and handed over together at the end. A phone's page of
   * 20,000 rows then shows its first cards without waiting for every row's check (about 140 ms
   * in Chromium), and no check blocks the page for long.
   * A malformed row anywhere ends the stream with a {@link ContractViolationError}; a list that
   * does not answer in time (the client's timeout, body included) with an `ApiError` coded `timeout`.
   */
  async *listInSlices(query: SnapshotListQuery): AsyncGenerator<SnapshotPageSlice> {
    const envelope = await api.request('snapshots', { path: `/api/snapshots/${toQueryString(query)}`, schema: pageEnvelopeSchema });
    const rows = envelope.results;
    const last = rows.length <= FIRST_SLICE_ROWS;
    yield { first: true, last, page: { ...envelope, results: checkRows(rows.slice(0, FIRST_SLICE_ROWS), 0) } };
    if (last) return;
    let rest: SnapshotPage['results'] = [];
    for (let start = FIRST_SLICE_ROWS; start < rows.length; start += SLICE_ROWS) {
      await idle();
      rest = rest.concat(checkRows(rows.slice(start, start + SLICE_ROWS), start));
    }
    yield { first: false, last: true, page: { ...envelope, results: rest } };
  },
  /** GET /api/snapshots/{id}/ */
  detail: (id: number) => api.request('snapshot', { path: `/api/snapshots/${id}/`, schema: snapshotDetailSchema }),
  /** POST /api/snapshots/{id}/starred/ with 1 or 0 (spec 000 section 4). */
  setStarred: (id: number, starred: boolean) =>
    api.request('starred', { method: 'POST', path: `/api/snapshots/${id}/starred/`, body: { starred: starred ? 1 : 0 }, schema: empty }),
  /** POST /api/snapshots/{id}/fixed/ with 1 or 0 and the UTC timestamp (seconds) of the fix. */
  setFixed: (id: number, fixed: boolean, fixedAtMs: number = Date.now()) =>
    api.request('fixed', {
      method: 'POST',
      path: `/api/snapshots/${id}/fixed/`,
      body: { fixed: fixed ? 1 : 0, fixed_date_utc_ts: Math.floor(fixedAtMs / 1000) },
      schema: empty,
    }),
};

const SNAPSHOTS_ROOT = ['snapshots'] as const;

/**
 * Root query keys of the snapshots area (first segment: the area). The area's own factories
 * build their keys under them; other areas invalidate the area's queries through them (a
 * camera's nickname is its snapshots' device label, a group change changes which snapshots a
 * user sees), never by a key written out.
 */
export const snapshotsQueries = {
  all: SNAPSHOTS_ROOT,
  /** Every snapshot's analyses (leak, PD, mechanical, video). */
  analysis: [...SNAPSHOTS_ROOT, 'analysis'] as const,
};
