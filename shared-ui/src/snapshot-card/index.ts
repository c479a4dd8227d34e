export { SnapshotCard } from './SnapshotCard';
