import { api, sharedReportLinkSchema, type SharedReportShare } from 'shared-core';

/**
 * How long sharing may take: leaving data out makes the server build a copy of the PDF first,
 * which for a long report takes minutes, not the seconds an ordinary call gets.
 */
export const SHARE_TIMEOUT_MS = 10 * 60 * 1000;

/** POST /api/shared/reports/: a public link valid 7 days, to the report or to a copy without what `keep` leaves out. */
export function shareReport(reportUrl: string, keep: Pick<SharedReportShare, 'includeLocation' | 'includeSerials'>) {
  return api.request('shareReport', {
    method: 'POST',
    path: '/api/shared/reports/',
    body: { reportUrl, includeLocation: keep.includeLocation === true, includeSerials: keep.includeSerials === true },
    schema: sharedReportLinkSchema,
    timeoutMs: SHARE_TIMEOUT_MS,
  });
}
