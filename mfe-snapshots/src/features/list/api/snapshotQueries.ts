import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LIST_CACHE_MS, listCache, snapshotPageSchema, snapshotsApi, type SnapshotListQuery } from 'shared-core';

/** Query keys and options of the snapshots area (first segment: the area). */
export const snapshotQueries = {
  all: ['snapshots'] as const,
  lists: () => [...snapshotQueries.all, 'list'] as const,
  /**
   * One page of the filtered, sorted list (spec 000 section 4): an answer saved in the last
   * minute (shared-core's list cache: web only, per user, small answers only) shows first, then
   * the server's answer replaces it. The cached entry counts as stale so the fetch always runs;
   * in memory the answer is kept 1 minute.
   */
  list: (query: SnapshotListQuery) => {
    const queryKey = [...snapshotQueries.lists(), query] as const;
    return queryOptions({
      queryKey,
      queryFn: async () => {
        const page = await snapshotsApi.list(query);
        listCache.write(queryKey, page);
        return page;
      },
      initialData: () => listCache.read(queryKey, snapshotPageSchema)?.data,
      initialDataUpdatedAt: 0,
      staleTime: LIST_CACHE_MS,
      placeholderData: keepPreviousData,
    });
  },
};
