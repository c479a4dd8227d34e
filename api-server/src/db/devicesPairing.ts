import type { Queryable } from './Database';
import type { OwnershipRow } from './snapshotsDevices';

/** Pairing queries: failed attempts (rate limit) and new pairings (migration 030, table ownerships). */

/** Failed pairing attempts of a user since `since`. */
export async function countFailedPairingAttempts(db: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pairing_attempts WHERE user_id = $1 AND attempted_at >= $2', [
    userId,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

/** Records a failed attempt with its `msg` code. */
export async function recordFailedPairingAttempt(db: Queryable, userId: number, serial: string, msg: string, at: Date): Promise<void> {
  await db.query('INSERT INTO pairing_attempts (user_id, serial, msg, attempted_at) VALUES ($1, $2, $3, $4)', [userId, serial, msg, at]);
}

/** What pair/status/ needs about a camera's current pairing. */
export interface PairingState {
  ownership: OwnershipRow | undefined;
  /** The active pairing is listed in an organization group. */
  inOrganization: boolean;
}

/** The active pairing of a camera and whether it belongs to an organization. */
export async function pairingState(db: Queryable, deviceId: number): Promise<PairingState> {
  const { rows } = await db.query<OwnershipRow & { in_org: boolean }>(
    `SELECT o.*, EXISTS (SELECT 1 FROM group_ownerships go WHERE go.ownership_id = o.id) AS in_org
     FROM ownerships o WHERE o.device_id = $1 AND o.active`,
    [deviceId],
  );
  const row = rows[0];
  if (!row) return { ownership: undefined, inOrganization: false };
  const { in_org: inOrganization, ...ownership } = row;
  return { ownership, inOrganization };
}

/**
 * Creates an active pairing. The unique index on active pairings per device makes a concurrent
 * second pairing fail.
 * @returns the new pairing, or undefined when the camera got paired meanwhile
 */
export async function createOwnership(db: Queryable, deviceId: number, userId: number, at: Date): Promise<OwnershipRow | undefined> {
  const { rows } = await db.query<OwnershipRow>(
    `INSERT INTO ownerships (device_id, user_id, paired_at) VALUES ($1, $2, $3)
     ON CONFLICT (device_id) WHERE active DO NOTHING RETURNING *`,
    [deviceId, userId, at],
  );
  return rows[0];
}
