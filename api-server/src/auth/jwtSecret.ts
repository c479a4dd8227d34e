import crypto from 'node:crypto';
import type { Queryable } from '../db/Database';
import { getOrCreateSetting } from '../db/settings';

/**
 * The HS256 signing secret: `configured` (JWT_SECRET) when given, otherwise a random one
 * generated once and stored in the database, so a restart keeps issued tokens valid and
 * `--fresh` (which wipes the database) invalidates them along with their users.
 */
export async function resolveJwtSecret(db: Queryable, configured?: string): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, 'jwt_secret', () => crypto.randomBytes(48).toString('base64'));
}
