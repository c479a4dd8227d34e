import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isOrganizationMember, shellQueries } from 'shared-core';
import { cameraOptions, groupOptions, type FilterOption } from '../state/filterOptions';
import { snapshotQueries } from './snapshotQueries';

/** The choices of the list's camera and group filters, and whether the user has any camera. */
export interface FilterChoices {
  cameras: FilterOption[];
  camerasLoading: boolean;
  /** Undefined when the user belongs to no organization: the groups filter is not shown then. */
  groups?: FilterOption[];
  groupsLoading: boolean;
  /** Whether the account has a camera; undefined while unknown (loading or failed). */
  hasDevices?: boolean;
}

/**
 * Reads the user's cameras and, for members of an organization (`/api/me/` says so), the
 * organization's groups (spec 000 section 2: groups only for organization users).
 */
export function useFilterOptions(): FilterChoices {
  const me = useQuery(shellQueries.me());
  const member = isOrganizationMember(me.data);
  const devices = useQuery(snapshotQueries.devices());
  const organization = useQuery({ ...snapshotQueries.organization(), enabled: member });
  const cameras = useMemo(() => cameraOptions(devices.data ?? []), [devices.data]);
  const groups = useMemo(() => (organization.data ? groupOptions(organization.data) : []), [organization.data]);
  return {
    cameras,
    camerasLoading: devices.isPending,
    groups: member ? groups : undefined,
    groupsLoading: member && organization.isPending,
    hasDevices: devices.data ? devices.data.length > 0 : undefined,
  };
}
