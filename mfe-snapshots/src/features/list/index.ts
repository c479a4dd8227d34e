export { SnapshotListPage, type PlacesSlotProps } from './SnapshotListPage';
