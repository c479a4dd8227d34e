import type { Queryable } from './Database';

/** Why a session ended. */
export type SessionEndReason = 'logout' | 'password_change' | 'password_reset' | 'refresh_reuse';

/** Starts a session (one sign-in) for the user. */
export async function insertSession(db: Queryable, session: { id: string; userId: number }): Promise<void> {
  await db.query('INSERT INTO auth_sessions (id, user_id) VALUES ($1, $2)', [session.id, session.userId]);
}

/**
 * Revokes one session and every refresh token of its chain, so neither the refresh tokens nor
 * the access tokens issued in it are accepted any more.
 * @returns whether the session was active until now
 */
export async function revokeSession(db: Queryable, sessionId: string, reason: SessionEndReason, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId, now.toISOString(), reason],
  );
  await db.query('UPDATE refresh_tokens SET revoked = true WHERE session_id = $1 AND NOT revoked', [sessionId]);
  return rows.length > 0;
}

/**
 * Revokes every session of the user except `keepSessionId` (the one that asked, when there is
 * one), with their refresh tokens.
 * @returns how many sessions ended
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  reason: SessionEndReason,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($4::text IS NULL OR id <> $4)
     RETURNING id`,
    [userId, now.toISOString(), reason, keepSessionId ?? null],
  );
  await db.query(
    `UPDATE refresh_tokens SET revoked = true
     WHERE user_id = $1 AND NOT revoked AND (session_id IS NULL OR $2::text IS NULL OR session_id <> $2)`,
    [userId, keepSessionId ?? null],
  );
  return rows.length;
}

/** Records a newly issued refresh token of a session so it can be exchanged exactly once. */
export async function insertRefreshToken(
  db: Queryable,
  token: { jti: string; userId: number; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (jti, user_id, session_id, expires_at) VALUES ($1, $2, $3, $4)', [
    token.jti,
    token.userId,
    token.sessionId,
    token.expiresAt.toISOString(),
  ]);
}

/**
 * Marks a refresh token used if it is still unused, unrevoked and unexpired at `now` and its
 * session is active. The check and the update are one statement, so two concurrent exchanges
 * of the same token cannot both succeed.
 * @returns the owner's user id and the session, or undefined when the token may not be exchanged
 */
export async function consumeRefreshToken(db: Queryable, jti: string, now: Date): Promise<{ userId: number; sessionId: string } | undefined> {
  const { rows } = await db.query<{ user_id: number; session_id: string }>(
    `UPDATE refresh_tokens r SET used_at = $2
     FROM auth_sessions s
     WHERE r.jti = $1 AND s.id = r.session_id AND s.revoked_at IS NULL
       AND r.used_at IS NULL AND NOT r.revoked AND r.expires_at > $2
     RETURNING r.user_id, r.session_id`,
    [jti, now.toISOString()],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, sessionId: row.session_id } : undefined;
}

/** The session of a refresh token that was already exchanged once (a replay), if it is one. */
export async function spentTokenSession(db: Queryable, jti: string): Promise<string | undefined> {
  const { rows } = await db.query<{ session_id: string | null }>(
    'SELECT session_id FROM refresh_tokens WHERE jti = $1 AND used_at IS NOT NULL',
    [jti],
  );
  return rows[0]?.session_id ?? undefined;
}
