import type { Queryable } from '../db/Database';
import type { LiveChannel } from './broker';

/**
 * The `new-snapshot` event (spec 001 section 7, live message kinds): a snapshot arrived, so lists
 * may refresh. An event, not a task: one `created` message with `taskId` = the snapshot id, sent
 * to everyone who sees the snapshot (the owner of the pairing, and members of a group listing it
 * or of any ancestor of such a group; the visibility rule of src/db/snapshotsDevices.ts).
 */

/** The users who see snapshots uploaded under a pairing, ascending. */
export async function usersSeeingOwnership(db: Queryable, ownershipId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `WITH RECURSIVE listing(id) AS (
       SELECT group_id FROM group_ownerships WHERE ownership_id = $1
       UNION
       SELECT g.parent_id FROM groups g JOIN listing l ON g.id = l.id WHERE g.parent_id IS NOT NULL
     )
     SELECT user_id FROM ownerships WHERE id = $1 AND active
     UNION
     SELECT gu.user_id FROM group_users gu JOIN ownerships o ON o.id = $1 AND o.active
     WHERE gu.group_id IN (SELECT id FROM listing)
     ORDER BY user_id`,
    [ownershipId],
  );
  return rows.map((r) => r.user_id);
}

/** What arrived. */
export interface NewSnapshotEvent {
  snapshotId: number;
  serial: string;
  ownershipId: number;
  description: string;
  /** When the message is sent, ms. */
  nowMs: number;
}

/**
 * Publishes `new-snapshot` to every user who sees the snapshot.
 * @returns the ids of the users it was sent to
 */
export async function publishNewSnapshot(deps: { db: Queryable; live: LiveChannel }, event: NewSnapshotEvent): Promise<number[]> {
  const users = await usersSeeingOwnership(deps.db, event.ownershipId);
  const sentAt = new Date(event.nowMs).toISOString();
  await Promise.all(
    users.map((userId) =>
      deps.live.publish(userId, {
        kind: 'new-snapshot',
        taskId: String(event.snapshotId),
        status: 'created',
        snapshotId: event.snapshotId,
        serial: event.serial,
        description: event.description,
        sentAt,
      }),
    ),
  );
  return users;
}
