import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { api } from '../platform/platform';
import {
  groupSchema,
  invitationListSchema,
  invitationSchema,
  organizationListSchema,
  organizationSchema,
  type AddGroupOwnershipBody,
  type CreateGroupBody,
  type CreateOrganizationBody,
  type InviteBody,
  type Organization,
  type PatchGroupBody,
} from 'shared-domain/schemas';

const empty = lazySchema(() => z.unknown());

/** Organization, group and invitation calls of spec 001 section 7. */
export const organizationsApi = {
  /** GET /api/organizations/: the caller's organization, or null when they belong to none. */
  mine: async (): Promise<Organization | null> =>
    (await api.request('organizations', { path: '/api/organizations/', schema: organizationListSchema }))[0] ?? null,
  /** POST /api/organizations/ {name}: creates one; the caller joins its root group. */
  create: (body: CreateOrganizationBody) =>
    api.request('createOrganization', { method: 'POST', path: '/api/organizations/', body, schema: organizationSchema }),
  /** POST /api/organizations/groups/{parentId}/: a subgroup of `parentId`. */
  createGroup: (parentId: number, body: CreateGroupBody) =>
    api.request('createGroup', {
      method: 'POST',
      path: `/api/organizations/groups/${parentId}/`,
      body: { ...body, parent: parentId },
      schema: groupSchema,
    }),
  /** PATCH /api/organizations/groups/{id}/ {name, description, users}; `users` is the full member list. */
  patchGroup: (id: number, body: PatchGroupBody) =>
    api.request('patchGroup', { method: 'PATCH', path: `/api/organizations/groups/${id}/`, body, schema: groupSchema }),
  /** DELETE /api/organizations/groups/{id}/: only a group without users, devices or subgroups. */
  deleteGroup: (id: number) => api.request('deleteGroup', { method: 'DELETE', path: `/api/organizations/groups/${id}/`, schema: empty }),
  /** POST /api/organizations/groups/{id}/ownerships/ {ownership}: lists a camera pairing in the group. */
  addOwnership: (groupId: number, body: AddGroupOwnershipBody) =>
    api.request('addGroupOwnership', {
      method: 'POST',
      path: `/api/organizations/groups/${groupId}/ownerships/`,
      body,
      schema: groupSchema,
    }),
  /** POST /api/organizations/groups/{id}/invitations/ {email}; 400 codes invalidEmailAddress, userAlreadyInOrganization. */
  invite: (groupId: number, body: InviteBody) =>
    api.request('invite', { method: 'POST', path: `/api/organizations/groups/${groupId}/invitations/`, body, schema: invitationSchema }),
  /** GET /api/organization-invites/: invitations the caller's organization sent (pending, or all states). */
  sentInvites: (status: 'pending' | 'all' = 'pending') =>
    api.request('organizationInvites', { path: `/api/organization-invites/?status=${status}`, schema: invitationListSchema }),
  /** GET /api/my-organization-invites/: pending invitations addressed to the caller. */
  myInvites: () => api.request('myOrganizationInvites', { path: '/api/my-organization-invites/', schema: invitationListSchema }),
  /** POST /api/organization-invites/{id}/: the invitee accepts and joins the group. */
  acceptInvite: (id: number) =>
    api.request('acceptInvite', { method: 'POST', path: `/api/organization-invites/${id}/`, schema: invitationSchema }),
  /** DELETE /api/organization-invites/{id}/: the invitee declines, or an editor of the group cancels. */
  removeInvite: (id: number) =>
    api.request('removeInvite', { method: 'DELETE', path: `/api/organization-invites/${id}/`, schema: invitationSchema }),
};
