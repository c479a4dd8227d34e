import { normalizeTags } from 'shared-core';

/** Bulk tag (spec 000 section 4): add the tags to every selected snapshot, or remove them. */
export type TagMode = 'add' | 'remove';

/** The dialog's steps: choose tags and mode, confirm, run, done. */
export type TagStep = 'choose' | 'confirm' | 'running' | 'done';

/** One snapshot's state while the dialog runs (spec 000 section 4: updating, then updated). */
export type TagRowState = 'waiting' | 'updating' | 'updated' | 'failed';

/**
 * The tags picked or typed, normalised as the server stores them (NFC, split on spaces, no
 * duplicates), and the message key when there is none to send.
 */
export function pickedTags(values: readonly string[]): { tags: string[]; error: 'tagsRequired' | null } {
  const tags = normalizeTags(values);
  return { tags, error: tags.length === 0 ? 'tagsRequired' : null };
}
