import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Release notes keyed by date (YYYY-MM-DD -> text), spec 001 section 7. */
export const releaseNotesSchema = lazySchema(() => z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string()));
export type ReleaseNotes = z.infer<typeof releaseNotesSchema>;

/** GET /api/downloads/nlcameraviewer/ (with download=1 the answer adds a url). */
export const viewerDownloadSchema = lazySchema(() => z.object({
  name: z.string(),
  description: z.string(),
  filename: z.string(),
  releasenotes: releaseNotesSchema,
  url: z.string().url().optional(),
}));
export type ViewerDownload = z.infer<typeof viewerDownloadSchema>;
