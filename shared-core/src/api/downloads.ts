import { api } from '../platform/platform';
import { releaseNotesSchema, viewerDownloadSchema } from 'shared-domain/schemas';

/** Viewer download and release notes (spec 001 section 7, devices and cameras). */
export const downloadsApi = {
  /** GET /api/downloads/nlcameraviewer/ (public); `download` asks for a file URL. */
  viewer: (download = false) =>
    api.request('viewerDownload', {
      path: `/api/downloads/nlcameraviewer/${download ? '?download=1' : ''}`,
      schema: viewerDownloadSchema,
      auth: false,
    }),
  /** GET /api/downloads/usermanuals/releasenotes/?lang */
  releaseNotes: (language: string) =>
    api.request('releaseNotes', {
      path: `/api/downloads/usermanuals/releasenotes/?lang=${encodeURIComponent(language)}`,
      schema: releaseNotesSchema,
    }),
};
