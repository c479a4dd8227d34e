import type { FastifyInstance } from 'fastify';
import { prpdVideoSchema, realtimeVideoSchema, type PrpdVideo, type RealtimeVideo } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { getCustomerSettings } from '../db/customerSettings';
import { findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { hasSignal, readSignal } from '../media/recording';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { findLatestJob, type JobRow } from '../jobs/jobsTable';
import { computePrpdVideo, PRPD_VIDEO, prpdVideoPlan } from '../jobs/prpdVideo';
import { computeRealtimeVideo } from '../jobs/realtimeVideo';
import { describeRoute } from '../openapi/registry';
import { pdParamsFromMeta } from './snapshotsAnalysis';
import { requestOrigin } from './live';

const flag = z.enum(['0', '1', 'true', 'false', 'True', 'False']).transform((v) => v === '1' || v.toLowerCase() === 'true');

const prpdVideoQuery = z.object({
  userIot: z.string().max(200).optional(),
  force: flag.optional(),
  // AC frequency: 0 (estimate) or 12.5 to 450 Hz (spec 000 section 5).
  manual_freq: z.coerce
    .number()
    .refine((f) => f === 0 || (f >= 12.5 && f <= 450), { message: 'Ensure this value is 0 or between 12.5 and 450.' })
    .optional(),
});

const realtimeQuery = z.object({
  step: z.coerce.number().min(0.05).max(1).optional(),
});

type Params = { Params: { id: string } };

describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/analytics/prpdvideo/',
  summary: 'PRPD video of a snapshot (starts or reports a prpd-pattern task)',
  description:
    'The first call (or force=1) starts a task; later calls answer its state (poll every 4 s, or follow ' +
    '`users/<userId>/tasks/prpd-pattern`). When done, `url` is a signed link to JSON frames (one phase x level histogram per frame).',
  tags: ['snapshot-analytics'],
  auth: true,
  query: prpdVideoQuery,
  response: prpdVideoSchema,
  responses: { 404: 'Not a snapshot the user sees, or no signal' },
});
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/analytics/realtimevideo/',
  summary: 'Real-time video analysis series (kurtosis, crest factor, leak size, PD severity per time step)',
  tags: ['snapshot-analytics'],
  auth: true,
  query: realtimeQuery,
  response: realtimeVideoSchema,
  responses: { 404: 'Not a snapshot the user sees, or no signal' },
});

/** The snapshot (visible to the user) and its decoded signal; 404 otherwise. */
async function snapshotWithSignal(db: Queryable, userId: number, rawId: string): Promise<{ snapshot: SnapshotRow; signal: Float32Array }> {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const snapshot = await findVisibleSnapshot(db, userId, id);
  if (!snapshot) throw notFound();
  if (!hasSignal(snapshot)) throw new ApiError(404, { detail: 'Signal not available.', code: 'signal_unavailable' });
  return { snapshot, signal: (await readSignal(db, snapshot)).signal };
}

/** The answer of `prpdvideo/` for a job row; `url` is signed afresh, so it is valid for a day from now. */
function prpdVideoAnswer(row: Pick<JobRow, 'id' | 'state' | 'status' | 'progress' | 'params'>, url: (jobId: string) => string): PrpdVideo {
  const plan = row.params as { frames?: number; durationSeconds?: number };
  return {
    taskId: row.id,
    status: row.status as PrpdVideo['status'],
    url: row.state === 'succeeded' ? url(row.id) : null,
    frames: plan.frames ?? 0,
    fps: PRPD_VIDEO.fps,
    xSize: PRPD_VIDEO.xSize,
    ySize: PRPD_VIDEO.ySize,
    progress: row.progress ?? 0,
    durationSeconds: plan.durationSeconds ?? 0,
  };
}

