import { queryOptions } from '@tanstack/react-query';
import { EXCEL_POLL_MS, reportsApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** User Timing mark set when the dashboard's data has arrived (the dashboard bench reads it). */
export const SUMMARY_DATA_MARK = 'summary-data';

const all = [...reportsQueries.all, 'dashboard'] as const;

/** Query keys and options of the summary dashboard's task (area `reports`). */
export const summaryQueries = {
  all,
  /** The task's state, polled every 4 s until it is no longer pending. */
  poll: (executionId: string | null) =>
    queryOptions({
      queryKey: [...all, 'poll', executionId] as const,
      queryFn: () => reportsApi.pollExcel(executionId!),
      enabled: executionId !== null,
      refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : EXCEL_POLL_MS),
    }),
  /** The dashboard's data at the address the task gave. */
  data: (executionId: string | null, url: string | null) =>
    queryOptions({
      queryKey: [...all, 'data', executionId] as const,
      queryFn: async () => {
        const summary = await reportsApi.dashboardData(url!);
        if (typeof performance.mark === 'function') performance.mark(SUMMARY_DATA_MARK);
        return summary;
      },
      enabled: url !== null,
      staleTime: Infinity,
      retry: 1,
    }),
};
