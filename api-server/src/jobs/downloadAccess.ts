import type { DownloadRefusal } from 'shared-domain/schemas';
import type { Queryable } from '../db/Database';
import { isRowId } from '../db/rowId';
import { keptOwnPairing, visibilityCtes } from '../db/snapshotsDevices';

/** Which of the asked snapshots a bulk download may export, and why each other one may not. */
export interface DownloadAccess {
  /** In the order asked. */
  allowed: number[];
  refused: DownloadRefusal[];
}

/**
 * Sorts the asked snapshots for a bulk download (spec 000 section 6: "Admin accounts need
 * ownership of all exported snapshots"): a snapshot uploaded under one of the user's own pairings
 * may be exported; one seen only through an organization group is `notOwned` (named, since the
 * user sees it); unknown ids and other users' snapshots are both `notFound`, without a name, so
 * the answer reveals nothing about snapshots the user does not see.
 */
export async function downloadAccess(db: Queryable, userId: number, ids: readonly number[]): Promise<DownloadAccess> {
  const { rows } = await db.query<{ id: number; owned: boolean; name: string }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT s.id, (o.user_id = $1 AND ${keptOwnPairing('o')}) AS owned,
            COALESCE(NULLIF(s.label, ''), NULLIF(d.nickname, ''), d.serial) AS name
     FROM snapshots s
       JOIN ownerships o ON o.id = s.ownership_id
       JOIN devices d ON d.id = s.device_id
     WHERE s.id = ANY($2::int[]) AND s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)`,
    [userId, ids.filter(isRowId)],
  );
  const seen = new Map(rows.map((row) => [row.id, row]));
  const allowed: number[] = [];
  const refused: DownloadRefusal[] = [];
  for (const id of ids) {
    const row = seen.get(id);
    if (!row) refused.push({ id, reason: 'notFound' });
    else if (!row.owned) refused.push({ id, reason: 'notOwned', name: row.name });
    else allowed.push(id);
  }
  return { allowed, refused };
}
