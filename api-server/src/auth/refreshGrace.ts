import type { Queryable } from '../db/Database';

/**
 * How long a spent refresh token may be presented again by its own session, seconds: as long as
 * the client waits for an answer (its 30 s timeout). A page that reloads (or a network that drops
 * the answer) while a refresh is in flight never stores the successor and, after the reload,
 * presents the spent token again; without this window that looked like theft and ended the session.
 */
export const REFRESH_RETRY_GRACE_SECONDS = 30;

/**
 * The retry of a refresh whose answer was lost: `jti` was exchanged less than `graceSeconds`
 * ago, its session is active, and no token of the session has been exchanged by a client since
 * (its successor was never presented, so no one is known to hold it). Then the unused successor
 * is retired (marked used and revoked: whoever presents it later is treated as a replay and ends
 * the session, so a thief who wins this race is still caught when the owner refreshes) and the
 * caller issues a new pair in the same session.
 *
 * Anything else, a replay after the window or after the chain moved on, is not a retry: the
 * caller treats it as reuse and ends the whole session.
 * @returns the owner and session to issue a new pair in, or undefined
 */
export async function retireSuccessorForRetry(
  db: Queryable,
  jti: string,
  now: Date,
  graceSeconds = REFRESH_RETRY_GRACE_SECONDS,
): Promise<{ userId: number; sessionId: string } | undefined> {
  const since = new Date(now.getTime() - graceSeconds * 1000).toISOString();
  const { rows } = await db.query<{ user_id: number; session_id: string; used_at: string | Date }>(
    `SELECT r.user_id, r.session_id, r.used_at FROM refresh_tokens r
     JOIN auth_sessions s ON s.id = r.session_id
     WHERE r.jti = $1 AND r.used_at IS NOT NULL AND r.used_at > $2 AND NOT r.revoked
       AND r.expires_at > $3 AND s.revoked_at IS NULL`,
    [jti, since, now.toISOString()],
  );
  const spent = rows[0];
  if (!spent) return undefined;
  const usedAt = new Date(spent.used_at).toISOString();
  // A later exchange by a client (not a retired successor) means the chain moved on: real reuse.
  const later = await db.query<{ jti: string }>(
    'SELECT jti FROM refresh_tokens WHERE session_id = $1 AND used_at > $2 AND NOT revoked LIMIT 1',
    [spent.session_id, usedAt],
  );
  if (later.rows.length) return undefined;
  const retired = await db.query<{ jti: string }>(
    'UPDATE refresh_tokens SET used_at = $2, revoked = true WHERE session_id = $1 AND used_at IS NULL AND NOT revoked RETURNING jti',
    [spent.session_id, now.toISOString()],
  );
  // No unused successor: another retry got here first.
  if (!retired.rows.length) return undefined;
  return { userId: spent.user_id, sessionId: spent.session_id };
}
