import { hashPassword } from '../auth/password';
import type { Database } from '../db/Database';
import { findUserByUsername, insertUserIfAbsent, type NewUser } from '../db/users';

/** The password of every seeded account (documented in the README; local use only). */
export const SEED_PASSWORD = 'viewer-demo-1';

type SeedUser = Omit<NewUser, 'email' | 'password_hash'>;

/**
 * The demo accounts, one per role the viewer distinguishes (spec 000 section 6). Order
 * matters: on an empty database it fixes their ids (engineer is 1, orgadmin 2, ...).
 */
export const SEED_USERS: readonly SeedUser[] = [
  { username: 'engineer', has_accepted_terms: true },
  { username: 'orgadmin', has_accepted_terms: true },
  { username: 'reseller', is_reseller: true, is_resellermanager: true, has_accepted_terms: true },
  { username: 'demo', is_demo: true, has_accepted_terms: true },
  { username: 'newcomer', has_accepted_terms: false },
  { username: 'staff', is_staff: true, has_accepted_terms: true },
];

/**
 * Creates the demo accounts that are missing. Existing accounts are left as they are, so
 * running it on every start never undoes what a user changed (password, accepted terms).
 * @returns the usernames created by this call
 */
export async function seedUsers(db: Database): Promise<string[]> {
  const created: string[] = [];
  for (const seed of SEED_USERS) {
    // Skip the ~50 ms hash for accounts that already exist.
    if (await findUserByUsername(db, seed.username)) continue;
    const row = await insertUserIfAbsent(db, {
      ...seed,
      email: `${seed.username}@example.com`,
      password_hash: await hashPassword(SEED_PASSWORD),
    });
    if (row) created.push(row.username);
  }
  return created;
}
