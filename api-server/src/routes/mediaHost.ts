import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bfvFramesQuerySchema,
  bfvFramesSchema,
  deviceIotCredentialsSchema,
  jobItemSchema,
  liveTaskTopic,
  managementCredentialsSchema,
  mediaJobStartedSchema,
  signedCookiesSchema,
  type BfvFrames,
  type DeviceIotCredentials,
  type JobItem,
  type ManagementCredentials,
  type SignedCookies,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findVisibleDevice, visibleDeviceSerials } from '../db/mediaHost';
import { findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { notAuthenticated, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { findLatestJob, type JobRow } from '../jobs/jobsTable';
import { buildNlz, snapshotFileBase } from '../jobs/snapshotArchive';
import { ownedSnapshotIds } from '../jobs/visibility';
import { describeRoute } from '../openapi/registry';
import { liveCredentials, requestOrigin } from './live';
import { bfvFrames } from './mediaHostFrames';
import { mediaSigner, readHeatmap, videoDurationS } from './snapshotsCommon';

/**
 * Media host paths (spec 001 section 7 "Media host"), serving the seed's recordings (the stored
 * heatmap frames and signals of src/routes/snapshots*.ts) for cameras the caller sees; any other
 * serial or recording is 404:
 * - `GET /vod/devices/{serial}/signed-cookies` (bearer) -> cookies (also Set-Cookie) that
 *   authorise the camera's job items and frames for 1 h without a bearer header (players);
 * - `GET /vod/devices/{serial}/iot-credentials` (bearer) -> live-channel credentials plus the
 *   topics the camera's exports and conversions are announced on;
 * - `GET /vod/devices/{serial}/job-item/{id}` (bearer or cookies) -> the recording as a video
 *   item: duration, frame geometry, frame paths, newest conversion and export task;
 * - `POST /vod/jobs/devices/{serial}/job-item/{id}` (bearer) -> 202 {taskId}: converts the frames
 *   (an `output-group-details` task: SUBMITTED, PROGRESSING, COMPLETE with the converted file);
 * - `POST /vod/jobs/devices/{serial}/export/{id}` (bearer) -> 202 {taskId}: exports the recording
 *   as an .nlz file (a `device-export-state` task: exporting, heatmap, encode, done); needs
 *   ownership, as the bulk download does (400 otherwise);
 * - `GET /bfv/devices/{serial}/frames/{id}_bfv` or `{id}_converted_bfv` with optional start and
 *   end (s) (bearer or cookies) -> bfvFramesSchema;
 * - `GET /management/credentials` (bearer) -> signed cookies of every camera the caller sees.
 */

/** Lifetime of signed media cookies, s. */
export const MEDIA_COOKIE_TTL_S = 60 * 60;

const TAGS = ['media host'];
const serialParams = z.object({ serial: z.string() });
const itemParams = z.object({ serial: z.string(), id: z.string().describe('Recording (snapshot) id') });
const notVisible = { 404: 'Not a camera or recording the caller sees' };

describeRoute({ method: 'GET', path: '/vod/devices/:serial/signed-cookies', summary: 'Signed cookies for the camera’s media (1 h), also set with Set-Cookie', tags: TAGS, auth: true, params: serialParams, response: signedCookiesSchema, responses: notVisible });
describeRoute({ method: 'GET', path: '/vod/devices/:serial/iot-credentials', summary: 'Live-channel credentials and the camera’s task topics', tags: TAGS, auth: true, params: serialParams, response: deviceIotCredentialsSchema, responses: notVisible });
describeRoute({
  method: 'GET',
  path: '/vod/devices/:serial/job-item/:id',
  summary: 'A recording of the camera as a video item (bearer or signed cookies)',
  tags: TAGS,
  auth: 'optional',
  params: itemParams,
  response: jobItemSchema,
  responses: { 401: 'Neither a bearer token nor valid signed cookies', ...notVisible },
});
describeRoute({
  method: 'POST',
  path: '/vod/jobs/devices/:serial/job-item/:id',
  summary: 'Convert the recording’s frames (output-group-details task)',
  tags: TAGS,
  auth: true,
  params: itemParams,
  status: 202,
  response: mediaJobStartedSchema,
  responses: notVisible,
});
describeRoute({
  method: 'POST',
  path: '/vod/jobs/devices/:serial/export/:id',
  summary: 'Export the recording as an .nlz file (device-export-state task)',
  tags: TAGS,
  auth: true,
  params: itemParams,
  status: 202,
  response: mediaJobStartedSchema,
  responses: { 400: 'The recording is seen only through an organization (export needs ownership)', ...notVisible },
});
describeRoute({
  method: 'GET',
  path: '/bfv/devices/:serial/frames/:file',
  summary: 'Heatmap frames of a recording: `{id}_bfv` (dB) or `{id}_converted_bfv` (0..255), optional start and end (s)',
  tags: TAGS,
  auth: 'optional',
  params: z.object({ serial: z.string(), file: z.string().describe('`{id}_bfv` or `{id}_converted_bfv`') }),
  query: bfvFramesQuerySchema,
  response: bfvFramesSchema,
  responses: { 401: 'Neither a bearer token nor valid signed cookies', ...notVisible },
});
describeRoute({ method: 'GET', path: '/management/credentials', summary: 'Signed media cookies for every camera the caller sees', tags: TAGS, auth: true, response: managementCredentialsSchema });

const cookieScope = (userId: number, serial: string) => `u${userId}/devices/${serial}`;
const cookiePath = (scope: string) => `/media-cookie/${scope}`;

/** Signs the cookies of one camera for one user. */
async function signCookies(ctx: AppContext, userId: number, serial: string): Promise<SignedCookies> {
  const scope = cookieScope(userId, serial);
  const signed = (await mediaSigner(ctx.db)).sign(cookiePath(scope), ctx.now(), MEDIA_COOKIE_TTL_S);
  const params = new URL(signed, 'http://x').searchParams;
  const exp = params.get('exp')!;
  return {
    serial,
    paths: [`/vod/devices/${serial}/`, `/bfv/devices/${serial}/`],
    cookies: { 'Media-Path': scope, 'Media-Expires': exp, 'Media-Signature': params.get('sig')! },
    expiresAt: new Date(Number(exp) * 1000).toISOString(),
  };
}

/** Cookies of a request header. */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The user a media read is for: the bearer's (when a header is sent) or the signed cookies'
 * (which name the user and the camera). The camera must be one the user sees.
 */
async function mediaUser(app: FastifyInstance, ctx: AppContext, request: FastifyRequest, reply: FastifyReply, serial: string): Promise<number> {
  let userId: number;
  if (request.headers.authorization) {
    await ctx.authenticate.call(app, request, reply);
    userId = requireUser(request).id;
  } else {
    const c = parseCookies(request.headers.cookie);
    const match = /^u(\d{1,10})\/devices\/(.+)$/.exec(c['Media-Path'] ?? '');
    if (!match || match[2] !== serial || !(await mediaSigner(ctx.db)).verify(cookiePath(c['Media-Path']!), c['Media-Expires'], c['Media-Signature'], ctx.now())) throw notAuthenticated();
    userId = Number(match[1]);
  }
  if (!(await findVisibleDevice(ctx.db, userId, serial))) throw notFound();
  return userId;
}

/** A recording of the camera the user sees, or 404. */
async function recording(ctx: AppContext, userId: number, serial: string, rawId: string): Promise<SnapshotRow> {
  const row = /^\d{1,10}$/.test(rawId) ? await findVisibleSnapshot(ctx.db, userId, Number(rawId)) : undefined;
  if (!row || row.device_serial !== serial) throw notFound();
  return row;
}

const taskOf = <S extends string>(job: JobRow | undefined, ctx: AppContext, origin: string) =>
  job
    ? {
        taskId: job.id,
        status: job.status as S,
        url: job.state === 'succeeded' ? `${origin}/api/downloads/${job.id}/file?token=${encodeURIComponent(ctx.live.tokens.signDownload(job.user_id, job.id))}` : null,
      }
    : null;

/** Registers the media host routes. */
export function registerMediaHostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };
  const visibleSerial = async (request: FastifyRequest): Promise<{ userId: number; serial: string }> => {
    const user = requireUser(request);
    const { serial } = request.params as { serial: string };
    if (!(await findVisibleDevice(ctx.db, user.id, serial))) throw notFound();
    return { userId: user.id, serial };
  };

  app.get('/vod/devices/:serial/signed-cookies', auth, async (request, reply): Promise<SignedCookies> => {
    const { userId, serial } = await visibleSerial(request);
    const answer = await signCookies(ctx, userId, serial);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      answer.paths.flatMap((path) =>
        Object.entries(answer.cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${MEDIA_COOKIE_TTL_S}; HttpOnly; SameSite=Lax${secure}`),
      ),
    );
    return answer;
  });

  app.get('/vod/devices/:serial/iot-credentials', auth, async (request): Promise<DeviceIotCredentials> => {
    const { serial } = await visibleSerial(request);
    const user = requireUser(request);
    return {
      ...liveCredentials(ctx, request, user, 'device'),
      serial,
      topics: [liveTaskTopic(user.id, 'device-export-state'), liveTaskTopic(user.id, 'output-group-details')],
    };
  });

  app.get<{ Params: { serial: string; id: string } }>('/vod/devices/:serial/job-item/:id', async (request, reply): Promise<JobItem> => {
    const { serial, id } = request.params;
    const userId = await mediaUser(app, ctx, request, reply, serial);
    const row = await recording(ctx, userId, serial, id);
    const heatmap = await readHeatmap(ctx.db, row);
    const origin = requestOrigin(request);
    const params = { snapshotId: row.id, source: 'vod' };
    return {
      id: row.id,
      serial,
      durationS: videoDurationS(row.meta),
      width: heatmap.width,
      height: heatmap.height,
      frames: heatmap.frames.length,
      bfvPath: `/bfv/devices/${serial}/frames/${row.id}_bfv`,
      convertedBfvPath: `/bfv/devices/${serial}/frames/${row.id}_converted_bfv`,
      conversion: taskOf<NonNullable<JobItem['conversion']>['status']>(await findLatestJob(ctx.db, userId, 'output-group-details', params), ctx, origin),
      export: taskOf<NonNullable<JobItem['export']>['status']>(await findLatestJob(ctx.db, userId, 'device-export-state', params), ctx, origin),
    };
  });

  app.post<{ Params: { serial: string; id: string } }>('/vod/jobs/devices/:serial/job-item/:id', auth, async (request, reply) => {
    const { userId, serial } = await visibleSerial(request);
    const row = await recording(ctx, userId, serial, request.params.id);
    const job = await runJob(
      ctx,
      {
        userId,
        kind: 'output-group-details',
        description: `Video conversion of snapshot ${row.id}`,
        params: { snapshotId: row.id, source: 'vod' },
        fields: { serial, snapshotId: row.id },
        origin: requestOrigin(request),
      },
      async (report, handle) => {
        await report({ status: 'PROGRESSING', progress: 0.1 });
        const heatmap = await readHeatmap(ctx.db, row);
        const converted = bfvFrames(row, heatmap, videoDurationS(row.meta), { converted: true });
        await report({ status: 'PROGRESSING', progress: 0.9 });
        const data = Buffer.from(JSON.stringify(converted));
        return {
          file: { filename: `${row.id}_converted_bfv.json`, contentType: 'application/json', data },
          final: { outputs: [{ url: handle.downloadUrl(), durationSeconds: converted.durationS, width: converted.width, height: converted.height }] },
          result: { frames: converted.frames.length, bytes: data.length },
        };
      },
    );
    return reply.code(202).send({ taskId: job.id });
  });

  app.post<{ Params: { serial: string; id: string } }>('/vod/jobs/devices/:serial/export/:id', auth, async (request, reply) => {
    const { userId, serial } = await visibleSerial(request);
    const row = await recording(ctx, userId, serial, request.params.id);
    if (!(await ownedSnapshotIds(ctx.db, userId, [row.id])).has(row.id)) {
      throw validationError({ id: [`Exporting needs ownership of the snapshot; not owned: ${row.id}.`] });
    }
    const job = await runJob(
      ctx,
      {
        userId,
        kind: 'device-export-state',
        description: `Export of snapshot ${row.id}`,
        params: { snapshotId: row.id, source: 'vod' },
        fields: { serial, snapshotId: row.id },
        origin: requestOrigin(request),
      },
      async (report) => {
        await report({ status: 'heatmap', progress: 0.3 });
        const nlz = await buildNlz(ctx.db, row);
        await report({ status: 'encode', progress: 0.8 });
        const filename = `${snapshotFileBase(row)}.nlz`;
        return { file: { filename, contentType: 'application/zip', data: nlz }, result: { filename, bytes: nlz.length } };
      },
    );
    return reply.code(202).send({ taskId: job.id });
  });

  app.get<{ Params: { serial: string; file: string } }>('/bfv/devices/:serial/frames/:file', async (request, reply): Promise<BfvFrames> => {
    const { serial, file } = request.params;
    const match = /^(\d{1,10})_(converted_)?bfv$/.exec(file);
    const query = parseBody(bfvFramesQuerySchema, request.query);
    if (query.start !== undefined && query.end !== undefined && query.end < query.start) throw validationError({ end: ['Ensure this value is greater than or equal to start.'] });
    const userId = await mediaUser(app, ctx, request, reply, serial);
    if (!match) throw notFound();
    const row = await recording(ctx, userId, serial, match[1]!);
    const heatmap = await readHeatmap(ctx.db, row);
    return bfvFrames(row, heatmap, videoDurationS(row.meta), { start: query.start, end: query.end, converted: match[2] !== undefined });
  });

  app.get('/management/credentials', auth, async (request): Promise<ManagementCredentials> => {
    const user = requireUser(request);
    const devices = await Promise.all((await visibleDeviceSerials(ctx.db, user.id)).map((serial) => signCookies(ctx, user.id, serial)));
    const expiresAt = devices[0]?.expiresAt ?? new Date(Math.ceil((ctx.now() / 1000 + MEDIA_COOKIE_TTL_S) / 60) * 60_000).toISOString();
    return { expiresAt, devices };
  });
}
