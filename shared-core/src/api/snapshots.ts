import { z } from 'zod';
import { api } from '../platform/platform';
import { snapshotDetailSchema, snapshotPageSchema, type SnapshotListQuery } from './schemas/snapshot';

const empty = z.unknown();

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
