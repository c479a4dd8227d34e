import type { Device, Organization } from 'shared-core';

export { listItem } from 'shared-core/testing';

/** A camera as GET /api/devices/ answers it. */
export function device(serial: string, nickname = ''): Device {
  return {
    serial,
    SoftwareVersionId: '3.2.1',
    ConfigurationId: 'c1',
    AvailableSoftwareUpdates: [],
    AllowedToUpdate: true,
    HardwareVersionInformation: { SD: '1' },
    ProductCode: 'NL',
    ProductCodeDescription: 'Acoustic camera',
    MacAddress: '00:00:00:00:00:01',
    Wifi: 'available',
    Status: 'ONLINE',
    nickname,
    lastSeenOnline: null,
    UpdatedAt: '2026-03-01T00:00:00.000Z',
    WarrantyEndDate: null,
    snapshotCount: 0,
    mostRecentSnapshot: null,
    ownership: { id: 1, isActive: true, pairedAt: '2026-01-01T00:00:00.000Z', unpairedAt: null, isOwn: true, pairedUsers: [] },
    isOrganizationDevice: false,
    organization: null,
  };
}

const group = (id: number, name: string, parentId: number | null, children: number[]) => ({
  id,
  name,
  description: '',
  parentId,
  users: [],
  ownerships: [],
  isRoot: parentId === null,
  canEdit: true,
  children,
});

/** An organization: root Acme, with Plant and its subgroup Hall 2. */
export const ORGANIZATION: Organization = {
  id: 7,
  name: 'Acme',
  features: [],
  groups: [group(1, 'Acme', null, [2]), group(2, 'Plant', 1, [3]), group(3, 'Hall 2', 2, [])],
  groupTree: {
    ...group(1, 'Acme', null, []),
    children: [{ ...group(2, 'Plant', 1, []), children: [{ ...group(3, 'Hall 2', 2, []), children: [] }] }],
  },
};
