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
  /** How many of the account's cameras have a wireless module (the first-snapshot guide's way of upload). */
  wireless?: Wireless;
}

/** All, some or none of the account's cameras upload by themselves over a wireless network. */
export type Wireless = 'all' | 'some' | 'none';

/** Which of `devices` have a wireless module (`Wifi` empty: none); undefined without devices. */
export function wirelessOf(devices: readonly { Wifi: string }[]): Wireless | undefined {
  if (devices.length === 0) return undefined;
  const count = devices.filter((d) => d.Wifi.trim() !== '').length;
  return count === devices.length ? 'all' : count === 0 ? 'none' : 'some';
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
    wireless: devices.data ? wirelessOf(devices.data) : undefined,
  };
}