/**
 * Video analytics of a snapshot (spec 001 section 7 "Snapshots (reads)"):
 * - `GET /api/snapshots/{id}/analytics/prpdvideo/?userIot=&force=&manual_freq=` (bearer) ->
 *   {@link PrpdVideo}. Starts a `prpd-pattern` job the first time (or with force=1), otherwise
 *   answers the existing job's state; the viewer polls it every 4 s and also gets `prpd-pattern`
 *   live messages. When done, `url` is a signed link to the JSON frames (`prpdVideoFileSchema`).
 * - `GET /api/snapshots/{id}/analytics/realtimevideo/?step=` (bearer) -> {@link RealtimeVideo}:
 *   kurtosis, crest factor, leak size and cost, PD severity per time step, computed on request.
 * Both answer 404 for a snapshot the user does not see, or one without a signal.
 */
export function registerLiveAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<Params>('/api/snapshots/:id/analytics/prpdvideo/', { preHandler: ctx.authenticate }, async (request): Promise<PrpdVideo> => {
    const user = requireUser(request);
    const query = parseBody(prpdVideoQuery, request.query);
    const { snapshot, signal } = await snapshotWithSignal(ctx.db, user.id, request.params.id);
    const acFrequencyHz = query.manual_freq ?? pdParamsFromMeta(snapshot.meta).acFrequencyHz;
    const key = { snapshotId: snapshot.id, acFrequencyHz };
    const origin = requestOrigin(request);
    const signedUrl = (jobId: string) =>
      `${origin}/api/downloads/${jobId}/file?token=${encodeURIComponent(ctx.live.tokens.signDownload(user.id, jobId))}`;
    if (!query.force) {
      const existing = await findLatestJob(ctx.db, user.id, 'prpd-pattern', key);
      if (existing) return prpdVideoAnswer(existing, signedUrl);
    }
    const plan = prpdVideoPlan(signal.length, snapshot.signal_rate_hz);
    const fields = { snapshotId: snapshot.id, fps: PRPD_VIDEO.fps, xSize: PRPD_VIDEO.xSize, ySize: PRPD_VIDEO.ySize, ...plan };
    const job = await runJob(
      ctx,
      {
        userId: user.id,
        kind: 'prpd-pattern',
        description: `PRPD video of snapshot ${snapshot.id}`,
        params: { ...key, ...plan },
        fields,
        iotId: query.userIot,
        origin,
      },
      async (report, handle) => {
        await report({ status: 'processing', progress: { step: 0, of: Math.max(1, plan.frames) } });
        const video = await computePrpdVideo(snapshot.id, signal, snapshot.signal_rate_hz, acFrequencyHz, async (frame, frames) => {
          // About ten progress messages per video.
          if (frame < frames && frame % Math.max(1, Math.ceil(frames / 10)) === 0) {
            await report({ status: 'processing', progress: { step: frame, of: frames } });
          }
        });
        const url = handle.downloadUrl();
        return {
          file: {
            filename: `prpd_${snapshot.device_serial}_${snapshot.id}.json`,
            contentType: 'application/json',
            data: Buffer.from(JSON.stringify(video)),
          },
          result: { frames: video.frames, acFrequencyHz: video.acFrequencyHz, yRangeDb: video.yRangeDb },
          final: { url, downloadUrl: url },
        };
      },
    );
    return prpdVideoAnswer({ id: job.id, state: job.state, status: job.status, progress: job.progress, params: { ...plan } }, signedUrl);
  });

  app.get<Params>('/api/snapshots/:id/analytics/realtimevideo/', { preHandler: ctx.authenticate }, async (request): Promise<RealtimeVideo> => {
    const user = requireUser(request);
    const query = parseBody(realtimeQuery, request.query);
    const { snapshot, signal } = await snapshotWithSignal(ctx.db, user.id, request.params.id);
    const settings = await getCustomerSettings(ctx.db, user.id);
    return computeRealtimeVideo({
      snapshotId: snapshot.id,
      kind: snapshot.kind,
      meta: snapshot.meta,
      analysisTime: snapshot.analysis_time,
      signal,
      rateHz: snapshot.signal_rate_hz,
      unit: settings.leak_size_unit === 'CFM' ? 'cfm' : 'lpm',
      stepSeconds: query.step,
    });
  });
}
