import { queryOptions } from '@tanstack/react-query';
import { EXCEL_POLL_MS, reportsApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** Query keys and options of the Excel export (area `reports`). */
export const excelQueries = {
  all: [...reportsQueries.all, 'excel'] as const,
  /** The workbook task's state, polled every 4 s until it is no longer pending. */
  poll: (executionId: string | null) =>
    queryOptions({
      queryKey: [...excelQueries.all, executionId] as const,
      queryFn: () => reportsApi.pollExcel(executionId!),
      enabled: executionId !== null,
      refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : EXCEL_POLL_MS),
    }),
};
