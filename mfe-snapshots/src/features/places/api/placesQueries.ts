import { queryOptions } from '@tanstack/react-query';
import { api, LIST_CACHE_MS, placesSchema } from 'shared-core';

/** Query keys and options of the places dialog (under the area's first segment, so list invalidations reach it). */
export const placesQueries = {
  all: ['snapshots', 'places'] as const,
  /** Clusters and routes of the `days` window back from the newest snapshot (spec 000 section 2). */
  locations: (days: number) =>
    queryOptions({
      queryKey: [...placesQueries.all, days] as const,
      queryFn: () => api.request('locations', { path: `/api/snapshots/locations/?days=${days}`, schema: placesSchema }),
      staleTime: LIST_CACHE_MS,
    }),
};
