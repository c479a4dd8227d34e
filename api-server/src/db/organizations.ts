import type { Queryable } from './Database';
import { isRowId } from './rowId';

/**
 * Queries of organizations and their group trees (tables of 010_devices_organizations.sql).
 * A user belongs to at most one organization and, within it, to one group: creating an
 * organization and accepting an invitation refuse users who already belong to one, and moving a
 * user replaces their group.
 */

/** A row of `organizations`. */
export interface OrganizationRow {
  id: number;
  name: string;
  features: string[];
  created_at: Date;
}

/** A row of `groups`. */
export interface GroupRow {
  id: number;
  organization_id: number;
  parent_id: number | null;
  name: string;
  description: string;
  created_at: Date;
}

/** A member of a group. */
export interface GroupUserRow {
  group_id: number;
  user_id: number;
  username: string;
  email: string;
}

/** A pairing listed in a group, with its camera and the user it is paired to. */
export interface GroupOwnershipRow {
  group_id: number;
  ownership_id: number;
  serial: string;
  nickname: string;
  active: boolean;
  user_id: number;
  username: string;
  email: string;
}

/** The organization a user belongs to (through any group), if any. */
export async function organizationOfUser(db: Queryable, userId: number): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT o.* FROM organizations o
     WHERE o.id IN (SELECT g.organization_id FROM group_users gu JOIN groups g ON g.id = gu.group_id WHERE gu.user_id = $1)
     ORDER BY o.id LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/** Creates an organization with its root group (named like it) and makes the user its member. */
export async function createOrganization(tx: Queryable, name: string, userId: number): Promise<number> {
  const org = await tx.query<{ id: number }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [name]);
  const organizationId = org.rows[0]!.id;
  const group = await tx.query<{ id: number }>(
    'INSERT INTO groups (organization_id, parent_id, name) VALUES ($1, NULL, $2) RETURNING id',
    [organizationId, name],
  );
  await tx.query('INSERT INTO group_users (group_id, user_id) VALUES ($1, $2)', [group.rows[0]!.id, userId]);
  return organizationId;
}

/** An organization by id. */
export async function findOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [id]);
  return rows[0];
}

/** Every group of an organization, parents before children, then by id. */
export async function listGroups(db: Queryable, organizationId: number): Promise<GroupRow[]> {
  const { rows } = await db.query<GroupRow>('SELECT * FROM groups WHERE organization_id = $1 ORDER BY id', [organizationId]);
  return rows;
}

/** Members of every group of an organization, by username. */
export async function listGroupUsers(db: Queryable, organizationId: number): Promise<GroupUserRow[]> {
  const { rows } = await db.query<GroupUserRow>(
    `SELECT gu.group_id, u.id AS user_id, u.username, u.email
     FROM group_users gu JOIN groups g ON g.id = gu.group_id JOIN users u ON u.id = gu.user_id
     WHERE g.organization_id = $1 ORDER BY u.username, u.id`,
    [organizationId],
  );
  return rows;
}

/** Pairings listed in the groups of an organization, by serial. */
export async function listGroupOwnerships(db: Queryable, organizationId: number): Promise<GroupOwnershipRow[]> {
  const { rows } = await db.query<GroupOwnershipRow>(
    `SELECT go.group_id, o.id AS ownership_id, d.serial, d.nickname, o.active, u.id AS user_id, u.username, u.email
     FROM group_ownerships go
       JOIN groups g ON g.id = go.group_id
       JOIN ownerships o ON o.id = go.ownership_id
       JOIN devices d ON d.id = o.device_id
       JOIN users u ON u.id = o.user_id
     WHERE g.organization_id = $1 ORDER BY d.serial, o.id`,
    [organizationId],
  );
  return rows;
}

/** A group by id (path parameters are checked to be safe integers first). */
export async function findGroup(db: Queryable, id: number): Promise<GroupRow | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<GroupRow>('SELECT * FROM groups WHERE id = $1', [id]);
  return rows[0];
}

/**
 * Ids of the groups a user may edit: the groups they belong to and all their descendants
 * (spec 001 section 6: members edit their group, members of an ancestor edit its descendants).
 */
