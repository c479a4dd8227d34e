import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { snapshotSelectionAtom, snapshotsApi, type SnapshotListQuery } from 'shared-core';

/** Most snapshots one report takes (the report data limit). */
export const REPORT_MAX_SNAPSHOTS = 2000;

/**
 * What the reports menu works on: the list's selection, or, when nothing is selected, the
 * snapshot list as filtered now (the list keeps its filters in the URL's query on `/`; elsewhere
 * the unfiltered list).
 */
export interface ReportScope {
  source: 'selection' | 'filtered';
  /** Snapshots in scope, or null while counting. */
  count: number | null;
  /** The ids in scope (the filtered list is read when asked). */
  loadIds: () => Promise<number[]>;
}

/** The list query of the current URL (page and page size left out). */
export function listQueryFromSearch(pathname: string, search: string): SnapshotListQuery {
  if (pathname !== '/') return {};
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('page_size');
  return Object.fromEntries(params.entries()) as SnapshotListQuery;
}

export function useReportScope(enabled: boolean): ReportScope {
  const selection = useAtomValue(snapshotSelectionAtom);
  const { pathname, search } = useLocation();
  const query = listQueryFromSearch(pathname, search);
  const counted = useQuery({
    queryKey: ['reports', 'scopeCount', query],
    queryFn: () => snapshotsApi.list({ ...query, page_size: 1 }),
    enabled: enabled && selection.length === 0,
    staleTime: 30_000,
  });
  if (selection.length > 0) return { source: 'selection', count: selection.length, loadIds: async () => [...selection] };
  return {
    source: 'filtered',
    count: counted.data?.count ?? null,
    loadIds: async () => (await snapshotsApi.list({ ...query, page_size: REPORT_MAX_SNAPSHOTS })).results.map((s) => s.id),
  };
}
