import type { FastifyInstance } from 'fastify';
import {
  addGroupOwnershipBodySchema,
  createGroupBodySchema,
  createOrganizationBodySchema,
  groupSchema,
  organizationListSchema,
  organizationSchema,
  patchGroupBodySchema,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import {
  createOrganization,
  deleteGroup,
  findOrganization,
  findOwnership,
  groupContents,
  groupOfUserInOrganization,
  groupsListingOwnership,
  insertGroup,
  listGroupUsers,
  moveOwnershipToGroup,
  moveUserToGroup,
  organizationOfUser,
  organizationUserIds,
  removeUserFromOrganization,
  updateGroup,
} from '../db/organizations';
import { ApiError, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { buildGroup, buildOrganization, loadEditableGroup } from './organizationsCommon';
import { registerOrganizationInvitationRoutes } from './organizationsInvitations';
import { permissionDenied } from './snapshotsCommon';

/**
 * Organizations and their groups (spec 001 section 7 "Organizations", rules of sections 5 and 6).
 * A user belongs to at most one organization and to one group in it. Members of a group edit it
 * (name, description, users, devices, subgroups, invitations) and every group below it; other
 * members of the organization get 403 on it, and anyone else 404.
 */

const TAGS = ['organizations'];
const groupParams = z.object({ id: z.string().describe('Group id') });
const PERMISSION = 'Not a member of this group or of one of its ancestors';

describeRoute({
  method: 'GET',
  path: '/api/organizations/',
  summary: "The caller's organization with its groups (a list of zero or one)",
  description: 'Each group carries `canEdit` for the caller; `groupTree` nests the same groups from the root.',
  tags: TAGS,
  auth: true,
  response: organizationListSchema,
});
describeRoute({
  method: 'POST',
  path: '/api/organizations/',
  summary: 'Create an organization; the caller becomes a member of its root group',
  tags: TAGS,
  auth: true,
  body: createOrganizationBodySchema,
  response: organizationSchema,
  status: 201,
  responses: { 409: 'The caller already belongs to an organization (`code: alreadyInOrganization`)' },
});
describeRoute({
  method: 'POST',
  path: '/api/organizations/groups/:id/',
  summary: 'Create a subgroup of group {id}',
  description: 'The path names the parent; `parent` in the body is optional and, when sent, must equal {id}.',
  tags: TAGS,
  auth: true,
  params: groupParams,
  body: createGroupBodySchema,
  response: groupSchema,
  status: 201,
  responses: { 403: PERMISSION, 404: 'No such group in the caller’s organization' },
});
describeRoute({
  method: 'PATCH',
  path: '/api/organizations/groups/:id/',
  summary: 'Rename a group, change its description or its users',
  description:
    '`users` is the complete member list after the change. A new id moves that member of the organization into ' +
    'this group (out of their current group, which the caller must be able to edit too); a missing id removes that ' +
    'user from the organization. Nobody moves or removes themselves (400 `users`, `code: cannotMoveSelf`).',
  tags: TAGS,
  auth: true,
  params: groupParams,
  body: patchGroupBodySchema,
  response: groupSchema,
  responses: { 403: PERMISSION, 404: 'No such group in the caller’s organization' },
});
describeRoute({
  method: 'DELETE',
  path: '/api/organizations/groups/:id/',
  summary: 'Delete a group without users, devices or subgroups',
  tags: TAGS,
  auth: true,
  params: groupParams,
  status: 204,
  responses: {
    403: PERMISSION,
    404: 'No such group in the caller’s organization',
    409: 'The group still has users, devices or subgroups (`code: groupNotEmpty`)',
  },
});
describeRoute({
  method: 'POST',
  path: '/api/organizations/groups/:id/ownerships/',
  summary: 'List a camera pairing in a group',
  description:
    'The pairing must be active and paired to the caller or to a member of the organization. A pairing already ' +
    'listed in another group of the organization moves (the caller must be able to edit that group too).',
  tags: TAGS,
  auth: true,
  params: groupParams,
  body: addGroupOwnershipBodySchema,
  response: groupSchema,
  responses: { 403: PERMISSION, 404: 'No such group in the caller’s organization' },
});

/** 409 with a code the viewer can tell apart. */
function conflict(detail: string, code: string): ApiError {
  return new ApiError(409, { detail, code });
}

/** Registers the organization, group and invitation routes. */
export function registerOrganizationRoutes(app: FastifyInstance, ctx: AppContext, opts: { viewerUrl: string }): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/organizations/', auth, async (request) => {
    const user = requireUser(request);
    const org = await organizationOfUser(ctx.db, user.id);
    return org ? [await buildOrganization(ctx.db, org, user.id)] : [];
  });

  app.post('/api/organizations/', auth, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(createOrganizationBodySchema, request.body);
    const id = await ctx.db.transaction(async (tx) => {
      if (await organizationOfUser(tx, user.id)) throw conflict('You already belong to an organization.', 'alreadyInOrganization');
      return createOrganization(tx, body.name, user.id);
    });
    return reply.code(201).send(await buildOrganization(ctx.db, (await findOrganization(ctx.db, id))!, user.id));
  });

  app.post('/api/organizations/groups/:id/', auth, async (request, reply) => {
    const { user, org, group } = await loadEditableGroup(ctx, request);
    const body = parseBody(createGroupBodySchema, request.body);
    if (body.parent !== undefined && body.parent !== group.id) throw validationError({ parent: ['Must be the group of the path.'] });
    const id = await insertGroup(ctx.db, { organizationId: org.id, parentId: group.id, name: body.name, description: body.description });
    return reply.code(201).send(await buildGroup(ctx.db, org, id, user.id));
  });

  app.patch('/api/organizations/groups/:id/', auth, async (request) => {
    const { user, org, group, editable } = await loadEditableGroup(ctx, request);
    const body = parseBody(patchGroupBodySchema, request.body);
    await ctx.db.transaction(async (tx) => {
      if (body.users) {
        const current = new Set((await listGroupUsers(tx, org.id)).filter((u) => u.group_id === group.id).map((u) => u.user_id));
        const wanted = new Set(body.users);
        const removed = [...current].filter((id) => !wanted.has(id));
        const added = [...wanted].filter((id) => !current.has(id));
        if (removed.includes(user.id) || added.includes(user.id)) {
          throw new ApiError(400, { users: ['You cannot move or remove yourself.'], code: 'cannotMoveSelf' });
        }
        const members = await organizationUserIds(tx, org.id);
        const strangers = added.filter((id) => !members.has(id));
        if (strangers.length) {
          throw validationError({ users: strangers.map((id) => `User ${id} is not a member of the organization; invite them instead.`) });
        }
        for (const id of added) {
          const from = await groupOfUserInOrganization(tx, org.id, id);
          if (from !== undefined && !editable.has(from)) throw permissionDenied();
        }
        for (const id of removed) await removeUserFromOrganization(tx, org.id, id);
        for (const id of added) await moveUserToGroup(tx, org.id, id, group.id);
      }
      if (body.name !== undefined || body.description !== undefined) await updateGroup(tx, group.id, body);
    });
    return buildGroup(ctx.db, org, group.id, user.id);
  });

  app.delete('/api/organizations/groups/:id/', auth, async (request, reply) => {
    const { group } = await loadEditableGroup(ctx, request);
    await ctx.db.transaction(async (tx) => {
      const contents = await groupContents(tx, group.id);
      if (contents.users || contents.ownerships || contents.children) {
        throw new ApiError(409, {
          detail: 'Only a group without users, devices or subgroups can be deleted.',
          code: 'groupNotEmpty',
          ...contents,
        });
      }
      await deleteGroup(tx, group.id);
    });
    return reply.code(204).send();
  });

  app.post('/api/organizations/groups/:id/ownerships/', auth, async (request) => {
    const { user, org, group, editable } = await loadEditableGroup(ctx, request);
    const body = parseBody(addGroupOwnershipBodySchema, request.body);
    await ctx.db.transaction(async (tx) => {
      const ownership = await findOwnership(tx, body.ownership);
      if (!ownership || !ownership.active) throw validationError({ ownership: [`Invalid pk "${body.ownership}" - object does not exist.`] });
      if (ownership.user_id !== user.id && !(await organizationUserIds(tx, org.id)).has(ownership.user_id)) {
        throw validationError({ ownership: ['This camera is not paired to you or to a member of the organization.'] });
      }
      const listedIn = await groupsListingOwnership(tx, org.id, ownership.id);
      if (listedIn.length === 1 && listedIn[0] === group.id) return;
      if (listedIn.some((id) => !editable.has(id))) throw permissionDenied();
      await moveOwnershipToGroup(tx, org.id, ownership.id, group.id);
    });
    return buildGroup(ctx.db, org, group.id, user.id);
  });

  registerOrganizationInvitationRoutes(app, ctx, opts);
}
