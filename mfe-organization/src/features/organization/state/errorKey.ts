import { ApiError } from 'shared-core';

/** Server `code`s of the organization calls this area explains in the user's language. */
const KNOWN_CODES = [
  'invitationPending',
  'cannotMoveSelf',
  'groupNotEmpty',
  'alreadyInOrganization',
  'invitationNotPending',
] as const;

/**
 * The message key for a failed call: the spec's keys for the invite refusals, `errors.<code>` for a refusal the page can
 * explain, `errors.forbidden` for 403 or 404 (the tree changed under the user), otherwise
 * `errors.failed`.
 */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    // The spec's own message keys (spec 001 section 8) live in the common namespace.
    if (error.code === 'invalidEmailAddress' || error.code === 'userAlreadyInOrganization') return `common:errors.${error.code}`;
    if (error.code && (KNOWN_CODES as readonly string[]).includes(error.code)) return `errors.${error.code}`;
    if (error.status === 403 || error.status === 404) return 'errors.forbidden';
  }
  return 'errors.failed';
}
