import type { Database } from '../db/Database';
import {
  addGroupOwnership,
  addGroupUser,
  ensureGroup,
  ensureOrganization,
  ensureOwnership,
  upsertDevice,
  type DeviceRow,
  type OwnershipRow,
} from '../db/snapshotsDevices';
import { findUserByUsername } from '../db/users';
import { seedDevicesCatalog } from './devicesCatalog';
import { createRng, hashSeed } from '../engine';

/**
 * Demo cameras, their pairings and the demo organization (see README "Seed data").
 *
 * - engineer: three cameras of their own, and membership of the "Field Services" subgroup of
 *   Northwind Utilities, so they also see that group's camera (NWU30103) and its snapshots.
 * - orgadmin: three cameras, all listed in Northwind Utilities: NWU30101 and NWU30102 in the root
 *   group, NWU30103 in the Field Services subgroup; orgadmin is a member of the root group and so
 *   sees all three.
 * - demo and staff: two cameras each. reseller and newcomer: none (the "no devices" help card).
 */

/** Device analysis types a camera records. */
export type SeedAnalysisType = 'A1' | 'A2' | 'E1' | 'E2' | 'E3' | 'M1' | 'L1';

/** One demo camera. */
export interface SeedCamera {
  serial: string;
  owner: string;
  nickname: string;
  productCode: string;
  productDescription: string;
  softwareVersion: string;
  micRevision: string;
  isSi2: boolean;
  /** What the camera records, in the proportions it records them. */
  analysisTypes: readonly SeedAnalysisType[];
  /** Group of the demo organization the camera's pairing is listed in. */
  group?: 'root' | 'fieldServices';
  pairedAt: string;
}

/** Name of the demo organization. */
export const SEED_ORGANIZATION = 'Northwind Utilities';
/** Its groups: the root and one subgroup. */
export const SEED_GROUPS = { root: 'Northwind Utilities', fieldServices: 'Field Services' } as const;

const LEAK = 'ACX-L200';
const PRO = 'ACX-P400';
const SI2 = 'ACX-S500';

const PRODUCTS: Record<string, string> = {
  [LEAK]: 'Acoustic imager, compressed-air leaks',
  [PRO]: 'Acoustic imager, partial discharge and mechanical',
  [SI2]: 'Acoustic imager with SI2 microphone, gas leaks and partial discharge',
};

/** The demo cameras, in the order they are created (which fixes their ids on an empty database). */
export const SEED_CAMERAS: readonly SeedCamera[] = [
  { serial: 'NLC21004', owner: 'engineer', nickname: 'Compressor survey', productCode: LEAK, productDescription: PRODUCTS[LEAK]!, softwareVersion: '3.2.1', micRevision: '1.0.1', isSi2: false, analysisTypes: ['A1', 'A1', 'A1', 'L1'], pairedAt: '2026-03-02T09:00:00Z' },
  { serial: 'NLC21017', owner: 'engineer', nickname: 'Gas and HV', productCode: SI2, productDescription: PRODUCTS[SI2]!, softwareVersion: '3.4.0', micRevision: 'SI2', isSi2: true, analysisTypes: ['A2', 'E1', 'E2'], pairedAt: '2026-04-14T09:00:00Z' },
  { serial: 'NLC21033', owner: 'engineer', nickname: 'Substation and motors', productCode: PRO, productDescription: PRODUCTS[PRO]!, softwareVersion: '2.9.5', micRevision: '1.0.1', isSi2: false, analysisTypes: ['E3', 'M1'], pairedAt: '2026-05-20T09:00:00Z' },
  { serial: 'NWU30101', owner: 'orgadmin', nickname: 'Northwind Harbour', productCode: SI2, productDescription: PRODUCTS[SI2]!, softwareVersion: '3.4.0', micRevision: 'SI2', isSi2: true, analysisTypes: ['A1', 'A2', 'L1'], group: 'root', pairedAt: '2026-02-10T09:00:00Z' },
  { serial: 'NWU30102', owner: 'orgadmin', nickname: 'Northwind Grid', productCode: PRO, productDescription: PRODUCTS[PRO]!, softwareVersion: '3.2.1', micRevision: '1.0.1', isSi2: false, analysisTypes: ['E1', 'E2', 'E3'], group: 'root', pairedAt: '2026-02-10T09:30:00Z' },
  { serial: 'NWU30103', owner: 'orgadmin', nickname: 'Field Services kit', productCode: PRO, productDescription: PRODUCTS[PRO]!, softwareVersion: '3.3.2', micRevision: '1.0.2', isSi2: false, analysisTypes: ['A1', 'M1'], group: 'fieldServices', pairedAt: '2026-06-01T09:00:00Z' },
  { serial: 'DEMO0001', owner: 'demo', nickname: 'Demo gas camera', productCode: SI2, productDescription: PRODUCTS[SI2]!, softwareVersion: '3.4.0', micRevision: 'SI2', isSi2: true, analysisTypes: ['A1', 'A2', 'L1'], pairedAt: '2026-01-05T09:00:00Z' },
  { serial: 'DEMO0002', owner: 'demo', nickname: 'Demo HV camera', productCode: PRO, productDescription: PRODUCTS[PRO]!, softwareVersion: '3.2.1', micRevision: '1.0.1', isSi2: false, analysisTypes: ['E1', 'E3', 'M1'], pairedAt: '2026-01-05T09:30:00Z' },
  { serial: 'STF40001', owner: 'staff', nickname: 'Lab reference', productCode: SI2, productDescription: PRODUCTS[SI2]!, softwareVersion: '3.4.0', micRevision: 'SI2', isSi2: true, analysisTypes: ['A1', 'A2'], pairedAt: '2025-11-20T09:00:00Z' },
  { serial: 'STF40002', owner: 'staff', nickname: 'Lab HV and motors', productCode: PRO, productDescription: PRODUCTS[PRO]!, softwareVersion: '3.3.2', micRevision: '1.0.2', isSi2: false, analysisTypes: ['E1', 'E2', 'M1', 'L1'], pairedAt: '2025-11-20T09:30:00Z' },
];

