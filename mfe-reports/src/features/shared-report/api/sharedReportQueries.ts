import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** Query keys and options of the public shared report page (area `reports`). */
export const sharedReportQueries = {
  /** The shared link's report (or that it expired): asked once, no retry. */
  report: (uuid: string) => queryOptions({ queryKey: [...reportsQueries.all, 'shared', uuid] as const, queryFn: () => reportsApi.shared(uuid), retry: false, staleTime: 60_000 }),
};
