import { api } from '../platform/platform';
import {
  bfvFramesSchema,
  deviceIotCredentialsSchema,
  jobItemSchema,
  managementCredentialsSchema,
  mediaJobStartedSchema,
  signedCookiesSchema,
} from 'shared-domain/schemas';

const serialPath = (serial: string) => encodeURIComponent(serial);

/** Media host calls (spec 001 section 7 "Media host"), for cameras the user sees. */
export const mediaApi = {
  /** GET /vod/devices/{serial}/signed-cookies: cookies for players (also set by the answer). */
  signedCookies: (serial: string) => api.request('signedCookies', { path: `/vod/devices/${serialPath(serial)}/signed-cookies`, schema: signedCookiesSchema }),
  /** GET /vod/devices/{serial}/iot-credentials */
  iotCredentials: (serial: string) => api.request('deviceIotCredentials', { path: `/vod/devices/${serialPath(serial)}/iot-credentials`, schema: deviceIotCredentialsSchema }),
  /** GET /vod/devices/{serial}/job-item/{id} */
  jobItem: (serial: string, id: number) => api.request('jobItem', { path: `/vod/devices/${serialPath(serial)}/job-item/${id}`, schema: jobItemSchema }),
  /** POST /vod/jobs/devices/{serial}/job-item/{id}: converts the frames (output-group-details task). */
  convert: (serial: string, id: number) =>
    api.request('convertJobItem', { method: 'POST', path: `/vod/jobs/devices/${serialPath(serial)}/job-item/${id}`, schema: mediaJobStartedSchema }),
  /** POST /vod/jobs/devices/{serial}/export/{id}: exports the recording (device-export-state task). */
  exportItem: (serial: string, id: number) =>
    api.request('exportJobItem', { method: 'POST', path: `/vod/jobs/devices/${serialPath(serial)}/export/${id}`, schema: mediaJobStartedSchema }),
  /** GET /bfv/devices/{serial}/frames/{id}_bfv or _converted_bfv, optional start and end (s). */
  frames: (serial: string, id: number, opts: { converted?: boolean; start?: number; end?: number } = {}) => {
    const search = new URLSearchParams();
    if (opts.start !== undefined) search.set('start', String(opts.start));
    if (opts.end !== undefined) search.set('end', String(opts.end));
    const q = search.toString();
    return api.request('bfvFrames', {
      path: `/bfv/devices/${serialPath(serial)}/frames/${id}_${opts.converted ? 'converted_' : ''}bfv${q ? `?${q}` : ''}`,
      schema: bfvFramesSchema,
    });
  },
  /** GET /management/credentials */
  managementCredentials: () => api.request('managementCredentials', { path: '/management/credentials', schema: managementCredentialsSchema }),
};
