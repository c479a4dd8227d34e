import type { Queryable } from './Database';
import { isRowId } from './rowId';

/** Queries of `resellers`, `reseller_members` and `license_keys`. */

/** A row of `resellers`. */
export interface ResellerRow {
  id: number;
  name: string;
  remaining_keys: number;
  created_at: Date;
}

/** A license key with its creator's username. */
export interface LicenseKeyRow {
  id: number;
  reseller_id: number;
  license_key: string;
  node_key: string;
  description: string;
  customer_name: string;
  created_by: number | null;
  created_by_username: string | null;
  created_at: Date;
}

/** The reseller a user is a member of (the first by id), if any. */
export async function resellerOfUser(db: Queryable, userId: number): Promise<ResellerRow | undefined> {
  const { rows } = await db.query<ResellerRow>(
    'SELECT r.* FROM resellers r JOIN reseller_members m ON m.reseller_id = r.id WHERE m.user_id = $1 ORDER BY r.id LIMIT 1',
    [userId],
  );
  return rows[0];
}

/** A reseller by id, only when the user is one of its members. */
export async function findMemberReseller(db: Queryable, resellerId: number, userId: number): Promise<ResellerRow | undefined> {
  if (!isRowId(resellerId)) return undefined;
  const { rows } = await db.query<ResellerRow>(
    'SELECT r.* FROM resellers r JOIN reseller_members m ON m.reseller_id = r.id WHERE r.id = $1 AND m.user_id = $2',
    [resellerId, userId],
  );
  return rows[0];
}

/** Members of a reseller, by username. */
export async function listResellerMembers(db: Queryable, resellerId: number): Promise<{ id: number; username: string }[]> {
  const { rows } = await db.query<{ id: number; username: string }>(
    'SELECT u.id, u.username FROM reseller_members m JOIN users u ON u.id = m.user_id WHERE m.reseller_id = $1 ORDER BY u.username',
    [resellerId],
  );
  return rows;
}

const SELECT_KEY = `SELECT k.*, u.username AS created_by_username FROM license_keys k LEFT JOIN users u ON u.id = k.created_by`;

/** License keys of a reseller, newest first. */
export async function listLicenseKeys(db: Queryable, resellerId: number): Promise<LicenseKeyRow[]> {
  const { rows } = await db.query<LicenseKeyRow>(`${SELECT_KEY} WHERE k.reseller_id = $1 ORDER BY k.created_at DESC, k.id DESC`, [resellerId]);
  return rows;
}

/**
 * Spends one of the reseller's remaining keys. The conditional update makes concurrent creates
 * unable to go below zero.
 * @returns whether a key was left to spend
 */
export async function spendRemainingKey(db: Queryable, resellerId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE resellers SET remaining_keys = remaining_keys - 1 WHERE id = $1 AND remaining_keys > 0 RETURNING id',
    [resellerId],
  );
  return rows.length === 1;
}

/** Stores a license key; returns it with its creator's username. */
export async function insertLicenseKey(
  db: Queryable,
  k: { resellerId: number; licenseKey: string; nodeKey: string; description: string; customerName: string; createdBy: number | null; createdAt?: string },
): Promise<LicenseKeyRow> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO license_keys (reseller_id, license_key, node_key, description, customer_name, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now())) RETURNING id`,
    [k.resellerId, k.licenseKey, k.nodeKey, k.description, k.customerName, k.createdBy, k.createdAt ?? null],
  );
  const found = await db.query<LicenseKeyRow>(`${SELECT_KEY} WHERE k.id = $1`, [rows[0]!.id]);
  return found.rows[0]!;
}

/** Finds a reseller by name, creating it with `remainingKeys` when missing (seed); returns its id. */
export async function ensureReseller(db: Queryable, name: string, remainingKeys: number): Promise<{ id: number; created: boolean }> {
  const found = await db.query<{ id: number }>('SELECT id FROM resellers WHERE name = $1', [name]);
  if (found.rows[0]) return { id: found.rows[0].id, created: false };
  const { rows } = await db.query<{ id: number }>('INSERT INTO resellers (name, remaining_keys) VALUES ($1, $2) RETURNING id', [name, remainingKeys]);
  return { id: rows[0]!.id, created: true };
}

/** Makes a user a member of a reseller (idempotent). */
export async function addResellerMember(db: Queryable, resellerId: number, userId: number): Promise<void> {
  await db.query('INSERT INTO reseller_members (reseller_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [resellerId, userId]);
}

/** Sets the remaining keys (tests). */
export async function setRemainingKeys(db: Queryable, resellerId: number, remainingKeys: number): Promise<void> {
  await db.query('UPDATE resellers SET remaining_keys = $2 WHERE id = $1', [resellerId, remainingKeys]);
}
