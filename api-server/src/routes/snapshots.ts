import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addressSchema,
  mediaUrlSchema,
  snapshotDetailSchema,
  snapshotListQuerySchema,
  snapshotPageSchema,
  signalQuerySchema,
  videoBfvQuerySchema,
  videoBfvSchema,
  weatherSchema,
  type SnapshotPage,
  type VideoBfv,
} from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findActiveSnapshot, findDeletedSnapshotFileName, findVisibleSnapshot, listSnapshots, readSnapshotCaches, updateSnapshot, type SnapshotRow } from '../db/snapshots';
import { getBlob, putBlob } from '../db/snapshotsBlobs';
import { encodeSignal, frameIndexAt, syntheticAddress, syntheticWeather } from '../engine';
import { waveformColumns } from 'shared-domain/analysis';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { hasSignal, readSignal } from '../media/recording';
import { describeRoute } from '../openapi/registry';
import {
  loadVisibleSnapshot,
  MEDIA_FILES,
  mediaPath,
  mediaSigner,
  originOf,
  heatmapLevelsAt,
  readHeatmap,
  serializeDetail,
  servedLevels,
  serializeSnapshots,
  snapshotIdParam,
  toListItem,
  signedUrl,
  videoDurationS,
} from './snapshotsCommon';
import { audibleVersion, encodeWav, heatmapStillPng } from './snapshotsMedia';
import { parseListQuery } from './snapshotsQuery';
import { registerSnapshotAnalyticsRoutes } from './snapshotsAnalytics';
import { registerSnapshotEditRoutes } from './snapshotsEdits';
import { registerUploadRoutes } from './snapshotsUploads';

/**
 * Snapshot reads (spec 001 section 7 "Snapshots (reads)"), all with a bearer token; a snapshot
 * of another user (or deactivated, or unknown) is 404 everywhere:
 * - `GET /api/snapshots/` filters, sort and page done in SQL -> `{count, next, previous, results}`
 * - `GET /api/snapshots/{id}/` -> `snapshotDetailSchema`
 * - media: `picture/` (PNG), `heatmap_still/` (PNG), `heatmap/` (binary frames), `signal/`
 *   (float32 LE, `X-Sample-Rate`), `audible-wav/` (WAV), `video-bfv/` (JSON frames),
 *   `thumbnail-url/`, `video-thumbnail-url/`, `wav-url/` (signed links), `weather/`, `address/`
 * - `GET /media/snapshots/{id}/{file}?exp&sig`: the signed links, no bearer needed.
 * Edits, analytics and uploads are registered from their own modules.
 */

const TAGS = ['snapshots'];
const idParams = z.object({ id: z.string().describe('Snapshot id') });
const binary = (contentType: string, description: string) => ({ 200: { description, contentType } });

