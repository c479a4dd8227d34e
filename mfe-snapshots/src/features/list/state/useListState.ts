import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyFilterChange, filtersFromSearch, filtersToSearch, type SnapshotFilters } from '../../list-filters';

/** Filters and page of the list, kept in the URL's query (shareable; survives a reload). */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => filtersFromSearch(params), [params]);

  /** Changes filters (with type exclusivity) and goes back to the first page. */
  const setFilters = useCallback(
    (patch: Partial<SnapshotFilters>) => setParams(filtersToSearch(applyFilterChange(filters, patch), 0)),
    [filters, setParams],
  );
  const setPage = useCallback((next: number) => setParams(filtersToSearch(filters, next)), [filters, setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, page, setFilters, setPage, reset };
}
