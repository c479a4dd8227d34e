import type { Queryable } from './Database';

/**
 * Cameras (devices), their pairings (ownerships) and the organization tables, as far as the
 * snapshot area needs them: inserting seed data and deciding which pairings a user sees.
 */

/** A row of `devices` (the TOTP secret included; never send it to a client). */
export interface DeviceRow {
  id: number;
  serial: string;
  product_code: string;
  product_description: string;
  nickname: string;
  software_version: string;
  configuration_id: string;
  hardware_sd: string;
  mac_address: string;
  wifi: string;
  status: string;
  last_seen_online: Date | null;
  warranty_end_date: string | null;
  mic_revision: string;
  is_si2: boolean;
  allowed_to_update: boolean;
  totp_secret: string;
  created_at: Date;
  updated_at: Date;
}

/** The fields needed to create a device. */
export type NewDevice = Omit<DeviceRow, 'id' | 'created_at' | 'updated_at' | 'last_seen_online' | 'warranty_end_date'> & {
  last_seen_online: string | null;
  warranty_end_date: string | null;
};

/** A row of `ownerships`. */
export interface OwnershipRow {
  id: number;
  device_id: number;
  user_id: number;
  active: boolean;
  paired_at: Date;
  unpaired_at: Date | null;
}

/**
 * SQL condition on a pairing of the user's own (table alias `o`) whose snapshots the user keeps:
 * an active one, or one the user ended by removing the camera (the card stays as
 * inactive and the snapshots taken while it was paired stay). A snapshot belongs to the pairing it
 * was taken under and new snapshots only ever go to an active pairing, so this shows exactly the
 * user's pairing period: whatever the camera sends after the removal, to anyone, is not shown. A
 * pairing that ended without the user (`lost`: the camera was reset or paired elsewhere) stays
 * hidden.
 */
export const keptOwnPairing = (o: string): string => `(${o}.active OR ${o}.unpaired_reason = 'removed')`;

/**
 * SQL of two common table expressions for user `$<userParam>`:
 * - `my_groups(id)`: the groups the user belongs to and all their descendants;
 * - `visible_ownerships(id)`: pairings whose snapshots the user sees: the user's own active or
 *   removed pairings ({@link keptOwnPairing}), and active pairings listed in one of `my_groups`
 *   (spec 000 section 6: "actively paired if active and paired to the user directly or through a
 *   group the user belongs to, including ancestors": a camera's group or any of its ancestors has
 *   the user as a member).
 * Use as `WITH RECURSIVE ${visibilityCtes(1)} SELECT ...`.
 */
export function visibilityCtes(userParam: number): string {
  return `my_groups(id) AS (
      SELECT group_id FROM group_users WHERE user_id = $${userParam}
      UNION
      SELECT g.id FROM groups g JOIN my_groups m ON g.parent_id = m.id
    ),
    visible_ownerships(id) AS (
      SELECT o.id FROM ownerships o WHERE o.user_id = $${userParam} AND ${keptOwnPairing('o')}
      UNION
      SELECT o.id FROM ownerships o
        JOIN group_ownerships go ON go.ownership_id = o.id
        JOIN my_groups mg ON mg.id = go.group_id
      WHERE o.active
    )`;
}

/** Ids of the pairings a user sees (see {@link visibilityCtes}), ascending. */
export async function visibleOwnershipIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE ${visibilityCtes(1)} SELECT id FROM visible_ownerships ORDER BY id`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** Finds a device by serial. */
export async function findDeviceBySerial(db: Queryable, serial: string): Promise<DeviceRow | undefined> {
  const { rows } = await db.query<DeviceRow>('SELECT * FROM devices WHERE serial = $1', [serial]);
  return rows[0];
}

/** Inserts a device unless the serial exists; returns the (new or existing) row. */
export async function upsertDevice(db: Queryable, d: NewDevice): Promise<DeviceRow> {
  await db.query(
    `INSERT INTO devices (serial, product_code, product_description, nickname, software_version, configuration_id,
       hardware_sd, mac_address, wifi, status, last_seen_online, warranty_end_date, mic_revision, is_si2,
       allowed_to_update, totp_secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (serial) DO NOTHING`,
    [
      d.serial,
      d.product_code,
      d.product_description,
      d.nickname,
      d.software_version,
      d.configuration_id,
      d.hardware_sd,
      d.mac_address,
      d.wifi,
      d.status,
      d.last_seen_online,
      d.warranty_end_date,
      d.mic_revision,
      d.is_si2,
      d.allowed_to_update,
      d.totp_secret,
    ],
  );
  return (await findDeviceBySerial(db, d.serial))!;
}

/** The active pairing of a device, if any. */
export async function activeOwnershipOfDevice(db: Queryable, deviceId: number): Promise<OwnershipRow | undefined> {
  const { rows } = await db.query<OwnershipRow>('SELECT * FROM ownerships WHERE device_id = $1 AND active', [deviceId]);
  return rows[0];
}

/** Pairs a device to a user unless it already has an active pairing; returns the active pairing. */
export async function ensureOwnership(db: Queryable, deviceId: number, userId: number, pairedAt: string): Promise<OwnershipRow> {
  const existing = await activeOwnershipOfDevice(db, deviceId);
  if (existing) return existing;
  const { rows } = await db.query<OwnershipRow>(
    'INSERT INTO ownerships (device_id, user_id, paired_at) VALUES ($1, $2, $3) RETURNING *',
    [deviceId, userId, pairedAt],
  );
  return rows[0]!;
}

/** Finds an organization by exact name, creating it when missing; returns its id. */
export async function ensureOrganization(db: Queryable, name: string): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM organizations WHERE name = $1 ORDER BY id LIMIT 1', [name]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: number }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [name]);
  return rows[0]!.id;
}

/** Finds a group by organization, parent and name, creating it when missing; returns its id. */
export async function ensureGroup(
  db: Queryable,
  g: { organizationId: number; parentId: number | null; name: string; description?: string },
): Promise<number> {
  const found = await db.query<{ id: number }>(
    'SELECT id FROM groups WHERE organization_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND name = $3 ORDER BY id LIMIT 1',
    [g.organizationId, g.parentId, g.name],
  );
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO groups (organization_id, parent_id, name, description) VALUES ($1, $2, $3, $4) RETURNING id',
    [g.organizationId, g.parentId, g.name, g.description ?? ''],
  );
  return rows[0]!.id;
}

/** Adds a user to a group (idempotent). */
export async function addGroupUser(db: Queryable, groupId: number, userId: number): Promise<void> {
  await db.query('INSERT INTO group_users (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [groupId, userId]);
}

/** Lists a pairing in a group (idempotent). */
export async function addGroupOwnership(db: Queryable, groupId: number, ownershipId: number): Promise<void> {
  await db.query('INSERT INTO group_ownerships (group_id, ownership_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    groupId,
    ownershipId,
  ]);
}
