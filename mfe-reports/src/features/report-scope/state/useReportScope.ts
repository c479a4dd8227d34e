import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { SNAPSHOT_PAGE_SIZE_MAX, snapshotSelectionAtom, snapshotsApi, type SnapshotListQuery } from 'shared-core';
import { reportScopeQueries } from '../api/reportScopeQueries';

/**
 * What the reports menu and the dialogs it opens work on: the list's selection, or, when nothing
 * is selected, the snapshot list as filtered now (the list keeps its filters in the URL's query
 * on `/`; elsewhere the unfiltered list).
 */
export interface ReportScope {
  source: 'selection' | 'filtered';
  /** Snapshots in scope, or null while counting. */
  count: number | null;
  /** The first `max` ids in scope, in the list's order (the filtered list is read when asked). */
  loadIds: (max: number) => Promise<number[]>;
}

/** The list query of the current URL (page and page size left out). */
export function listQueryFromSearch(pathname: string, search: string): SnapshotListQuery {
  if (pathname !== '/') return {};
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('page_size');
  return Object.fromEntries(params.entries()) as SnapshotListQuery;
}

/**
 * The first `max` ids of the filtered list, read in pages of the list's largest page size (a
 * survey of more snapshots than one page holds is read page by page).
 */
export async function filteredIds(query: SnapshotListQuery, max: number, pageSize = SNAPSHOT_PAGE_SIZE_MAX): Promise<number[]> {
  const idsOf = (page: { results: { id: number }[] }) => page.results.map((s) => s.id);
  if (max <= pageSize) return idsOf(await snapshotsApi.list({ ...query, page_size: max }));
  const ids: number[] = [];
  for (let page = 0; ids.length < max; page += 1) {
    const next = idsOf(await snapshotsApi.list({ ...query, page, page_size: pageSize }));
    ids.push(...next);
    if (next.length < pageSize) break;
  }
  return ids.slice(0, max);
}

export function useReportScope(enabled: boolean): ReportScope {
  const selection = useAtomValue(snapshotSelectionAtom);
  const { pathname, search } = useLocation();
  const query = listQueryFromSearch(pathname, search);
  const counted = useQuery({ ...reportScopeQueries.count(query), enabled: enabled && selection.length === 0 });
  if (selection.length > 0) return { source: 'selection', count: selection.length, loadIds: async (max) => selection.slice(0, max) };
  return { source: 'filtered', count: counted.data?.count ?? null, loadIds: (max) => filteredIds(query, max) };
}

/** Translates a key of the reports namespace (i18next's `t` fits). */
type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * The scope line of the menu and its dialogs ("Filtered list: 20,101 snapshots", numbers in the
 * user's language); with `max`, and when the scope holds more, it says that only the first `max`
 * are taken.
 */
export function scopeText(t: Translate, language: string, scope: ReportScope, max?: number): string {
  if (scope.count === null) return t('menu.counting', {});
  const number = new Intl.NumberFormat(language);
  const line = t(scope.source === 'selection' ? 'menu.scopeSelection' : 'menu.scopeFiltered', { n: number.format(scope.count) });
  return max !== undefined && scope.count > max ? `${line} ${t('menu.firstOnly', { max: number.format(max) })}` : line;
}
