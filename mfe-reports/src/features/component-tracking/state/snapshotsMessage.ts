import { ApiError } from 'shared-core';

/**
 * The server's own reason for refusing a component's snapshots (400 `{snapshots: [...]}`: of
 * several types, of another type than the component's, not visible), when it sent one. The picker
 * refuses a mix before sending; this covers what only the server knows.
 */
export const snapshotsMessage = (error: unknown): string | undefined => (error instanceof ApiError ? error.fields.snapshots?.[0] : undefined);
