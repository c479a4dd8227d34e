import type { FastifyInstance } from 'fastify';
import {
  EMAIL_PATTERN,
  invitationListSchema,
  invitationSchema,
  inviteBodySchema,
  organizationInvitesQuerySchema,
  type Invitation,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { editableGroupIds, moveUserToGroup, organizationOfUser } from '../db/organizations';
import {
  closeInvitation,
  emailInOrganization,
  findInvitation,
  hasPendingInvitation,
  insertInvitation,
  listOrganizationInvitations,
  listPendingInvitationsFor,
  type InvitationRow,
} from '../db/organizationsInvitations';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { sendMail, viewerLink } from '../mail';
import { describeRoute } from '../openapi/registry';
import { idParam, loadEditableGroup } from './organizationsCommon';

/**
 * Invitations into groups (spec 001 sections 4-8). An editor of a group invites an e-mail
 * address; the mail goes to the outbox. The invitee (the user whose e-mail matches, ignoring
 * case) accepts (joins the group) or declines; an editor of the group cancels. Only a pending
 * invitation changes state. Refusals of the invite carry the spec's message keys as `code`.
 */

const TAGS = ['organizations'];
const idParams = z.object({ id: z.string().describe('Invitation id') });

describeRoute({
  method: 'POST',
  path: '/api/organizations/groups/:id/invitations/',
  summary: 'Invite an e-mail address into group {id}',
  description:
    '400 `{email: [message], code}` with `code` `invalidEmailAddress` (format), `userAlreadyInOrganization` (a member ' +
    'of the group tree has this address) or `invitationPending`. The invitation e-mail is queued in the outbox.',
  tags: TAGS,
  auth: true,
  params: z.object({ id: z.string().describe('Group id') }),
  body: inviteBodySchema,
  response: invitationSchema,
  status: 201,
  responses: { 403: 'Not a member of this group or of one of its ancestors', 404: 'No such group in the caller’s organization' },
});
describeRoute({
  method: 'GET',
  path: '/api/organization-invites/',
  summary: "Invitations the caller's organization sent",
  tags: TAGS,
  auth: true,
  query: organizationInvitesQuerySchema,
  response: invitationListSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/my-organization-invites/',
  summary: "Pending invitations addressed to the caller's e-mail",
  tags: TAGS,
  auth: true,
  response: invitationListSchema,
});
describeRoute({
  method: 'POST',
  path: '/api/organization-invites/:id/',
  summary: 'Accept an invitation (invitee only) and join its group',
  tags: TAGS,
  auth: true,
  params: idParams,
  response: invitationSchema,
  responses: {
    404: 'No such invitation addressed to the caller',
    409: 'Not pending any more (`code: invitationNotPending`), or the caller already belongs to an organization (`code: alreadyInOrganization`)',
  },
});
describeRoute({
  method: 'DELETE',
  path: '/api/organization-invites/:id/',
  summary: 'Decline (invitee) or cancel (editor of the group) an invitation',
  description: 'Answers the invitation in its new state: `declined` when the invitee calls, `cancelled` otherwise.',
  tags: TAGS,
  auth: true,
  params: idParams,
  response: invitationSchema,
  responses: { 404: 'No such invitation for the caller', 409: 'Not pending any more (`code: invitationNotPending`)' },
});

/** The API shape of an invitation row. */
export function serializeInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    group: { id: row.group_id, name: row.group_name },
    organization: { id: row.organization_id, name: row.organization_name },
    invitedBy: row.invited_by === null ? null : { customerId: row.invited_by, username: row.invited_by_username ?? '' },
    invitedAt: row.created_at.toISOString(),
    status: row.status,
    respondedAt: row.responded_at ? row.responded_at.toISOString() : null,
  };
}

function inviteRefused(message: string, code: string): ApiError {
  return new ApiError(400, { email: [message], code });
}

const notPending = () => new ApiError(409, { detail: 'This invitation is no longer pending.', code: 'invitationNotPending' });

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Registers the invitation routes (called by `registerOrganizationRoutes`). */
export function registerOrganizationInvitationRoutes(app: FastifyInstance, ctx: AppContext, opts: { viewerUrl: string }): void {
  const auth = { preHandler: ctx.authenticate };

  app.post('/api/organizations/groups/:id/invitations/', auth, async (request, reply) => {
    const { user, org, group } = await loadEditableGroup(ctx, request);
    const { email } = parseBody(inviteBodySchema, request.body);
    if (!EMAIL_PATTERN.test(email)) throw inviteRefused('Enter a valid email address.', 'invalidEmailAddress');
    const id = await ctx.db.transaction(async (tx) => {
      if (await emailInOrganization(tx, org.id, email)) throw inviteRefused('This user is already in the organization.', 'userAlreadyInOrganization');
      if (await hasPendingInvitation(tx, org.id, email)) throw inviteRefused('An invitation to this address is pending.', 'invitationPending');
      const created = await insertInvitation(tx, { groupId: group.id, email, invitedBy: user.id });
      await sendMail(tx, {
        to: email,
        subject: `Invitation to join ${org.name.replace(/[\r\n]+/g, ' ')}`,
        body: [
          'Hello,',
          '',
          `${user.username} invites you to join the group "${group.name}" of the organization "${org.name}".`,
          '',
          'Sign in (or create an account with this e-mail address) and accept the invitation on the organization page:',
          '',
          viewerLink(opts.viewerUrl, '#/organization'),
        ].join('\n'),
      });
      return created;
    });
    return reply.code(201).send(serializeInvitation((await findInvitation(ctx.db, id))!));
  });

  app.get('/api/organization-invites/', auth, async (request) => {
    const user = requireUser(request);
    const query = parseBody(organizationInvitesQuerySchema, request.query);
    const org = await organizationOfUser(ctx.db, user.id);
    if (!org) return [];
    return (await listOrganizationInvitations(ctx.db, org.id, query.status === 'all')).map(serializeInvitation);
  });

  app.get('/api/my-organization-invites/', auth, async (request) => {
    const user = requireUser(request);
    return (await listPendingInvitationsFor(ctx.db, user.email)).map(serializeInvitation);
  });

  app.post('/api/organization-invites/:id/', auth, async (request) => {
    const user = requireUser(request);
    const invitation = await findInvitation(ctx.db, idParam(request));
    // Only the invitee may accept; to anyone else the invitation does not exist.
    if (!invitation || !sameEmail(invitation.email, user.email)) throw notFound();
    await ctx.db.transaction(async (tx) => {
      if (invitation.status !== 'pending') throw notPending();
      const current = await organizationOfUser(tx, user.id);
      if (current) throw new ApiError(409, { detail: 'You already belong to an organization.', code: 'alreadyInOrganization' });
      if (!(await closeInvitation(tx, invitation.id, 'accepted'))) throw notPending();
      await moveUserToGroup(tx, invitation.organization_id, user.id, invitation.group_id);
    });
    return serializeInvitation((await findInvitation(ctx.db, invitation.id))!);
  });

  app.delete('/api/organization-invites/:id/', auth, async (request) => {
    const user = requireUser(request);
    const invitation = await findInvitation(ctx.db, idParam(request));
    if (!invitation) throw notFound();
    const isInvitee = sameEmail(invitation.email, user.email);
    if (!isInvitee && !(await editableGroupIds(ctx.db, user.id)).has(invitation.group_id)) throw notFound();
    if (invitation.status !== 'pending') throw notPending();
    if (!(await closeInvitation(ctx.db, invitation.id, isInvitee ? 'declined' : 'cancelled'))) throw notPending();
    return serializeInvitation((await findInvitation(ctx.db, invitation.id))!);
  });
}
