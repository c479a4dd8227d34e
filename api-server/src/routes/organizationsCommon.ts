import type { FastifyRequest } from 'fastify';
import type { Group, GroupTreeNode, Organization } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import {
  editableGroupIds,
  findGroup,
  listGroupOwnerships,
  listGroups,
  listGroupUsers,
  organizationOfUser,
  type GroupRow,
  type OrganizationRow,
} from '../db/organizations';
import type { UserRow } from '../db/users';
import { notFound } from '../http/errors';
import { permissionDenied } from './snapshotsCommon';

/** Shared pieces of the organization routes: the answer's shape and the permission rules. */

/**
 * The organization as the viewer shows it: every group flat (children as ids) and the same
 * groups as a tree from the root, each with `canEdit` for `userId`.
 */
export async function buildOrganization(db: Queryable, org: OrganizationRow, userId: number): Promise<Organization> {
  const [groups, users, ownerships, editable] = await Promise.all([
    listGroups(db, org.id),
    listGroupUsers(db, org.id),
    listGroupOwnerships(db, org.id),
    editableGroupIds(db, userId),
  ]);
  const flat: Group[] = groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    parentId: g.parent_id,
    users: users.filter((u) => u.group_id === g.id).map((u) => ({ customerId: u.user_id, username: u.username, email: u.email })),
    ownerships: ownerships
      .filter((o) => o.group_id === g.id)
      .map((o) => ({
        id: o.ownership_id,
        serial: o.serial,
        name: o.nickname || o.serial,
        isActive: o.active,
        // A pairing belongs to one user; an inactive one is paired to nobody any more.
        pairedUsers: o.active ? [{ customerId: o.user_id, username: o.username, email: o.email }] : [],
      })),
    children: groups.filter((c) => c.parent_id === g.id).map((c) => c.id),
    isRoot: g.parent_id === null,
    canEdit: editable.has(g.id),
  }));
  const byId = new Map(flat.map((g) => [g.id, g]));
  const toNode = (g: Group): GroupTreeNode => ({ ...g, children: g.children.map((id) => toNode(byId.get(id)!)) });
  const root = flat.find((g) => g.isRoot);
  if (!root) throw new Error(`organization ${org.id} has no root group`);
  return { id: org.id, name: org.name, features: org.features, groups: flat, groupTree: toNode(root) };
}

/** One group of {@link buildOrganization}'s flat list. */
export async function buildGroup(db: Queryable, org: OrganizationRow, groupId: number, userId: number): Promise<Group> {
  const organization = await buildOrganization(db, org, userId);
  const group = organization.groups.find((g) => g.id === groupId);
  if (!group) throw notFound();
  return group;
}

/** Parses a positive integer path parameter; anything else is a 404, as an unmatched route. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** What a group route works on. */
export interface GroupAccess {
  user: UserRow;
  org: OrganizationRow;
  group: GroupRow;
  /** Groups the user may edit (theirs and descendants). */
  editable: Set<number>;
}

/**
 * Loads the `:id` group for an edit by the signed-in user: 404 when it is not a group of the
 * user's organization (outsiders cannot tell it exists), 403 when it is but the user is neither
 * a member of it nor of an ancestor (spec 001 section 6).
 */
export async function loadEditableGroup(ctx: AppContext, request: FastifyRequest): Promise<GroupAccess> {
  const user = requireUser(request);
  const group = await findGroup(ctx.db, idParam(request));
  const org = await organizationOfUser(ctx.db, user.id);
  if (!group || !org || group.organization_id !== org.id) throw notFound();
  const editable = await editableGroupIds(ctx.db, user.id);
  if (!editable.has(group.id)) throw permissionDenied();
  return { user, org, group, editable };
}
