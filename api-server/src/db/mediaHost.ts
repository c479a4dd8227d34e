import type { Queryable } from './Database';
import { visibilityCtes } from './snapshotsDevices';

/** Queries of the media host routes: cameras and their recordings as the caller sees them. */

/** A camera the user sees (through a visible active pairing), or undefined. */
export async function findVisibleDevice(db: Queryable, userId: number, serial: string): Promise<{ id: number; serial: string } | undefined> {
  const { rows } = await db.query<{ id: number; serial: string }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT d.id, d.serial FROM devices d JOIN ownerships o ON o.device_id = d.id
     WHERE d.serial = $2 AND o.id IN (SELECT id FROM visible_ownerships) LIMIT 1`,
    [userId, serial],
  );
  return rows[0];
}

/** Serials of every camera the user sees, ascending. */
export async function visibleDeviceSerials(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ serial: string }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT DISTINCT d.serial FROM devices d JOIN ownerships o ON o.device_id = d.id
     WHERE o.id IN (SELECT id FROM visible_ownerships) ORDER BY d.serial`,
    [userId],
  );
  return rows.map((r) => r.serial);
}
