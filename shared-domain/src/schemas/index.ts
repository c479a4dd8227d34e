// Request and response schemas shared by the client and the api-server (one source of truth).
// Only zod and pure analysis code may be imported here: the server loads this entry in Node.
export * from './account';
export * from './snapshot';
export * from './snapshotTags';
export * from './downloads';
export * from './live';
export * from './places';
export * from './analytics';
export * from './reports';
export * from './reportCustomisation';
export * from './sharedReportPrivacy';
export * from './media';
export * from './organizations';
export * from './reseller';
export * from './components';
export * from './dataConnect';
export * from './devices';
export * from './snapshotEdits';
export * from './lazySchema';
