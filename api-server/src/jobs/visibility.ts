import type { Queryable } from '../db/Database';
import { keptOwnPairing, visibilityCtes } from '../db/snapshotsDevices';
import { isRowId } from '../db/rowId';

/**
 * Which of `ids` the user may see: active snapshots whose pairing is visible to the user (paired
 * directly, or through a group the user belongs to; the rule of src/db/snapshotsDevices.ts).
 */
export async function visibleSnapshotIds(db: Queryable, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT s.id FROM snapshots s
     WHERE s.id = ANY($2::int[]) AND s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)`,
    [userId, ids.filter(isRowId)],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Which of `ids` the user owns: visible snapshots uploaded under a pairing of the user's own,
 * active or removed by the user (spec 000 section 6: "Admin accounts need ownership of all
 * exported snapshots"; seeing a snapshot through an organization group is not enough to export it).
 */
export async function ownedSnapshotIds(db: Queryable, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.id FROM snapshots s JOIN ownerships o ON o.id = s.ownership_id
     WHERE s.id = ANY($2::int[]) AND s.active AND ${keptOwnPairing('o')} AND o.user_id = $1`,
    [userId, ids.filter(isRowId)],
  );
  return new Set(rows.map((r) => r.id));
}
