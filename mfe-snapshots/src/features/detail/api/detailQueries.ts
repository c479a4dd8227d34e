import { queryOptions } from '@tanstack/react-query';
import { LIST_CACHE_MS, snapshotEditsApi, snapshotsApi, snapshotsQueries, type SnapshotListQuery } from 'shared-core';

/** Query keys and options of the snapshot detail (first segment: the area). */
export const detailQueries = {
  all: snapshotsQueries.all,
  /** Same keys as the list's pages, so a page the list already read is not read again. */
  lists: () => [...detailQueries.all, 'list'] as const,
  listPage: (query: SnapshotListQuery) =>
    queryOptions({ queryKey: [...detailQueries.lists(), query] as const, queryFn: () => snapshotsApi.list(query), staleTime: LIST_CACHE_MS }),
  detail: (id: number) => queryOptions({ queryKey: [...detailQueries.all, 'detail', id] as const, queryFn: () => snapshotsApi.detail(id), retry: false }),
  /** The heatmap frame at the analysis time. */
  frame: (id: number, timeS: number) =>
    queryOptions({ queryKey: [...detailQueries.all, 'detail', id, 'frame', timeS] as const, queryFn: () => snapshotEditsApi.heatmapFrameAt(id, timeS), staleTime: Infinity }),
  /** The whole recording's envelope at `columns` (the time signal's plot width). */
  signalEnvelope: (id: number, columns: number) =>
    queryOptions({ queryKey: [...detailQueries.all, 'detail', id, 'signal', columns] as const, queryFn: () => snapshotEditsApi.signalEnvelope(id, columns), staleTime: Infinity, retry: false }),
  weather: (id: number, lat: number, lng: number) =>
    queryOptions({ queryKey: [...detailQueries.all, 'detail', id, 'weather', lat, lng] as const, queryFn: () => snapshotEditsApi.weather(id), retry: false }),
  address: (id: number, lat: number, lng: number) =>
    queryOptions({ queryKey: [...detailQueries.all, 'detail', id, 'address', lat, lng] as const, queryFn: () => snapshotEditsApi.address(id), retry: false }),
  attachments: (id: number) => queryOptions({ queryKey: [...detailQueries.all, 'detail', id, 'attachments'] as const, queryFn: () => snapshotEditsApi.attachments(id) }),
};
