export { SnapshotListPage, type PlacesSlotProps } from './SnapshotListPage';
export { filtersFromSearch, filtersToSearch, toListQuery, type SnapshotFilters } from './state/filters';
