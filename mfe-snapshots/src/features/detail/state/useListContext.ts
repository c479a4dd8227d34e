import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
// The list's filters module itself: its folder's index brings the list page into the detail's chunks.
import { filtersFromSearch, filtersToSearch, type SnapshotFilters } from '../../list-filters';

/**
 * The list's filters, sort and page, carried in the detail's own query (`#/snapshot/12?tags=x&page=2`)
 * so previous and next follow the list the user came from and a reload keeps them.
 */
export function useListContext(): { filters: SnapshotFilters; page: number; listHref: string; detailHref: (id: number, page: number) => string } {
  const [params] = useSearchParams();
  return useMemo(() => {
    const { filters, page } = filtersFromSearch(params);
    const search = (p: number) => {
      const text = filtersToSearch(filters, p).toString();
      return text ? `?${text}` : '';
    };
    return { filters, page, listHref: `/${search(page)}`, detailHref: (id, p) => `/snapshot/${id}${search(p)}` };
  }, [params]);
}
