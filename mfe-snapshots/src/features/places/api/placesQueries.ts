import { queryOptions } from '@tanstack/react-query';
import { api, LIST_CACHE_MS, placesSchema, snapshotEditsApi, snapshotsQueries } from 'shared-core';

/** Query keys and options of the places dialog (under the area's first segment, so list invalidations reach it). */
export const placesQueries = {
  all: [...snapshotsQueries.all, 'places'] as const,
  /** Clusters and routes of the `days` window back from the newest snapshot (spec 000 section 2). */
  locations: (days: number) =>
    queryOptions({
      queryKey: [...placesQueries.all, days] as const,
      queryFn: () => api.request('locations', { path: `/api/snapshots/locations/?days=${days}`, schema: placesSchema }),
      staleTime: LIST_CACHE_MS,
    }),
  /** A located snapshot's address (GET /api/snapshots/{id}/address/), cached like the detail's. */
  address: (snapshotId: number | undefined) =>
    queryOptions({
      queryKey: [...placesQueries.all, 'address', snapshotId] as const,
      queryFn: () => snapshotEditsApi.address(snapshotId!),
      enabled: snapshotId !== undefined,
      staleTime: Infinity,
      retry: false,
    }),
};
