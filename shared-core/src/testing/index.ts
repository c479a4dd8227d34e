// Test helpers for packages that use shared-core.
export { makeToken } from './makeToken';
export { listItem } from './listItem';
export { snapshotDetail } from './snapshotDetail';
export { rejectionOf } from './rejectionOf';
export { taskRecord } from './taskRecord';
