import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LIST_CACHE_MS, snapshotsApi, type SnapshotListQuery } from 'shared-core';

/** Query keys and options of the snapshots area (first segment: the area). */
export const snapshotQueries = {
  all: ['snapshots'] as const,
  lists: () => [...snapshotQueries.all, 'list'] as const,
  /** One page of the filtered, sorted list; kept 1 minute (spec 000 section 4, list cache). */
  list: (query: SnapshotListQuery) =>
    queryOptions({
      queryKey: [...snapshotQueries.lists(), query] as const,
      queryFn: () => snapshotsApi.list(query),
      staleTime: LIST_CACHE_MS,
      placeholderData: keepPreviousData,
    }),
};
