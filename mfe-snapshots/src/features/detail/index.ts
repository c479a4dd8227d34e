export { SnapshotDetailPage as default } from './SnapshotDetailPage';
