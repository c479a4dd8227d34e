import type { Device } from 'shared-domain/schemas';
import type { Queryable } from '../db/Database';
import { findDeviceEntry, type DeviceEntryRow } from '../db/devices';
import { availableUpdates, softwareCatalogue, type SoftwareVersionRow } from '../db/devicesUpdates';
import type { UserRow } from '../db/users';
import { ApiError, notFound } from '../http/errors';

/** Shared pieces of the camera routes: serialization, lookup and the demo rule. */

/** A camera entry in the answer shape (spec 001 section 3 "Camera (device)"). */
export function toDevice(row: DeviceEntryRow, catalogue: ReadonlyMap<string, SoftwareVersionRow[]>): Device {
  return {
    serial: row.serial,
    SoftwareVersionId: row.software_version,
    ConfigurationId: row.configuration_id,
    AvailableSoftwareUpdates: availableUpdates(catalogue.get(row.product_code), row.software_version),
    AllowedToUpdate: row.allowed_to_update,
    HardwareVersionInformation: { SD: row.hardware_sd },
    ProductCode: row.product_code,
    ProductCodeDescription: row.product_description,
    MacAddress: row.mac_address,
    Wifi: row.wifi,
    Status: row.status,
    nickname: row.nickname,
    lastSeenOnline: row.last_seen_online ? row.last_seen_online.toISOString() : null,
    UpdatedAt: row.updated_at.toISOString(),
    WarrantyEndDate: row.warranty_end_date,
    snapshotCount: row.snapshot_count,
    mostRecentSnapshot:
      row.recent_id !== null ? { id: row.recent_id, label: row.recent_label ?? '', created_date: row.recent_created_date!.toISOString() } : null,
    ownership: {
      id: row.ownership_id,
      isActive: row.ownership_active,
      pairedAt: row.paired_at.toISOString(),
      unpairedAt: row.unpaired_at ? row.unpaired_at.toISOString() : null,
      isOwn: row.is_own,
      pairedUsers: [{ id: row.owner_id, username: row.owner_username }],
    },
    isOrganizationDevice: row.organization_id !== null,
    organization: row.organization_id !== null ? { id: row.organization_id, name: row.organization_name ?? '' } : null,
  };
}

/** Serializes entries with one catalogue read. */
export async function toDevices(db: Queryable, rows: readonly DeviceEntryRow[]): Promise<Device[]> {
  const catalogue = await softwareCatalogue(
    db,
    rows.map((r) => r.product_code),
  );
  return rows.map((r) => toDevice(r, catalogue));
}

/** The user's entry of a camera; 404 (as for a missing serial) when the user cannot see it. */
export async function requireDeviceEntry(db: Queryable, userId: number, serial: string): Promise<DeviceEntryRow> {
  const entry = await findDeviceEntry(db, userId, serial);
  if (!entry) throw notFound();
  return entry;
}

/**
 * The entry of a camera the user sees through an active pairing (their own or an organization
 * group's): changes need one. Only a pairing the user ended themselves answers 409.
 */
export async function requireActiveDeviceEntry(db: Queryable, userId: number, serial: string): Promise<DeviceEntryRow> {
  const entry = await requireDeviceEntry(db, userId, serial);
  if (!entry.ownership_active) throw new ApiError(409, { detail: 'This camera is no longer paired to you. Pair it again first.' });
  return entry;
}

/**
 * Demo accounts are shared by everyone who tries the product, so their cameras stay as seeded
 * (the same rule as the other demo restrictions of spec 000 section 6, enforced on the server).
 * The answer is 409 with code `demoUser` (and the message on `field` when a form field caused
 * it), not 403: the viewer ends the session on any 403 (spec 001 section 8), and the demo user
 * must see why instead of being signed out.
 */
export function refuseDemo(user: UserRow, what: string, extra: Record<string, unknown> = {}, field?: string): void {
  if (!user.is_demo) return;
  const message = `Demo users cannot ${what}.`;
  throw new ApiError(409, { detail: message, code: 'demoUser', ...(field ? { [field]: [message] } : {}), ...extra });
}