/** A seeded camera with its database ids. */
export interface SeededCamera extends SeedCamera {
  device: DeviceRow;
  ownership: OwnershipRow;
  userId: number;
}

function base32Secret(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const rng = createRng(hashSeed('totp', seed));
  return Array.from({ length: 32 }, () => alphabet[rng.int(32)]).join('');
}

function macAddress(seed: string): string {
  const rng = createRng(hashSeed('mac', seed));
  return ['70', 'B3', 'D5', ...Array.from({ length: 3 }, () => rng.int(256).toString(16).toUpperCase().padStart(2, '0'))].join(':');
}

/**
 * Creates the demo cameras, pairings and organization (idempotent: existing rows are kept).
 * Cameras of users that do not exist are skipped.
 * @returns the seeded cameras with their ids, in {@link SEED_CAMERAS} order
 */
export async function seedDevices(db: Database): Promise<SeededCamera[]> {
  const out: SeededCamera[] = [];
  const users = new Map<string, number>();
  for (const name of new Set(SEED_CAMERAS.map((c) => c.owner).concat(['engineer', 'orgadmin']))) {
    const user = await findUserByUsername(db, name);
    if (user) users.set(name, user.id);
  }
  for (const camera of SEED_CAMERAS) {
    const userId = users.get(camera.owner);
    if (userId === undefined) continue;
    const device = await upsertDevice(db, {
      serial: camera.serial,
      product_code: camera.productCode,
      product_description: camera.productDescription,
      nickname: camera.nickname,
      software_version: camera.softwareVersion,
      configuration_id: `CFG-${camera.productCode.slice(4)}-${camera.softwareVersion.replaceAll('.', '')}`,
      hardware_sd: '32GB',
      mac_address: macAddress(camera.serial),
      wifi: 'available',
      status: camera.owner === 'demo' ? 'ONLINE' : 'OFFLINE',
      last_seen_online: '2026-11-13T15:42:00Z',
      warranty_end_date: `${Number(camera.pairedAt.slice(0, 4)) + 2}${camera.pairedAt.slice(4, 10)}`,
      mic_revision: camera.micRevision,
      is_si2: camera.isSi2,
      allowed_to_update: true,
      totp_secret: base32Secret(camera.serial),
    });
    const ownership = await ensureOwnership(db, device.id, userId, camera.pairedAt);
    out.push({ ...camera, device, ownership, userId });
  }

  const orgadmin = users.get('orgadmin');
  if (orgadmin !== undefined) {
    const organizationId = await ensureOrganization(db, SEED_ORGANIZATION);
    const root = await ensureGroup(db, { organizationId, parentId: null, name: SEED_GROUPS.root, description: 'All Northwind sites' });
    const fieldServices = await ensureGroup(db, {
      organizationId,
      parentId: root,
      name: SEED_GROUPS.fieldServices,
      description: 'Mobile inspection crew',
    });
    await addGroupUser(db, root, orgadmin);
    const engineer = users.get('engineer');
    if (engineer !== undefined) await addGroupUser(db, fieldServices, engineer);
    for (const camera of out) {
      if (camera.group) await addGroupOwnership(db, camera.group === 'root' ? root : fieldServices, camera.ownership.id);
    }
  }
  // Software catalogue and cameras paired to nobody (pairing dialog), see ./devicesCatalog.ts.
  await seedDevicesCatalog(db, users, (c) => ({
    serial: c.serial,
    product_code: c.productCode,
    product_description: c.description,
    nickname: '',
    software_version: c.version,
    configuration_id: `CFG-${c.productCode.slice(4)}-${c.version.replaceAll('.', '')}`,
    hardware_sd: '32GB',
    mac_address: macAddress(c.serial),
    wifi: c.wifi,
    status: 'OFFLINE',
    last_seen_online: null,
    warranty_end_date: '2028-01-31',
    mic_revision: c.productCode === SI2 ? 'SI2' : '1.0.1',
    is_si2: c.productCode === SI2,
    allowed_to_update: true,
    totp_secret: base32Secret(c.serial),
  }));
  return out;
}
