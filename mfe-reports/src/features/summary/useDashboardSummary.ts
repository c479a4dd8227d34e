import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { EXCEL_MAX_SNAPSHOTS, EXCEL_POLL_MS, liveIotIdAtom, reportsApi } from 'shared-core';
import type { ReportScope } from '../reports-menu/useReportScope';

/** User Timing mark set when the dashboard's data has arrived (the dashboard bench reads it). */
export const SUMMARY_DATA_MARK = 'summary-data';

/** The scope had no snapshots when the summary started. */
export class EmptyScopeError extends Error {}

/**
 * The summary dashboard's task (spec 001 sections 4 and 7): on open, starts `POST /api/excel/`
 * with target dashboard over the scope, polls every 4 s until its address appears, then reads the
 * data there. The whole filtered list is summarised, up to {@link EXCEL_MAX_SNAPSHOTS} (a PDF
 * report takes the first 2,000).
 */
export function useDashboardSummary(open: boolean, scope: ReportScope) {
  const iotId = useAtomValue(liveIotIdAtom);
  const start = useMutation({
    mutationFn: async () => {
      const ids = await scope.loadIds(EXCEL_MAX_SNAPSHOTS);
      if (!ids.length) throw new EmptyScopeError();
      return reportsApi.startExcel({ snapshotIDs: ids, iotID: iotId ?? undefined, target: 'dashboard' });
    },
  });
  const { isIdle, mutate, reset } = start;
  useEffect(() => {
    if (open && isIdle) mutate();
    if (!open) reset();
  }, [open, isIdle, mutate, reset]);

  const executionId = open ? (start.data?.executionID ?? null) : null;
  const poll = useQuery({
    queryKey: ['reports', 'dashboard', 'poll', executionId],
    queryFn: () => reportsApi.pollExcel(executionId!),
    enabled: executionId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : EXCEL_POLL_MS),
  });
  const url = poll.data?.url ?? null;
  const data = useQuery({
    queryKey: ['reports', 'dashboard', 'data', executionId],
    queryFn: async () => {
      const summary = await reportsApi.dashboardData(url!);
      if (typeof performance.mark === 'function') performance.mark(SUMMARY_DATA_MARK);
      return summary;
    },
    enabled: url !== null,
    staleTime: Infinity,
    retry: 1,
  });

  const empty = start.error instanceof EmptyScopeError;
  const failed = !empty && (start.isError || poll.isError || poll.data?.state === 'failed' || data.isError);
  return {
    summary: data.data ?? null,
    progress: poll.data?.progress ?? 0,
    empty,
    failed,
    retry: () => reset(),
  };
}
