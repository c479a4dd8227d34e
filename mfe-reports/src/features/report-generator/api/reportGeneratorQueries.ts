import { queryOptions } from '@tanstack/react-query';
import { videoApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** Query keys and options of the report generator (area `reports`). */
export const reportGeneratorQueries = {
  /** The PDF export's job record, read every 2 s until it succeeded or failed (the live channel may not be connected). */
  exportJob: (taskId: string | null) =>
    queryOptions({
      queryKey: [...reportsQueries.all, 'exportJob', taskId] as const,
      queryFn: () => videoApi.task(taskId!),
      enabled: taskId !== null,
      refetchInterval: (query) => (query.state.data && ['succeeded', 'failed'].includes(query.state.data.state) ? false : 2000),
    }),
};
