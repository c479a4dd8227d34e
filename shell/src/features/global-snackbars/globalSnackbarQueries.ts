import { queryOptions } from '@tanstack/react-query';
import { devicesApi, organizationsApi } from 'shared-core';

/**
 * How often the sources of the global snackbars are read again while a user is signed in. A
 * pairing can end or an update be published at any time, and no live message says so.
 */
export const NOTICE_POLL_MS = 5 * 60_000;

const all = ['shell', 'globalSnackbars'] as const;

/** Query keys and options of the global snackbars (area `shell`). */
export const globalSnackbarQueries = {
  all,
  /** GET /api/my-organization-invites/: pending invitations addressed to the signed-in user. */
  myInvites: () =>
    queryOptions({ queryKey: [...all, 'myInvites'] as const, queryFn: () => organizationsApi.myInvites(), staleTime: NOTICE_POLL_MS }),
  /** GET /api/device-notifications/: camera update available, pairing lost. */
  deviceNotifications: () =>
    queryOptions({ queryKey: [...all, 'deviceNotifications'] as const, queryFn: () => devicesApi.notifications(), staleTime: NOTICE_POLL_MS }),
};