export async function editableGroupIds(db: Queryable, userId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE mine(id) AS (
       SELECT group_id FROM group_users WHERE user_id = $1
       UNION
       SELECT g.id FROM groups g JOIN mine m ON g.parent_id = m.id
     ) SELECT id FROM mine`,
    [userId],
  );
  return new Set(rows.map((r) => r.id));
}

/** Inserts a subgroup; returns its id. */
export async function insertGroup(
  db: Queryable,
  g: { organizationId: number; parentId: number; name: string; description: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO groups (organization_id, parent_id, name, description) VALUES ($1, $2, $3, $4) RETURNING id',
    [g.organizationId, g.parentId, g.name, g.description],
  );
  return rows[0]!.id;
}

/** Changes a group's name and/or description. */
export async function updateGroup(db: Queryable, id: number, patch: { name?: string; description?: string }): Promise<void> {
  await db.query('UPDATE groups SET name = COALESCE($2, name), description = COALESCE($3, description) WHERE id = $1', [
    id,
    patch.name ?? null,
    patch.description ?? null,
  ]);
}

/** How many users, listed pairings and subgroups a group has. */
export async function groupContents(db: Queryable, id: number): Promise<{ users: number; ownerships: number; children: number }> {
  const { rows } = await db.query<{ users: number; ownerships: number; children: number }>(
    `SELECT (SELECT count(*)::int FROM group_users WHERE group_id = $1) AS users,
            (SELECT count(*)::int FROM group_ownerships WHERE group_id = $1) AS ownerships,
            (SELECT count(*)::int FROM groups WHERE parent_id = $1) AS children`,
    [id],
  );
  return rows[0]!;
}

/** Deletes a group (its invitations go with it). */
export async function deleteGroup(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM groups WHERE id = $1', [id]);
}

/** The group of an organization a user belongs to, if any. */
export async function groupOfUserInOrganization(db: Queryable, organizationId: number, userId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ group_id: number }>(
    `SELECT gu.group_id FROM group_users gu JOIN groups g ON g.id = gu.group_id
     WHERE g.organization_id = $1 AND gu.user_id = $2 ORDER BY gu.group_id LIMIT 1`,
    [organizationId, userId],
  );
  return rows[0]?.group_id;
}

/** Makes a user a member of exactly `groupId` within its organization (a move when they were elsewhere). */
export async function moveUserToGroup(tx: Queryable, organizationId: number, userId: number, groupId: number): Promise<void> {
  await removeUserFromOrganization(tx, organizationId, userId);
  await tx.query('INSERT INTO group_users (group_id, user_id) VALUES ($1, $2)', [groupId, userId]);
}

/** Removes a user from every group of an organization. */
export async function removeUserFromOrganization(tx: Queryable, organizationId: number, userId: number): Promise<void> {
  await tx.query(
    'DELETE FROM group_users WHERE user_id = $2 AND group_id IN (SELECT id FROM groups WHERE organization_id = $1)',
    [organizationId, userId],
  );
}

/** A pairing with its owner, for adding it to a group. */
export interface OwnershipOwnerRow {
  id: number;
  user_id: number;
  active: boolean;
}

/** A pairing by id. */
export async function findOwnership(db: Queryable, id: number): Promise<OwnershipOwnerRow | undefined> {
  const { rows } = await db.query<OwnershipOwnerRow>('SELECT id, user_id, active FROM ownerships WHERE id = $1', [id]);
  return rows[0];
}

/** The groups of an organization that list a pairing. */
export async function groupsListingOwnership(db: Queryable, organizationId: number, ownershipId: number): Promise<number[]> {
  const { rows } = await db.query<{ group_id: number }>(
    `SELECT go.group_id FROM group_ownerships go JOIN groups g ON g.id = go.group_id
     WHERE g.organization_id = $1 AND go.ownership_id = $2`,
    [organizationId, ownershipId],
  );
  return rows.map((r) => r.group_id);
}

/** Lists a pairing in exactly `groupId` within its organization (moving it from another group). */
export async function moveOwnershipToGroup(tx: Queryable, organizationId: number, ownershipId: number, groupId: number): Promise<void> {
  await tx.query(
    'DELETE FROM group_ownerships WHERE ownership_id = $2 AND group_id IN (SELECT id FROM groups WHERE organization_id = $1)',
    [organizationId, ownershipId],
  );
  await tx.query('INSERT INTO group_ownerships (group_id, ownership_id) VALUES ($1, $2)', [groupId, ownershipId]);
}

/** Ids of users who belong to an organization. */
export async function organizationUserIds(db: Queryable, organizationId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT DISTINCT gu.user_id FROM group_users gu JOIN groups g ON g.id = gu.group_id WHERE g.organization_id = $1',
    [organizationId],
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Sets an organization's feature flags (seed and tests). */
export async function setOrganizationFeatures(db: Queryable, organizationId: number, features: readonly string[]): Promise<void> {
  await db.query('UPDATE organizations SET features = $2 WHERE id = $1', [organizationId, [...features]]);
}
