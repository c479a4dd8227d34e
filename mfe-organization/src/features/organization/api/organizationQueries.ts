import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { camerasQueries, devicesApi, organizationsApi, shellQueries, snapshotsQueries } from 'shared-core';
import type { OwnCamera } from '../state/permissions';

const all = ['organization'] as const;

/** Query keys and options of the organization area (first segment: the area). */
export const organizationQueries = {
  all,
  /** GET /api/organizations/: the caller's organization or null. */
  mine: () => queryOptions({ queryKey: [...all, 'mine'] as const, queryFn: () => organizationsApi.mine() }),
  /** GET /api/organization-invites/: pending invitations the organization sent. */
  sentInvites: () => queryOptions({ queryKey: [...all, 'sentInvites'] as const, queryFn: () => organizationsApi.sentInvites('pending') }),
  /** GET /api/my-organization-invites/: pending invitations addressed to the caller. */
  myInvites: () => queryOptions({ queryKey: [...all, 'myInvites'] as const, queryFn: () => organizationsApi.myInvites() }),
  /** The caller's own cameras (GET /api/devices/), the ones they can list in a group. */
  ownCameras: () =>
    queryOptions({
      queryKey: [...all, 'ownCameras'] as const,
      queryFn: async (): Promise<OwnCamera[]> =>
        (await devicesApi.list())
          .filter((d) => d.ownership.isOwn)
          .map((d) => ({ ownershipId: d.ownership.id, serial: d.serial, name: d.nickname || d.serial, isActive: d.ownership.isActive })),
    }),
};

/**
 * After a change of the tree: the organization, its invitations, and what depends on group
 * listings elsewhere (cameras and snapshots seen through groups, spec 000 section 6).
 */
export async function refreshAfterGroupChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: all }),
    client.invalidateQueries({ queryKey: camerasQueries.all }),
    client.invalidateQueries({ queryKey: snapshotsQueries.all }),
  ]);
}

/**
 * After joining or leaving an organization, or answering an invitation: also the signed-in
 * user's record (it says whether there is an organization, which shows Data Connect) and the
 * shell's invitation snackbars.
 */
export async function refreshAfterMembershipChange(client: QueryClient): Promise<void> {
  await Promise.all([refreshAfterGroupChange(client), client.invalidateQueries({ queryKey: shellQueries.all })]);
}
