import { queryOptions } from '@tanstack/react-query';
import { api } from '../platform/platform';
import {
  deviceListSchema,
  deviceNotificationListSchema,
  deviceSchema,
  fleetUpdateAnswerSchema,
  manualListSchema,
  pairAnswerSchema,
  pairStatusSchema,
  removeDeviceAnswerSchema,
  type FleetUpdateBody,
  type PairBody,
} from 'shared-domain/schemas';

const serialPath = (serial: string) => `/api/device/${encodeURIComponent(serial)}`;

/**
 * Camera calls of spec 001 section 7 ("Devices and cameras" and "Pairing"). Pairing failures
 * reject with an ApiError whose body carries `msg` (see PAIR_ERROR_CODES): the viewer shows
 * `pairErr{msg}`.
 */
export const devicesApi = {
  /** GET /api/devices/, optionally only the given pairing (ownership) ids. */
  list: (ownerships?: readonly number[]) =>
    api.request('devices', {
      path: `/api/devices/${ownerships?.length ? `?ownerships=${ownerships.join(',')}` : ''}`,
      schema: deviceListSchema,
    }),
  /** GET /api/device/{serial}/ */
  detail: (serial: string) => api.request('device', { path: `${serialPath(serial)}/`, schema: deviceSchema }),
  /** POST /api/device/{serial}/nickname/ (at most 100 characters); answers the camera. */
  setNickname: (serial: string, nickname: string) =>
    api.request('deviceNickname', { method: 'POST', path: `${serialPath(serial)}/nickname/`, body: { nickname }, schema: deviceSchema }),
  /** POST /api/device/{serial}/remove/: ends the caller's pairing; answers the text SUCCESS. */
  remove: (serial: string) =>
    api.request('deviceRemove', { method: 'POST', path: `${serialPath(serial)}/remove/`, schema: removeDeviceAnswerSchema }),
  /** POST /api/device/{serial}/update/: starts a fleet update; statuses arrive as `fleet-update` live messages. */
  update: (serial: string, body: FleetUpdateBody, iotId?: string | null) =>
    api.request('deviceUpdate', {
      method: 'POST',
      path: `${serialPath(serial)}/update/${iotId ? `?iotId=${encodeURIComponent(iotId)}` : ''}`,
      body,
      schema: fleetUpdateAnswerSchema,
    }),
  /** GET /api/device-notifications/ (update available, pairing lost). */
  notifications: () => api.request('deviceNotifications', { path: '/api/device-notifications/', schema: deviceNotificationListSchema }),
  /** GET /api/downloads/usermanuals/list/?device_serial&lang */
  manuals: (serial: string, language: string) =>
    api.request('userManuals', {
      path: `/api/downloads/usermanuals/list/?device_serial=${encodeURIComponent(serial)}&lang=${encodeURIComponent(language)}`,
      schema: manualListSchema,
    }),
  /** POST /api/pair/status/ (step one): not paired, already paired or cannot pair. */
  pairStatus: (body: PairBody) => api.request('pairStatus', { method: 'POST', path: '/api/pair/status/', body, schema: pairStatusSchema }),
  /** POST /api/pair/ (step two): pairs the camera to the caller. */
  pair: (body: PairBody) => api.request('pair', { method: 'POST', path: '/api/pair/', body, schema: pairAnswerSchema }),
};

/** Cameras and notifications change rarely: read again after a minute (and after every change). */
const CAMERAS_STALE_MS = 60_000;

/**
 * Query keys and options of the cameras area (first segment: the area). In shared-core because
 * more than one of the area's features reads them: the list, the pairing dialog (which
 * refreshes the list) and the rail badge.
 */
export const camerasQueries = {
  all: ['cameras'] as const,
  /** GET /api/devices/: every camera entry of the user. */
  list: () => queryOptions({ queryKey: [...camerasQueries.all, 'list'] as const, queryFn: () => devicesApi.list(), staleTime: CAMERAS_STALE_MS }),
  /** GET /api/device-notifications/: updates available and lost pairings (the rail's badge). */
  notifications: () =>
    queryOptions({
      queryKey: [...camerasQueries.all, 'notifications'] as const,
      queryFn: () => devicesApi.notifications(),
      staleTime: CAMERAS_STALE_MS,
    }),
  /** GET /api/downloads/usermanuals/list/ for one camera in one language. */
  manuals: (serial: string, language: string) =>
    queryOptions({
      queryKey: [...camerasQueries.all, 'manuals', serial, language] as const,
      queryFn: () => devicesApi.manuals(serial, language),
      // The links are signed for 10 minutes: read them again well before.
      staleTime: 5 * 60_000,
    }),
};
