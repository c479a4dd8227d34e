import { queryOptions } from '@tanstack/react-query';
import { organizationsApi, shellQueries } from 'shared-core';

/**
 * How often the sources of the global snackbars are read again while a user is signed in. A
 * pairing can end or an update be published at any time, and no live message says so.
 */
export const NOTICE_POLL_MS = 5 * 60_000;

const all = [...shellQueries.all, 'globalSnackbars'] as const;

/**
 * Query keys and options of the global snackbars (area `shell`). The camera notices (update
 * available, pairing lost) read shared-core's `camerasQueries.notifications()`: the same query,
 * and so the same answer, as the cameras area's dot.
 */
export const globalSnackbarQueries = {
  all,
  /** GET /api/my-organization-invites/: pending invitations addressed to the signed-in user. */
  myInvites: () =>
    queryOptions({ queryKey: [...all, 'myInvites'] as const, queryFn: () => organizationsApi.myInvites(), staleTime: NOTICE_POLL_MS }),
};
