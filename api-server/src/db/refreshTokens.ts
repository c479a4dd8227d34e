import type { Queryable } from './Database';

/** Records a newly issued refresh token so it can be exchanged exactly once. */
export async function insertRefreshToken(
  db: Queryable,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES ($1, $2, $3)', [
    token.jti,
    token.userId,
    token.expiresAt.toISOString(),
  ]);
}

/**
 * Marks a refresh token used if it is still unused, unrevoked and unexpired at `now`.
 * The check and the update are one statement, so two concurrent exchanges of the same
 * token cannot both succeed.
 * @returns the owner's user id, or undefined when the token may not be exchanged
 */
export async function consumeRefreshToken(db: Queryable, jti: string, now: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE refresh_tokens SET used_at = $2
     WHERE jti = $1 AND used_at IS NULL AND NOT revoked AND expires_at > $2
     RETURNING user_id`,
    [jti, now.toISOString()],
  );
  return rows[0]?.user_id;
}
