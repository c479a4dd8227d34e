export { SnapshotListPage, type PlacesSlotProps } from './SnapshotListPage';
export { BULK_DIALOG_IDS, type BulkDialogId, type BulkDialogProps, type BulkDialogs } from './state/bulkDialogs';
