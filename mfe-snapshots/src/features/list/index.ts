export { SnapshotListPage, type PlacesSlotProps } from './SnapshotListPage';
export { filtersFromSearch, filtersToSearch, toListQuery, type SnapshotFilters } from './state/filters';
export { BULK_DIALOG_IDS, type BulkDialogId, type BulkDialogProps, type BulkDialogs } from './state/bulkDialogs';
