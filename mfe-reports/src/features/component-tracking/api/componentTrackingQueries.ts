import { queryOptions } from '@tanstack/react-query';
import { componentQueries, snapshotsApi, type ComponentKind } from 'shared-core';

/** Snapshots the picker offers per search: the newest that match. */
export const PICKER_PAGE_SIZE = 30;

/**
 * Query keys and options of the component pages beyond the components themselves (shared-core's
 * `componentQueries`, which the snapshots area reads too). Under `componentQueries.all`, so a
 * created or deleted component reads them again.
 */
export const componentTrackingQueries = {
  /** A snapshot's detail for its card in a component. */
  snapshot: (id: number) => queryOptions({ queryKey: [...componentQueries.all, 'snapshot', id] as const, queryFn: () => snapshotsApi.detail(id), staleTime: 60_000 }),
  /** The picker's offer: the newest snapshots, of `kind` when set, whose label matches `search` when set. */
  picker: (search: string, kind: ComponentKind | null) =>
    queryOptions({
      queryKey: [...componentQueries.all, 'picker', search, kind] as const,
      queryFn: () => snapshotsApi.list({ page_size: PICKER_PAGE_SIZE, ...(search ? { label: search } : {}), ...(kind ? { type: kind } : {}) }),
      staleTime: 30_000,
    }),
};
