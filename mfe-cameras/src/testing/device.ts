import type { Device } from 'shared-core';

/** A camera as GET /api/devices/ answers it, with `patch` applied (test fixture). */
export function device(serial: string, patch: Partial<Device> = {}, ownership: Partial<Device['ownership']> = {}): Device {
  return {
    serial,
    SoftwareVersionId: '3.2.1',
    ConfigurationId: 'CFG-L200-321',
    AvailableSoftwareUpdates: [],
    AllowedToUpdate: true,
    HardwareVersionInformation: { SD: 'HW-2' },
    ProductCode: 'ACX-L200',
    ProductCodeDescription: 'Acoustic imager, compressed-air leaks',
    MacAddress: '00:11:22:33:44:55',
    Wifi: 'available',
    Status: 'ONLINE',
    nickname: '',
    lastSeenOnline: '2026-11-20T10:00:00Z',
    UpdatedAt: '2026-11-20T10:00:00Z',
    WarrantyEndDate: '2027-12-31',
    snapshotCount: 0,
    mostRecentSnapshot: null,
    ownership: { id: 1, isActive: true, pairedAt: '2026-01-01T00:00:00Z', unpairedAt: null, isOwn: true, pairedUsers: [], ...ownership },
    isOrganizationDevice: false,
    organization: null,
    ...patch,
  };
}
