import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * Organizations, groups and invitations (spec 001 sections 3, 5 and 7). Shared by the client
 * (validation at the boundary) and the api-server (body parsing and the shape it answers).
 * Dates are ISO 8601 strings in UTC. Error bodies carry a `code` the viewer maps to the spec's
 * messages: `invalidEmailAddress`, `userAlreadyInOrganization` (spec 001 section 8).
 */

/** Message keys of the invitation errors of spec 001 section 8, sent as `code` with a 400. */
export const INVITATION_ERROR_CODES = ['invalidEmailAddress', 'userAlreadyInOrganization', 'invitationPending'] as const;
export type InvitationErrorCode = (typeof INVITATION_ERROR_CODES)[number];

/** Invitation states (spec 001 section 4): pending, then accepted or declined, or cancelled. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Longest organization or group name the server keeps. */
export const ORGANIZATION_NAME_MAX = 200;
/** Longest group description. */
export const GROUP_DESCRIPTION_MAX = 2000;

/**
 * A standard e-mail pattern (spec 001 section 5): something@domain.tld without spaces. Used by
 * the server and by the invite dialog, so both refuse the same addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A member of a group. `customerId` is the user id. */
export const groupUserSchema = lazySchema(() => z.object({ customerId: z.number(), username: z.string(), email: z.string() }));
export type GroupUser = z.infer<typeof groupUserSchema>;

/** A camera pairing listed in a group; `pairedUsers` are the users it is actively paired to. */
export const groupOwnershipSchema = lazySchema(() => z.object({
  id: z.number(),
  serial: z.string(),
  /** The camera's nickname, or its serial when it has none. */
  name: z.string(),
  isActive: z.boolean(),
  pairedUsers: z.array(groupUserSchema),
}));
export type GroupOwnership = z.infer<typeof groupOwnershipSchema>;

const groupFields = () => ({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  parentId: z.number().nullable(),
  users: z.array(groupUserSchema),
  ownerships: z.array(groupOwnershipSchema),
  isRoot: z.boolean(),
  /**
   * Whether the signed-in user may edit this group: a member of it or of an ancestor (spec 001
   * section 6). The viewer shows the group's controls only when true.
   */
  canEdit: z.boolean(),
});

/** A group in the flat `groups` list: `children` are the ids of its direct subgroups. */
export const groupSchema = lazySchema(() => z.object({ ...groupFields(), children: z.array(z.number()) }));
export type Group = z.infer<typeof groupSchema>;

/** A group in `groupTree`: `children` are the subgroups themselves, recursively. */
export interface GroupTreeNode extends Omit<Group, 'children'> {
  children: GroupTreeNode[];
}
export const groupTreeNodeSchema: z.ZodType<GroupTreeNode> = lazySchema(() => z
  .object({
    ...groupFields(),
    get children(): z.ZodArray<z.ZodType<GroupTreeNode>> {
      return z.array(groupTreeNodeSchema);
    },
  })
  .meta({ id: 'GroupTreeNode' }));

/** An organization with all its groups, flat and as a tree rooted at the root group. */
export const organizationSchema = lazySchema(() => z.object({
  id: z.number(),
  name: z.string(),
  /** Feature flags of the organization, e.g. `DataConnectNewKey`. */
  features: z.array(z.string()),
  groups: z.array(groupSchema),
  groupTree: groupTreeNodeSchema,
}));
export type Organization = z.infer<typeof organizationSchema>;

/** GET /api/organizations/: the caller's organization as a list of zero or one. */
export const organizationListSchema = lazySchema(() => z.array(organizationSchema));

const trimmedName = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} may not be blank.`)
    .max(ORGANIZATION_NAME_MAX, `Ensure this field has no more than ${ORGANIZATION_NAME_MAX} characters.`);

/** POST /api/organizations/ body (spec 001 section 5: name non-empty). */
export const createOrganizationBodySchema = lazySchema(() => z.object({ name: trimmedName('This field') }));
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

const description = lazySchema(() => z
  .string()
  .max(GROUP_DESCRIPTION_MAX, `Ensure this field has no more than ${GROUP_DESCRIPTION_MAX} characters.`));

/**
 * POST /api/organizations/groups/{id}/ body: creates a subgroup of group `{id}`. `parent`, when
 * sent, must equal `{id}` (the path names the parent; the body field is kept for the spec's payload).
 */
export const createGroupBodySchema = lazySchema(() => z.object({
  parent: z.number().int().positive().optional(),
  name: trimmedName('This field'),
  description: description.default(''),
}));
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

/**
 * PATCH /api/organizations/groups/{id}/ body. `users` is the complete list of member ids after
 * the change: an id that is new moves that member of the organization into this group (a user
 * belongs to one group of an organization); an id left out removes that user from the group and
 * so from the organization. Nobody may move or remove themselves (spec 001 section 6).
 */
export const patchGroupBodySchema = lazySchema(() => z.object({
  name: trimmedName('This field').optional(),
  description: description.optional(),
  users: z.array(z.number().int().positive()).max(1000).optional(),
}));
export type PatchGroupBody = z.infer<typeof patchGroupBodySchema>;

/** POST /api/organizations/groups/{id}/ownerships/ body: a camera pairing to list in the group. */
export const addGroupOwnershipBodySchema = lazySchema(() => z.object({ ownership: z.number().int().positive() }));
export type AddGroupOwnershipBody = z.infer<typeof addGroupOwnershipBodySchema>;

/** POST /api/organizations/groups/{id}/invitations/ body; the format check answers `invalidEmailAddress`. */
export const inviteBodySchema = lazySchema(() => z.object({
  email: z.string().trim().min(1, 'This field may not be blank.').max(254),
}));
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** An invitation (spec 001 section 3) with its state. */
export const invitationSchema = lazySchema(() => z.object({
  id: z.number(),
  email: z.string(),
  group: z.object({ id: z.number(), name: z.string() }),
  organization: z.object({ id: z.number(), name: z.string() }),
  invitedBy: z.object({ customerId: z.number(), username: z.string() }).nullable(),
  invitedAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** When the invitee answered or the inviter cancelled; null while pending. */
  respondedAt: z.string().nullable(),
}));
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = lazySchema(() => z.array(invitationSchema));

/** GET /api/organization-invites/ query: `pending` (default) or `all` states. */
export const organizationInvitesQuerySchema = lazySchema(() => z.object({ status: z.enum(['pending', 'all']).default('pending') }));
