import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { AUDIO, TOKEN_REFRESH_MARGIN_S } from 'shared-domain/analysis';
import type { SignalEnvelope } from 'shared-domain/analysis';
import { api, store } from '../platform/platform';
import { sessionAtom } from '../session/atoms';
import { secondsToExpiry } from '../session/claims';
import { ApiError, toApiError } from './errors';
import {
  addressSchema,
  attachmentListSchema,
  attachmentUploadSchema,
  mediaUrlSchema,
  videoBfvSchema,
  weatherSchema,
  type UploadForm,
  uploadFormSchema,
} from 'shared-domain/schemas';
import { snapshotDetailSchema } from 'shared-domain/schemas';
import {
  commentsEditSchema,
  coordinatesSchema,
  dynamicRangeEditSchema,
  heatmapModeEditSchema,
  labelEditSchema,
  locationEditSchema,
  pictureBrightnessEditSchema,
  tagsEditSchema,
  type Coordinates,
  type HeatmapMode,
} from 'shared-domain/schemas';

const empty = lazySchema(() => z.unknown());

/** Validates a body before it is sent: an invalid value is a programming error, named by the call. */
function body<S extends z.ZodType>(call: string, schema: S, value: z.input<S>): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(call, 400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

function edit<S extends z.ZodType>(call: string, id: number, path: string, schema: S, value: z.input<S>) {
  return api.request(call, { method: 'POST', path: `/api/snapshots/${id}/${path}/`, body: body(call, schema, value), schema: snapshotDetailSchema });
}

/**
 * A bearer token for a binary read. The client's JSON path refreshes tokens on its own; a binary
 * read cannot go through it, so when the token is close to expiry a cheap JSON call
 * (`GET /api/me/`) makes the client refresh it first (single-flight, as every other call).
 */
async function freshAccessToken(): Promise<string> {
  const current = store.get(sessionAtom);
  if (current && secondsToExpiry(current.access, Date.now()) > TOKEN_REFRESH_MARGIN_S) return current.access;
  await api.me();
  const refreshed = store.get(sessionAtom);
  if (!refreshed) throw new ApiError('session', 401, 'Not signed in');
  return refreshed.access;
}

/** A bearer-authorised binary GET (signal, picture, heatmap still). 403 ends the session as for JSON calls. */
async function binary(call: string, path: string): Promise<{ data: ArrayBuffer; headers: Headers }> {
  const token = await freshAccessToken();
  let response: Response;
  try {
    response = await fetch(api.url(path), { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new ApiError(call, 0, (error as Error).message);
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    if (response.status === 403 || response.status === 401) api.logout('forbidden');
    throw toApiError(call, response.status, parsed);
  }
  return { data: await response.arrayBuffer(), headers: response.headers };
}

/** A recorded signal: float32 samples (pascal) at `rateHz`. */
export interface SnapshotSignal {
  samples: Float32Array;
  rateHz: number;
}

/** One heatmap frame (levels in dB SPL, row-major, top row first). */
export interface HeatmapFrame {
  width: number;
  height: number;
  levels: Float32Array;
  /** Time of the frame in the video, s. */
  timeS: number;
}

/**
 * Snapshot edits and media of the detail page (spec 001 section 7 "Snapshot edits and
 * deletion", "Snapshots (reads)", "Image attachments"). Every edit answers the updated
 * snapshot detail. The analysis inputs (distance, costs, gas...) are in the analytics module.
 */
export const snapshotEditsApi = {
  /** POST .../label/ {text}: at most 2048 characters. */
  setLabel: (id: number, text: string) => edit('label', id, 'label', labelEditSchema, { text }),
  /** POST .../tags/ {tags}: send a list already normalised (see `normalizeTags`). */
  setTags: (id: number, tags: string[]) => edit('tags', id, 'tags', tagsEditSchema, { tags }),
  /**
   * POST .../tags/add/ {tags}: adds tags to those the snapshot has, atomically on the server, so
   * concurrent additions (a bulk tag beside another user's edit) all survive. Normalised there too.
   */
  addTags: (id: number, tags: string[]) => edit('addTags', id, 'tags/add', tagsEditSchema, { tags }),
  /** POST .../tags/remove/ {tags}: removes these tags, atomically on the server. */
  removeTags: (id: number, tags: string[]) => edit('removeTags', id, 'tags/remove', tagsEditSchema, { tags }),
  /** POST .../comments/ {comments}. */
  setComments: (id: number, comments: string) => edit('comments', id, 'comments', commentsEditSchema, { comments }),
  /** POST .../location/ {location}: null removes it (and the cached weather and address). */
  setLocation: (id: number, location: Coordinates | null) => edit('location', id, 'location', locationEditSchema, { location }),
  /** POST .../change_address/ {latitude, longitude}: moves the location and answers the new address. */
  changeAddress: (id: number, point: Coordinates) =>
    api.request('changeAddress', { method: 'POST', path: `/api/snapshots/${id}/change_address/`, body: body('changeAddress', coordinatesSchema, point), schema: addressSchema }),
  /** POST .../dynamicrange/ {value}: the heatmap floor, dB SPL (not below the default; null resets). */
  setDynamicRange: (id: number, value: number | null) => edit('dynamicRange', id, 'dynamicrange', dynamicRangeEditSchema, { value }),
  /** POST .../heatmap-mode/ {mode}. */
  setHeatmapMode: (id: number, mode: HeatmapMode) => edit('heatmapMode', id, 'heatmap-mode', heatmapModeEditSchema, { mode }),
  /** POST .../picture-brightness/ {picture_brightness}: 0..1. */
  setPictureBrightness: (id: number, brightness: number) =>
    edit('pictureBrightness', id, 'picture-brightness', pictureBrightnessEditSchema, { picture_brightness: brightness }),
  /** DELETE .../deactivate/: the snapshot disappears from every list (204). */
  deactivate: (id: number) => api.request('deactivate', { method: 'DELETE', path: `/api/snapshots/${id}/deactivate/`, schema: empty }),

  /** GET .../picture/: the scene photo, JPEG or PNG as the server says. */
  picture: async (id: number) => {
    const { data, headers } = await binary('picture', `/api/snapshots/${id}/picture/`);
    return new Blob([data], { type: headers.get('content-type') ?? 'image/jpeg' });
  },
  /** GET .../heatmap_still/: the loudest frame as a 110 x 110 PNG. */
  heatmapStill: async (id: number) => new Blob([(await binary('heatmapStill', `/api/snapshots/${id}/heatmap_still/`)).data], { type: 'image/png' }),
  /** GET .../signal/: float32 little-endian samples with the rate in `X-Sample-Rate` (default 62 500 Hz). */
  signal: async (id: number): Promise<SnapshotSignal> => {
    const { data, headers } = await binary('signal', `/api/snapshots/${id}/signal/`);
    const rateHz = Number(headers.get('x-sample-rate')) || 62_500;
    const view = new DataView(data);
    const samples = new Float32Array(Math.floor(data.byteLength / 4));
    for (let i = 0; i < samples.length; i += 1) samples[i] = view.getFloat32(i * 4, true);
    return { samples, rateHz };
  },
  /**
   * GET .../signal/?columns=N: the whole recording's envelope, its lowest and highest sample in
   * each of `columns` equal slices (what a time-signal chart draws, without every sample).
   */
  signalEnvelope: async (id: number, columns: number): Promise<SignalEnvelope> => {
    const { data, headers } = await binary('signal', `/api/snapshots/${id}/signal/?columns=${columns}`);
    const rateHz = Number(headers.get('x-sample-rate')) || AUDIO.defaultRateHz;
    const view = new DataView(data);
    const count = Math.floor(data.byteLength / 8);
    const min = new Float32Array(count);
    const max = new Float32Array(count);
    for (let c = 0; c < count; c += 1) {
      min[c] = view.getFloat32(c * 8, true);
      max[c] = view.getFloat32(c * 8 + 4, true);
    }
    return { min, max, rateHz, durationS: Number(headers.get('x-signal-duration')) || 0 };
  },
  /** GET .../audible-wav/: the recording heterodyned into the audible range, as a WAV file. */
  audibleWav: async (id: number) => new Blob([(await binary('audibleWav', `/api/snapshots/${id}/audible-wav/`)).data], { type: 'audio/wav' }),
  /** The heatmap frame shown at `timeS` (GET .../video-bfv/?begin=t&end=t). */
  heatmapFrameAt: async (id: number, timeS: number): Promise<HeatmapFrame | null> => {
    const t = Math.max(0, timeS);
    const answer = await api.request('heatmapFrame', { path: `/api/snapshots/${id}/video-bfv/?begin=${t}&end=${t}`, schema: videoBfvSchema });
    const frame = answer.frames[0];
    return frame ? { width: answer.width, height: answer.height, levels: Float32Array.from(frame.levels), timeS: frame.time } : null;
  },
  /** GET .../thumbnail-url/: a signed link to the thumbnail. */
  thumbnailUrl: (id: number) => api.request('thumbnailUrl', { path: `/api/snapshots/${id}/thumbnail-url/`, schema: mediaUrlSchema }),
  /** GET .../weather/ (404 when the snapshot has no location). */
  weather: (id: number) => api.request('weather', { path: `/api/snapshots/${id}/weather/`, schema: weatherSchema }),
  /** GET .../address/ (404 when the snapshot has no location). */
  address: (id: number) => api.request('address', { path: `/api/snapshots/${id}/address/`, schema: addressSchema }),

  /** GET .../imageattachments/list/: uploaded images with signed links. */
  attachments: (id: number) => api.request('attachments', { path: `/api/snapshots/${id}/imageattachments/list/`, schema: attachmentListSchema }),
  /** GET .../imageattachments/getuploadurl/: a signed form for one new image. */
  attachmentUploadForm: (id: number, filename: string, category = 'image') =>
    api.request('attachmentUploadUrl', {
      path: `/api/snapshots/${id}/imageattachments/getuploadurl/?category=${encodeURIComponent(category)}&filename=${encodeURIComponent(filename)}`,
      schema: attachmentUploadSchema,
    }),
  /** POST .../imageattachments/remove/ {attachmentId} (204). */
  removeAttachment: (id: number, attachmentId: string) =>
    api.request('attachmentRemove', { method: 'POST', path: `/api/snapshots/${id}/imageattachments/remove/`, body: { attachmentId }, schema: empty }),
  /** POST /api/get-upload-url/ {filename}: a signed form for one file (an `.nlz` one is imported on arrival). */
  uploadForm: (filename: string) => api.request('getUploadUrl', { method: 'POST', path: '/api/get-upload-url/', body: { filename }, schema: uploadFormSchema }),
  /** Uploads one image for a snapshot: asks for the signed form, then posts it (fields, then `file`). */
  uploadAttachment: async (id: number, file: File, category = 'image'): Promise<string> => {
    const form = await snapshotEditsApi.attachmentUploadForm(id, file.name, category);
    await postUploadForm(form, file);
    return form.attachmentId;
  },
};

/** POSTs a signed upload form as multipart/form-data (S3 style: the fields, then the file; no bearer). */
export async function postUploadForm(form: UploadForm, file: Blob, filename = file instanceof File ? file.name : 'upload'): Promise<void> {
  const data = new FormData();
  for (const [key, value] of Object.entries(form.fields)) data.append(key, value);
  data.append('file', file, filename);
  let response: Response;
  try {
    response = await fetch(api.url(form.url), { method: 'POST', body: data });
  } catch (error) {
    throw new ApiError('upload', 0, (error as Error).message);
  }
  if (!response.ok) {
    // The upload answers JSON like the API ({detail} or field messages), or plain text.
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : text;
    } catch {
      // plain text stays text
    }
    throw toApiError('upload', response.status, body);
  }
}
