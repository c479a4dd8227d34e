import type { Queryable } from './Database';
import { revokeUserSessions } from './refreshTokens';
import type { UserRow } from './users';

/** What a mailed single-use token is for. */
export type AccountTokenPurpose = 'activation' | 'password_reset';

/** A row of the `account_tokens` table (only the token's hash is stored). */
export interface AccountTokenRow {
  id: number;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** Finds a user by e-mail address, ignoring case (Django's `email__iexact`). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1', [email]);
  return rows[0];
}

/** The users whose username equals `username` or whose e-mail equals `email` (ignoring case). */
export async function findUsersClashing(db: Queryable, username: string, email: string): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE username = $1 OR lower(email) = lower($2) ORDER BY id',
    [username, email],
  );
  return rows;
}

/** Stores a new password hash. */
export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Marks the account active (idempotent). */
export async function activateUser(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET is_active = true WHERE id = $1', [userId]);
}

/**
 * Ends every session of the user (password reset): their refresh tokens and, since access
 * tokens name their session, their access tokens too; each signed-in client must sign in again.
 */
export async function revokeRefreshTokens(db: Queryable, userId: number): Promise<void> {
  await revokeUserSessions(db, userId, 'password_reset', new Date());
}

/** Records a mailed token by its hash. */
export async function insertAccountToken(
  db: Queryable,
  token: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    token.userId,
    token.purpose,
    token.tokenHash,
    token.expiresAt.toISOString(),
  ]);
}

/** Finds the user's token of `purpose` with this hash, used or not, expired or not. */
export async function findAccountToken(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  const { rows } = await db.query<AccountTokenRow>(
    'SELECT * FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND token_hash = $3',
    [userId, purpose, tokenHash],
  );
  return rows[0];
}

/**
 * Spends every unused token of the user for `purpose` (all earlier links stop working).
 * @returns whether the token with id `tokenId` was among them, i.e. still unused: two
 *   concurrent uses of one link cannot both see true
 */
export async function spendAccountTokens(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  tokenId: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL RETURNING id',
    [userId, purpose, now.toISOString()],
  );
  return rows.some((r) => r.id === tokenId);
}
