import type { Queryable } from './Database';
import { visibilityCtes, type DeviceRow } from './snapshotsDevices';

/**
 * Camera entries as the cameras screen sees them (spec 001 sections 3 and 4): one entry per
 * camera the user has a pairing of (active or not) or sees through an organization group, the
 * entry's pairing chosen as the active one when there is one (duplicate serials collapse to the
 * active one), then the caller's own, then the newest.
 */

/** One camera entry: the device's columns plus the chosen pairing and counts. */
export interface DeviceEntryRow extends Omit<DeviceRow, 'id' | 'mic_revision' | 'is_si2' | 'totp_secret' | 'created_at'> {
  device_id: number;
  ownership_id: number;
  ownership_active: boolean;
  paired_at: Date;
  unpaired_at: Date | null;
  is_own: boolean;
  owner_id: number;
  owner_username: string;
  organization_id: number | null;
  organization_name: string | null;
  snapshot_count: number;
  recent_id: number | null;
  recent_label: string | null;
  recent_created_date: Date | null;
}

/** Restricts {@link listDeviceEntries}. */
export interface DeviceEntryFilter {
  /** Only this camera. */
  serial?: string;
  /** Only entries whose chosen pairing is one of these. */
  ownershipIds?: readonly number[];
}

/** The camera entries of a user, active first, then by serial. */
export async function listDeviceEntries(db: Queryable, userId: number, filter: DeviceEntryFilter = {}): Promise<DeviceEntryRow[]> {
  const params: unknown[] = [userId];
  const where: string[] = ['r.rn = 1'];
  if (filter.serial !== undefined) {
    params.push(filter.serial);
    where.push(`d.serial = $${params.length}`);
  }
  if (filter.ownershipIds !== undefined) {
    params.push(filter.ownershipIds);
    where.push(`r.id = ANY($${params.length}::int[])`);
  }
  const { rows } = await db.query<DeviceEntryRow>(
    `WITH RECURSIVE ${visibilityCtes(1)},
     candidates AS (
       SELECT o.id, o.device_id, o.user_id, o.active, o.paired_at, o.unpaired_at, true AS is_own
         FROM ownerships o WHERE o.user_id = $1
       UNION ALL
       SELECT o.id, o.device_id, o.user_id, o.active, o.paired_at, o.unpaired_at, false
         FROM ownerships o JOIN visible_ownerships v ON v.id = o.id WHERE o.user_id <> $1
     ),
     ranked AS (
       SELECT c.*, row_number() OVER (
         PARTITION BY c.device_id ORDER BY c.active DESC, c.is_own DESC, c.paired_at DESC, c.id DESC) AS rn
       FROM candidates c
     )
     SELECT d.id AS device_id, d.serial, d.product_code, d.product_description, d.nickname, d.software_version,
       d.configuration_id, d.hardware_sd, d.mac_address, d.wifi, d.status, d.last_seen_online,
       to_char(d.warranty_end_date, 'YYYY-MM-DD') AS warranty_end_date, d.allowed_to_update, d.updated_at,
       r.id AS ownership_id, r.active AS ownership_active, r.paired_at, r.unpaired_at, r.is_own,
       u.id AS owner_id, u.username AS owner_username,
       org.id AS organization_id, org.name AS organization_name,
       (SELECT count(*) FROM snapshots s WHERE s.ownership_id = r.id AND s.active AND r.id IN (SELECT id FROM visible_ownerships))::int AS snapshot_count,
       recent.id AS recent_id, recent.label AS recent_label, recent.created_date AS recent_created_date
     FROM ranked r
     JOIN devices d ON d.id = r.device_id
     JOIN users u ON u.id = r.user_id
     LEFT JOIN LATERAL (
       SELECT g.organization_id FROM ownerships a
         JOIN group_ownerships go ON go.ownership_id = a.id
         JOIN groups g ON g.id = go.group_id
       WHERE a.device_id = d.id AND a.active ORDER BY g.id LIMIT 1
     ) og ON true
     LEFT JOIN organizations org ON org.id = og.organization_id
     LEFT JOIN LATERAL (
       SELECT s.id, s.label, s.created_date FROM snapshots s
       WHERE s.ownership_id = r.id AND s.active AND r.id IN (SELECT id FROM visible_ownerships) ORDER BY s.created_date DESC, s.id DESC LIMIT 1
     ) recent ON true
     WHERE ${where.join(' AND ')}
     ORDER BY r.active DESC, d.serial`,
    params,
  );
  return rows;
}

/** The entry of one camera for a user, or undefined when the user has no way to see it. */
export async function findDeviceEntry(db: Queryable, userId: number, serial: string): Promise<DeviceEntryRow | undefined> {
  return (await listDeviceEntries(db, userId, { serial }))[0];
}

/** Sets a camera's nickname. */
export async function setDeviceNickname(db: Queryable, deviceId: number, nickname: string): Promise<void> {
  await db.query('UPDATE devices SET nickname = $2, updated_at = now() WHERE id = $1', [deviceId, nickname]);
}

/** Whether a pairing is listed in any organization group (an organization's camera). */
export async function isOwnershipInGroup(db: Queryable, ownershipId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM group_ownerships WHERE ownership_id = $1 LIMIT 1', [ownershipId]);
  return rows.length > 0;
}

/**
 * Ends an active pairing. The snapshots taken under it stay stored; after a removal (`removed`)
 * its user still sees them, after a lost pairing (`lost`) nobody does (see `keptOwnPairing`).
 * @returns whether a pairing was active and is now ended
 */
export async function endOwnership(db: Queryable, ownershipId: number, reason: 'removed' | 'lost', at: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE ownerships SET active = false, unpaired_at = $2, unpaired_reason = $3 WHERE id = $1 AND active RETURNING id',
    [ownershipId, at, reason],
  );
  return rows.length > 0;
}

/** Pairings of a user that ended without the user removing them and are not replaced by a new one. */
export async function lostOwnerships(
  db: Queryable,
  userId: number,
): Promise<{ ownership_id: number; serial: string; nickname: string; unpaired_at: Date }[]> {
  const { rows } = await db.query<{ ownership_id: number; serial: string; nickname: string; unpaired_at: Date }>(
    `SELECT o.id AS ownership_id, d.serial, d.nickname, o.unpaired_at
     FROM ownerships o JOIN devices d ON d.id = o.device_id
     WHERE o.user_id = $1 AND NOT o.active AND o.unpaired_reason = 'lost'
       AND NOT EXISTS (SELECT 1 FROM ownerships n WHERE n.device_id = o.device_id AND n.user_id = $1 AND n.active)
     ORDER BY o.unpaired_at DESC, o.id DESC`,
    [userId],
  );
  return rows;
}
