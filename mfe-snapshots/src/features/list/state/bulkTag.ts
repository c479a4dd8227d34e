import { normalizeTags, TAG_FRAME_BATCH } from 'shared-core';
import { runBulk, type BulkProgress, type BulkResult } from './runBulk';

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

/**
 * Runs a bulk tag change frame by frame (spec 000 section 9: tag frame save batch 100): the
 * selection is cut into frames of 100 snapshots, each frame is saved 10 at a time (bulk
 * concurrency) and finishes before the next starts, so a large selection never has more than one
 * frame of changes in flight and the progress moves frame by frame. Failures neither stop nor
 * repeat the others; the result lists every id once, in input order.
 */
export async function runTagFrames(
  ids: readonly number[],
  save: (id: number) => Promise<unknown>,
  onProgress: (progress: BulkProgress) => void = () => undefined,
  frameSize: number = TAG_FRAME_BATCH,
): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (let start = 0; start < ids.length; start += frameSize) {
    const frame = ids.slice(start, start + frameSize);
    const before = { done: result.succeeded.length + result.failed.length, failed: result.failed.length };
    const outcome = await runBulk(frame, save, (p) => onProgress({ total: ids.length, done: before.done + p.done, failed: before.failed + p.failed }));
    result.succeeded.push(...outcome.succeeded);
    result.failed.push(...outcome.failed);
  }
  return result;
}
