import type { Queryable } from './Database';

/** A row of the `users` table. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  is_active: boolean;
  is_reseller: boolean;
  is_resellermanager: boolean;
  is_staff: boolean;
  is_demo: boolean;
  has_accepted_terms: boolean;
  features: string[];
  created_at: Date;
}

/** The fields needed to create a user; flags default to false, `is_active` to true. */
export type NewUser = Pick<UserRow, 'username' | 'email' | 'password_hash'> &
  Partial<Omit<UserRow, 'id' | 'username' | 'email' | 'password_hash' | 'created_at'>>;

/** Finds a user by exact username (usernames are case-sensitive, as in Django). */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE username = $1', [username]);
  return rows[0];
}

/** Finds a user by id. */
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/**
 * The user of an access token and whether its session is still active, in one query (it runs
 * on every authenticated request).
 */
export async function findUserWithSession(
  db: Queryable,
  id: number,
  sessionId: string,
): Promise<{ user: UserRow; sessionActive: boolean } | undefined> {
  const { rows } = await db.query<UserRow & { session_active: boolean }>(
    `SELECT u.*, EXISTS (SELECT 1 FROM auth_sessions s WHERE s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL) AS session_active
     FROM users u WHERE u.id = $1`,
    [id, sessionId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { session_active: sessionActive, ...user } = row;
  return { user, sessionActive };
}

/**
 * Inserts a user unless the username or e-mail is taken.
 * @returns the new row, or undefined when it already existed
 */
export async function insertUserIfAbsent(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (username, email, password_hash, is_active, is_reseller, is_resellermanager,
       is_staff, is_demo, has_accepted_terms, features)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING
     RETURNING *`,
    [
      user.username,
      user.email,
      user.password_hash,
      user.is_active ?? true,
      user.is_reseller ?? false,
      user.is_resellermanager ?? false,
      user.is_staff ?? false,
      user.is_demo ?? false,
      user.has_accepted_terms ?? false,
      user.features ?? [],
    ],
  );
  return rows[0];
}

/** Records that the user accepted the terms of use (idempotent). */
export async function setAcceptedTerms(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET has_accepted_terms = true WHERE id = $1', [userId]);
}
