import { DATA_CONNECT_NEW_KEY_FEATURE, type ComponentKind } from 'shared-domain/schemas';
import type { Database, Queryable } from '../db/Database';
import { insertComponent, setComponentSnapshots } from '../db/components';
import { insertInvitation, invitationExists } from '../db/organizationsInvitations';
import { addResellerMember, ensureReseller, insertLicenseKey } from '../db/reseller';
import { findUserByUsername } from '../db/users';
import { generateLicenseKey, licenseSecret } from '../routes/resellerKeys';
import { SEED_GROUPS, SEED_ORGANIZATION } from './devices';

/**
 * Demo data of the organization, reseller and component areas (see README "Organizations,
 * Data Connect, reseller and components"). Runs after the cameras and snapshots; like the rest of
 * the seed it only adds what is missing, so answers and deletions survive restarts:
 * - Northwind Utilities gets the DataConnectNewKey feature;
 * - `newcomer` has a pending invitation from `orgadmin` to Field Services (the shell's
 *   pending-invitation snackbar), added once: a declined one is not re-sent;
 * - the reseller "Acme Acoustics" with 5 remaining keys, `reseller` as its member and one key
 *   issued before (created with the reseller only);
 * - four components of `engineer`, each of one analysis type (two PD, one leak with repairs in
 *   its history, one mechanical).
 */

/** The demo reseller and its key allowance on a fresh database. */
export const SEED_RESELLER = { name: 'Acme Acoustics', remainingKeys: 5 } as const;

/** The demo components of `engineer`: which camera's snapshots of which one kind each follows. */
export const SEED_COMPONENTS = [
  {
    key: 'component:engineer:bushing',
    name: 'Transformer T2 bushing',
    description: 'HV bushing of transformer T2, surveyed on every substation visit.',
    tags: ['transformer', 'bushing', 'HV'],
    serial: 'NLC21033',
    kind: 'pd',
  },
  {
    key: 'component:engineer:switchgear',
    name: 'Switchgear bay 4',
    description: 'Medium-voltage switchgear, cable terminations of bay 4.',
    tags: ['switchgear', 'MV'],
    serial: 'NLC21017',
    kind: 'pd',
  },
  {
    key: 'component:engineer:header',
    name: 'Compressor header',
    description: 'Compressed-air header of the main compressor room.',
    tags: ['compressed-air', 'header'],
    serial: 'NLC21004',
    kind: 'leak',
  },
  {
    key: 'component:engineer:pump-motor',
    name: 'Cooling pump P-3 motor',
    description: 'Drive-end bearing of the cooling water pump motor, checked on every motor round.',
    tags: ['pump', 'bearing', 'motor'],
    serial: 'NLC21033',
    kind: 'mechanical',
  },
] as const satisfies readonly { key: string; name: string; description: string; tags: readonly string[]; serial: string; kind: ComponentKind }[];

/** Snapshots a seeded component follows, at most. */
const COMPONENT_SNAPSHOTS = 8;

async function seedOrganizationExtras(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE organizations SET features = array_append(features, $2) WHERE name = $1 AND NOT ($2 = ANY (features))`,
    [SEED_ORGANIZATION, DATA_CONNECT_NEW_KEY_FEATURE],
  );
  const newcomer = await findUserByUsername(db, 'newcomer');
  const orgadmin = await findUserByUsername(db, 'orgadmin');
  const { rows } = await db.query<{ id: number }>(
    `SELECT g.id FROM groups g JOIN organizations o ON o.id = g.organization_id
     WHERE o.name = $1 AND g.name = $2 AND g.parent_id IS NOT NULL ORDER BY g.id LIMIT 1`,
    [SEED_ORGANIZATION, SEED_GROUPS.fieldServices],
  );
  const fieldServices = rows[0]?.id;
  if (newcomer && orgadmin && fieldServices !== undefined && !(await invitationExists(db, fieldServices, newcomer.email))) {
    await insertInvitation(db, { groupId: fieldServices, email: newcomer.email, invitedBy: orgadmin.id, createdAt: '2026-11-12T08:30:00Z' });
  }
}

async function seedReseller(db: Queryable): Promise<void> {
  const member = await findUserByUsername(db, 'reseller');
  if (!member) return;
  const reseller = await ensureReseller(db, SEED_RESELLER.name, SEED_RESELLER.remainingKeys);
  await addResellerMember(db, reseller.id, member.id);
  if (reseller.created) {
    await insertLicenseKey(db, {
      resellerId: reseller.id,
      licenseKey: generateLicenseKey(await licenseSecret(db), 'HRBR-WKS2'),
      nodeKey: 'HRBR-WKS2',
      description: 'Desktop viewer Pro, harbour workstation',
      customerName: 'Northwind Utilities',
      createdBy: member.id,
      createdAt: '2026-10-01T10:00:00Z',
    });
  }
}

/**
 * Each component follows the snapshots of its kind that one of engineer's cameras took of one
 * spot: the same scene (snapshots of one scene share their picture, with the source at the same
 * place in it) at the same site (location cluster), so it is one physical thing surveyed over
 * several visits, up to {@link COMPONENT_SNAPSHOTS} of them. Of those spots, one with a snapshot
 * marked fixed comes first, so the leak component shows a repair in its history (a fix
 * is a step, not a trend); then the one surveyed most.
 */
async function seedComponents(db: Queryable): Promise<void> {
  const engineer = await findUserByUsername(db, 'engineer');
  if (!engineer) return;
  for (const c of SEED_COMPONENTS) {
    const id = await insertComponent(db, { userId: engineer.id, name: c.name, description: c.description, tags: c.tags, seedKey: c.key });
    if (id === undefined) continue;
    const { rows } = await db.query<{ id: number }>(
      `WITH mine AS (
         SELECT s.id, s.cluster_id, s.picture_blob_id, s.fixed, s.created_date FROM snapshots s JOIN devices d ON d.id = s.device_id
         WHERE d.serial = $1 AND s.kind = $2 AND s.active AND s.seed_key LIKE 'seed:%'
       ), spot AS (
         SELECT cluster_id, picture_blob_id FROM mine GROUP BY cluster_id, picture_blob_id
         ORDER BY bool_or(fixed) DESC, count(*) DESC, cluster_id NULLS LAST, picture_blob_id LIMIT 1
       )
       SELECT m.id FROM mine m
       JOIN spot ON m.cluster_id IS NOT DISTINCT FROM spot.cluster_id AND m.picture_blob_id IS NOT DISTINCT FROM spot.picture_blob_id
       ORDER BY m.created_date DESC, m.id DESC LIMIT $3`,
      [c.serial, c.kind, COMPONENT_SNAPSHOTS],
    );
    await setComponentSnapshots(db, id, rows.map((r) => r.id), c.kind);
  }
}

/** Seeds the organization extras, the reseller and the components (idempotent). */
export async function seedOrganizations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedOrganizationExtras(tx);
    await seedReseller(tx);
    await seedComponents(tx);
  });
}
