import { useQueries, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from 'shared-core';
// The list's filters module itself: its folder's index brings the list page into the detail's chunks.
import { toListQuery, type SnapshotFilters } from '../../list-filters';
import { detailQueries } from '../api/detailQueries';
import { neighboursOf, pagesAround, type Neighbours } from './neighbours';

/**
 * Previous and next of a snapshot in the list it was opened from: reads the list page the
 * snapshot was on and the pages around it with the same filters and sort (desktop page size,
 * as the page number in the URL counts desktop pages), so the buttons cross page boundaries.
 */
export function useNeighbours(id: number, filters: SnapshotFilters, page: number): Neighbours & { loading: boolean } {
  const pageSize = PAGE_SIZE.desktop;
  const current = useQuery(detailQueries.listPage(toListQuery(filters, page, pageSize)));
  const lastPage = current.data ? Math.max(0, Math.ceil(current.data.count / pageSize) - 1) : page;
  const wanted = current.data ? pagesAround(page, lastPage) : [];
  const pages = useQueries({
    queries: wanted.map((p) => detailQueries.listPage(toListQuery(filters, p, pageSize))),
  });
  const loaded = wanted.flatMap((p, i) => {
    const data = pages[i]?.data;
    return data ? [{ page: p, ids: data.results.map((s) => s.id) }] : [];
  });
  return { ...neighboursOf(id, loaded), loading: current.isPending || pages.some((q) => q.isPending) };
}
