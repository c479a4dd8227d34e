import { api } from '../platform/platform';
import { jobListSchema, liveCredentialsSchema } from 'shared-domain/schemas';

/** Live-channel calls: broker credentials and the REST copy of task state. */
export const liveApi = {
  /** GET /api/get-upload-iot/: short-lived broker credentials (device 30 min, report 50 min). */
  credentials: (purpose: 'device' | 'report' = 'device') =>
    api.request('getUploadIot', { path: `/api/get-upload-iot/?purpose=${purpose}`, schema: liveCredentialsSchema }),
  /** GET /api/jobs/: the user's recent tasks, read again after every reconnect. */
  jobs: () => api.request('jobs', { path: '/api/jobs/', schema: jobListSchema }),
};
