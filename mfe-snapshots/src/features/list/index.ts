export { SnapshotListPage as default } from './SnapshotListPage';
