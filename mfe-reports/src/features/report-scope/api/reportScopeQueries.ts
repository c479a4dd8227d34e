import { queryOptions } from '@tanstack/react-query';
import { snapshotsApi, type SnapshotListQuery } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** Query keys and options of the report scope (area `reports`). */
export const reportScopeQueries = {
  /** How many snapshots the filtered list holds (the count of a one-row page of it). */
  count: (query: SnapshotListQuery) =>
    queryOptions({ queryKey: [...reportsQueries.all, 'scopeCount', query] as const, queryFn: () => snapshotsApi.list({ ...query, page_size: 1 }), staleTime: 30_000 }),
};
