import { api, downloadSnapshotsAnswerSchema, type DownloadSnapshotsBody } from 'shared-core';

/** Most snapshots one download request may name (the server's limit). */
export const DOWNLOAD_BATCH = 1000;

/**
 * Bulk calls of the list that shared-core has no typed function for yet (spec 001 section 7,
 * "Reports, exports and sharing"); the schemas are shared-core's, so the answer is validated.
 */
export const bulkApi = {
  /** POST /api/download-snapshots/: starts an export job (202 {taskId}); progress comes as `export-nlz` live messages. */
  downloadSnapshots: (body: DownloadSnapshotsBody) =>
    api.request('downloadSnapshots', { method: 'POST', path: '/api/download-snapshots/', body, schema: downloadSnapshotsAnswerSchema }),
};
