import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { EXCEL_MAX_SNAPSHOTS, liveIotIdAtom, reportsApi } from 'shared-core';
import type { ReportScope } from '../../report-scope';
import { summaryQueries } from './summaryQueries';

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
  const poll = useQuery(summaryQueries.poll(executionId));
  const url = poll.data?.url ?? null;
  const data = useQuery(summaryQueries.data(executionId, url));

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
