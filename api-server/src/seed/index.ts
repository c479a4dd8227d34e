import type { Database } from '../db/Database';
import { seedOrganizations } from './organizations';
import { seedSnapshots } from './snapshots';
import { seedUsers } from './seedUsers';

export { SEED_PASSWORD, SEED_USERS } from './seedUsers';

/**
 * Brings the demo data up to date. Safe to run on every start: each step only adds what is
 * missing, in a fixed order, so a fresh database always ends up identical.
 */
export async function seed(db: Database): Promise<void> {
  await seedUsers(db);
  // Cameras, the demo organization and snapshots with media (src/seed/devices.ts, snapshots.ts).
  await seedSnapshots(db);
  // Invitation, Data Connect feature, reseller and components (src/seed/organizations.ts).
  await seedOrganizations(db);
}
