import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Most tags one `GET /api/snapshots/tags/` answer holds. */
export const SNAPSHOT_TAGS_MAX = 500;

/**
 * GET /api/snapshots/tags/ query: `q` keeps the tags containing it (case-insensitive), `limit`
 * caps the answer (default and most {@link SNAPSHOT_TAGS_MAX}).
 */
export const snapshotTagsQuerySchema = lazySchema(() => z.object({
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SNAPSHOT_TAGS_MAX).optional(),
}));
export type SnapshotTagsQuery = z.infer<typeof snapshotTagsQuerySchema>;

/** GET /api/snapshots/tags/: the tags on the snapshots the user sees, most used first, with how many carry each. */
export const snapshotTagsSchema = lazySchema(() => z.object({
  results: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })),
}));
export type SnapshotTags = z.infer<typeof snapshotTagsSchema>;