describeRoute({
  method: 'GET',
  path: '/api/snapshots/',
  summary: 'Snapshots the user sees, filtered, sorted and paged (DRF page)',
  description:
    'Filters, sorts and pages in SQL. `type` exclusivity: pd_classification, pd_severity and severe imply type=pd; gas and fixed type=leak; fault type=mechanical; a conflicting `type` is a 400. `label` matches the device label exactly or every word in the snapshot label (case-insensitive). `start`/`end` are inclusive days (or instants). `groups` includes descendant groups. Default ordering `-created_date`; ties by id.',
  tags: TAGS,
  auth: true,
  query: snapshotListQuerySchema,
  response: snapshotPageSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/',
  summary: 'One snapshot with detail fields',
  tags: TAGS,
  auth: true,
  params: idParams,
  response: snapshotDetailSchema,
  responses: { 404: 'Not visible to the user; {detail, file_name} when the user deleted it' },
});
describeRoute({ method: 'GET', path: '/api/snapshots/:id/picture/', summary: 'The scene picture (800 x 480; JPEG as the camera took it, or the PNG of an imported file)', tags: TAGS, auth: true, params: idParams, responses: binary('image/jpeg', 'JPEG or PNG') });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/heatmap_still/', summary: 'The loudest heatmap frame as a 110 x 110 RGBA PNG (colour map over transparency)', tags: TAGS, auth: true, params: idParams, responses: binary('image/png', 'PNG') });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/heatmap/', summary: 'Heatmap frames: uint16 width, height, frame count, then float32 dB levels (little-endian)', tags: TAGS, auth: true, params: idParams, responses: binary('application/octet-stream', 'Binary frames') });
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/signal/',
  summary: 'The whole recording as float32 little-endian pascal; header X-Sample-Rate',
  description:
    'With `columns`, the envelope of the whole recording instead: for each of `columns` equal slices its lowest then its highest sample (float32 pairs), with headers X-Signal-Columns and X-Signal-Duration (s), for drawing the time signal without loading every sample.',
  tags: TAGS,
  auth: true,
  params: idParams,
  query: signalQuerySchema,
  responses: binary('application/octet-stream', 'Samples or envelope'),
});
describeRoute({ method: 'GET', path: '/api/snapshots/:id/audible-wav/', summary: 'The recording heterodyned by 38 kHz into the audible range (16-bit WAV, 31 250 Hz)', tags: TAGS, auth: true, params: idParams, responses: binary('audio/wav', 'WAV') });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/thumbnail-url/', summary: 'Signed link to the 320 x 180 thumbnail PNG', tags: TAGS, auth: true, params: idParams, query: z.object({ rnd: z.string().optional() }), response: mediaUrlSchema });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/video-thumbnail-url/', summary: 'Signed link to the video thumbnail PNG', tags: TAGS, auth: true, params: idParams, query: z.object({ rnd: z.string().optional() }), response: mediaUrlSchema });
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/wav-url/',
  summary: 'Signed link to the recording as WAV (normalised, or raw with rawAudio=1: full scale 1 Pa)',
  tags: TAGS,
  auth: true,
  params: idParams,
  query: z.object({ rawAudio: z.string().optional(), _rnd: z.string().optional() }),
  response: mediaUrlSchema,
});
describeRoute({ method: 'GET', path: '/api/snapshots/:id/video-bfv/', summary: 'Heatmap frames between begin and end (s) as JSON', tags: TAGS, auth: true, params: idParams, query: videoBfvQuerySchema, response: videoBfvSchema });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/weather/', summary: 'Weather of the snapshot day at its location (synthetic, cached)', tags: TAGS, auth: true, params: idParams, response: weatherSchema, responses: { 404: 'No location' } });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/address/', summary: 'Address of the snapshot location (synthetic, cached)', tags: TAGS, auth: true, params: idParams, response: addressSchema, responses: { 404: 'No location' } });
describeRoute({
  method: 'GET',
  path: '/media/snapshots/:id/:file',
  summary: 'Signed media link target (no bearer): thumbnail, video-thumbnail, picture (JPEG or PNG, as the content type says), heatmap-still.png, audio.wav, audio-raw.wav, audible.wav',
  tags: TAGS,
  auth: false,
  params: z.object({ id: z.string(), file: z.string() }),
  query: z.object({ exp: z.string(), sig: z.string() }),
  responses: { 200: { description: 'The file', contentType: 'application/octet-stream' }, 403: 'Missing, wrong or expired signature', 404: 'Unknown snapshot or file' },
});

/** Page links in DRF style: absolute URLs with the same query and another page, or null. */
function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, originOf(request));
  url.searchParams.set('page', String(page));
  return url.toString();
}

async function sendPng(reply: FastifyReply, data: Buffer): Promise<FastifyReply> {
  return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(data);
}

/** Renders (once, then cached as a blob) the heatmap still of a snapshot. */
async function heatmapStill(ctx: AppContext, row: SnapshotRow): Promise<Buffer> {
  if (row.heatmap_still_blob_id !== null) {
    const cached = await getBlob(ctx.db, row.heatmap_still_blob_id);
    if (cached) return cached.data;
  }
  const heatmap = await readHeatmap(ctx.db, row);
  const min = row.level_min_db ?? 0;
  const max = row.level_max_db ?? min + 1;
  // The lower edge of the colours is the dynamic range (default: min + 0.8 of the span).
  const low = row.dynamicrange_lin ?? min + 0.8 * (max - min);
  const png = heatmapStillPng(heatmap.frames, heatmap.width, heatmap.height, Math.min(low, max - 0.5), max);
  const id = await putBlob(ctx.db, 'heatmap_still', 'image/png', png);
  await updateSnapshot(ctx.db, row.id, { heatmap_still_blob_id: id });
  return png;
}

