import { EMAIL_PATTERN, type Group, type Invitation } from 'shared-core';

/** Why an address cannot be invited: the spec's message keys (spec 001 sections 5 and 8), or a pending invitation. */
export type InviteEmailProblem = 'required' | 'invalidEmailAddress' | 'userAlreadyInOrganization' | 'invitationPending';

/**
 * Checks an address before the invite call: a standard e-mail pattern, not a member of the group
 * tree, no pending invitation to it (case is ignored, as the server does).
 */
export function inviteEmailProblem(
  email: string,
  groups: readonly Group[],
  pending: readonly Invitation[] = [],
): InviteEmailProblem | null {
  const address = email.trim();
  if (!address) return 'required';
  if (!EMAIL_PATTERN.test(address)) return 'invalidEmailAddress';
  const lower = address.toLowerCase();
  if (groups.some((g) => g.users.some((u) => u.email.toLowerCase() === lower))) return 'userAlreadyInOrganization';
  if (pending.some((i) => i.status === 'pending' && i.email.toLowerCase() === lower)) return 'invitationPending';
  return null;
}