/** Sends a stored photo or thumbnail with the type it was stored with (JPEG when seeded, PNG or JPEG when imported). */
async function sendPicture(ctx: AppContext, reply: FastifyReply, row: SnapshotRow, which: 'picture_blob_id' | 'thumbnail_blob_id'): Promise<FastifyReply> {
  const id = row[which];
  const blob = id === null ? undefined : await getBlob(ctx.db, id);
  if (!blob) throw new ApiError(404, { detail: 'Picture not available.' });
  return reply.header('content-type', blob.content_type).send(blob.data);
}

async function wav(ctx: AppContext, row: SnapshotRow, kind: 'normalised' | 'raw' | 'audible'): Promise<Buffer> {
  const { signal, rateHz } = await readSignal(ctx.db, row);
  if (kind === 'audible') {
    const audible = audibleVersion(signal, rateHz);
    return encodeWav(audible.samples, audible.rateHz, { normalize: true });
  }
  return encodeWav(signal, rateHz, { normalize: kind === 'normalised', fullScalePa: 1 });
}

function truthy(value: unknown): boolean {
  return value === '1' || value === 'true' || value === 'True';
}

/** Registers the snapshot read routes, then the edit, analytics and upload routes. */
export function registerSnapshotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/snapshots/', auth, async (request): Promise<SnapshotPage> => {
    const filters = parseListQuery(request.query);
    const user = requireUser(request);
    const { count, rows } = await listSnapshots(ctx.db, user.id, filters);
    const lastPage = Math.max(0, Math.ceil(count / filters.pageSize) - 1);
    return {
      count,
      next: filters.page < lastPage ? pageLink(request, filters.page + 1) : null,
      previous: filters.page > 0 ? pageLink(request, Math.min(filters.page - 1, lastPage)) : null,
      results: (await serializeSnapshots(ctx, request, rows)).map(toListItem),
    };
  });

  app.get('/api/snapshots/:id/', auth, async (request) => {
    const user = requireUser(request);
    const row = await findVisibleSnapshot(ctx.db, user.id, snapshotIdParam(request));
    if (!row) {
      // A snapshot the user deleted: the 404 names its file for the not-found placeholder.
      const fileName = await findDeletedSnapshotFileName(ctx.db, user.id, snapshotIdParam(request));
      throw fileName ? new ApiError(404, { detail: 'Not found.', file_name: fileName }) : notFound();
    }
    return serializeDetail(ctx, request, row);
  });

  app.get('/api/snapshots/:id/picture/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    return sendPicture(ctx, reply.header('cache-control', 'private, max-age=300'), row, 'picture_blob_id');
  });

  app.get('/api/snapshots/:id/heatmap_still/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    return sendPng(reply, await heatmapStill(ctx, row));
  });

  app.get('/api/snapshots/:id/heatmap/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const { bytes, width, height, frames } = await readHeatmap(ctx.db, row);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('x-heatmap-width', String(width))
      .header('x-heatmap-height', String(height))
      .header('x-heatmap-frames', String(frames.length))
      .header('access-control-expose-headers', 'X-Heatmap-Width, X-Heatmap-Height, X-Heatmap-Frames')
      .send(bytes);
  });

  app.get('/api/snapshots/:id/signal/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const { columns } = parseBody(signalQuerySchema, request.query);
    const { signal, rateHz } = await readSignal(ctx.db, row);
    reply.header('content-type', 'application/octet-stream').header('x-sample-rate', String(rateHz));
    if (columns === undefined) return reply.header('access-control-expose-headers', 'X-Sample-Rate').send(encodeSignal(signal));
    const { min, max } = waveformColumns(signal, columns);
    const pairs = new Float32Array(columns * 2);
    for (let c = 0; c < columns; c += 1) {
      pairs[2 * c] = min[c]!;
      pairs[2 * c + 1] = max[c]!;
    }
    return reply
      .header('x-signal-columns', String(columns))
      .header('x-signal-duration', String(signal.length / rateHz))
      .header('access-control-expose-headers', 'X-Sample-Rate, X-Signal-Columns, X-Signal-Duration')
      .send(encodeSignal(pairs));
  });

  app.get('/api/snapshots/:id/audible-wav/', auth, async (request, reply) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    return reply.header('content-type', 'audio/wav').send(await wav(ctx, row, 'audible'));
  });

  app.get('/api/snapshots/:id/thumbnail-url/', auth, async (request) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    return signedUrl(ctx, request, mediaPath(row.id, MEDIA_FILES.thumbnail));
  });

  app.get('/api/snapshots/:id/video-thumbnail-url/', auth, async (request) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    return signedUrl(ctx, request, mediaPath(row.id, MEDIA_FILES.videoThumbnail));
  });

  app.get('/api/snapshots/:id/wav-url/', auth, async (request) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    if (!hasSignal(row)) throw new ApiError(404, { detail: 'Signal not available.' });
    const raw = truthy((request.query as Record<string, unknown>).rawAudio);
    return signedUrl(ctx, request, mediaPath(row.id, raw ? MEDIA_FILES.rawWav : MEDIA_FILES.wav));
  });

  app.get('/api/snapshots/:id/video-bfv/', auth, async (request): Promise<VideoBfv> => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const q = parseBody(videoBfvQuerySchema, request.query);
    const durationS = videoDurationS(row.meta);
    const begin = q.begin ?? 0;
    const end = q.end ?? durationS;
    if (begin < 0) throw validationError({ begin: ['Ensure this value is greater than or equal to 0.'] });
    if (end < begin) throw validationError({ end: ['Ensure this value is greater than or equal to begin.'] });
    const heatmap = await readHeatmap(ctx.db, row);
    const n = heatmap.frames.length;
    const frames: VideoBfv['frames'] = [];
    for (let index = 0; index < n; index += 1) {
      const time = n > 1 ? (index * durationS) / (n - 1) : 0;
      if (time < begin || time > end) continue;
      frames.push({ index, time, levels: servedLevels(heatmap.frames[index]!) });
    }
    // A window between two stored frames gets the frame shown at its start.
    if (frames.length === 0 && n > 0) {
      frames.push({ index: frameIndexAt(begin, n, durationS), time: begin, levels: heatmapLevelsAt(heatmap, durationS, begin)! });
    }
    return { width: heatmap.width, height: heatmap.height, durationS, begin, end, frames };
  });

  app.get('/api/snapshots/:id/weather/', auth, async (request) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    if (row.latitude === null || row.longitude === null) throw new ApiError(404, { detail: 'The snapshot has no location.' });
    const { weather } = await readSnapshotCaches(ctx.db, row.id);
    if (weather) return weather;
    const fresh = syntheticWeather({ latitude: row.latitude, longitude: row.longitude, date: row.created_date });
    await updateSnapshot(ctx.db, row.id, { weather: fresh });
    return fresh;
  });

  app.get('/api/snapshots/:id/address/', auth, async (request) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    if (row.latitude === null || row.longitude === null) throw new ApiError(404, { detail: 'The snapshot has no location.' });
    const { address } = await readSnapshotCaches(ctx.db, row.id);
    if (address) return address;
    const fresh = { ...syntheticAddress(row.latitude, row.longitude), latitude: row.latitude, longitude: row.longitude };
    await updateSnapshot(ctx.db, row.id, { address: fresh });
    return fresh;
  });

  // Signed links: the signature authorises, so <img> and <audio> need no bearer header.
  app.get('/media/snapshots/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const path = mediaPath(Number(id), file);
    if (!/^\d{1,10}$/.test(id) || !(await mediaSigner(ctx.db)).verify(path, exp, sig, ctx.now())) {
      throw new ApiError(403, { detail: 'Invalid or expired link.' });
    }
    const row = await findActiveSnapshot(ctx.db, Number(id));
    if (!row) throw notFound();
    const maxAge = Math.max(0, Number(exp) - Math.floor(ctx.now() / 1000));
    reply.header('cache-control', `private, max-age=${maxAge}`);
    switch (file) {
      case MEDIA_FILES.thumbnail:
      case MEDIA_FILES.videoThumbnail:
        return sendPicture(ctx, reply, row, 'thumbnail_blob_id');
      case MEDIA_FILES.picture:
        return sendPicture(ctx, reply, row, 'picture_blob_id');
      case MEDIA_FILES.heatmapStill:
        return reply.header('content-type', 'image/png').send(await heatmapStill(ctx, row));
      case MEDIA_FILES.wav:
        return reply.header('content-type', 'audio/wav').send(await wav(ctx, row, 'normalised'));
      case MEDIA_FILES.rawWav:
        return reply.header('content-type', 'audio/wav').send(await wav(ctx, row, 'raw'));
      case MEDIA_FILES.audibleWav:
        return reply.header('content-type', 'audio/wav').send(await wav(ctx, row, 'audible'));
      default:
        throw notFound();
    }
  });

  registerSnapshotEditRoutes(app, ctx);
  registerSnapshotAnalyticsRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
}
