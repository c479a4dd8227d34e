import type { FastifyInstance } from 'fastify';
import {
  NO_VIDEO_CODE,
  pdLocationBodySchema,
  snapshotDetailSchema,
  videoExportAnswerSchema,
  videoExportBodySchema,
  videoMovSchema,
  videoTaskBodySchema,
  type VideoExportAnswer,
  type VideoMov,
} from 'shared-domain/schemas';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { SnapshotRow } from '../db/snapshots';
import { findVisibleSnapshot, updateSnapshot } from '../db/snapshots';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { findLatestJob } from '../jobs/jobsTable';
import { JobError } from '../jobs/runner';
import { EncoderError } from '../media/ffmpeg';
import { exportErrorText } from '../media/messages';
import { hasSignal } from '../media/recording';
import { getCustomerSettings } from '../db/customerSettings';
import { encodeRowVideo } from '../media/snapshotVideo';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';
import { heatmapHeader, loadVisibleSnapshot, serializeDetail, videoDurationS } from './snapshotsCommon';

/**
 * The video calls the detail page needs beyond spec 001's list (spec 000 section 4 "Video
 * readiness" and "Video export"), plus the PD location edit (spec 000 section 5):
 * - `GET video-mov/` -> readiness: 404 with code 1010 (no video), `conversionNeeded` for a
 *   continuous recording not converted yet, `preparing` while a conversion runs, `ready`.
 * - `POST video-mov/` -> requests the conversion (an `output-group-details` task).
 * - `POST video-export/` -> exports the video with the heatmap (a `device-export-state` task with
 *   the export item statuses exporting, heatmap (progress, remainingSeconds), encode, done with a
 *   download link, fail). The export is an MP4 (H.264 + AAC) of the photo with the heatmap drawn
 *   over it as the detail's player draws it and the recording's audible sound
 *   (media/snapshotVideo.ts); a missing or failing encoder fails the task with a message in the
 *   user's language (body `language`), never an HTTP error.
 * - `POST pdlocation/` -> PD location, one of the known values or null.
 */

const TAGS = ['snapshot video'];
const idParams = z.object({ id: z.string().describe('Snapshot id') });

describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/video-mov/',
  summary: 'Video readiness: ready, preparing or conversionNeeded; 404 with code 1010 when there is no video',
  tags: TAGS,
  auth: true,
  params: idParams,
  response: videoMovSchema,
  responses: { 404: 'Not visible, or no video (code 1010)' },
});
describeRoute({
  method: 'POST',
  path: '/api/snapshots/:id/video-mov/',
  summary: 'Requests the conversion of a continuous video (output-group-details task); answers the readiness',
  tags: TAGS,
  auth: true,
  params: idParams,
  body: videoTaskBodySchema,
  response: videoMovSchema,
  responses: { 404: 'Not visible, or no video (code 1010)' },
});
describeRoute({
  method: 'POST',
  path: '/api/snapshots/:id/video-export/',
  summary: 'Exports the video with the heatmap (device-export-state task: exporting, heatmap, encode, done, fail); an MP4 (H.264, AAC) with the heatmap over the photo and the sound',
  tags: TAGS,
  auth: true,
  params: idParams,
  body: videoExportBodySchema,
  status: 202,
  response: videoExportAnswerSchema,
  responses: { 404: 'Not visible, or no video (code 1010)' },
});
describeRoute({
  method: 'POST',
  path: '/api/snapshots/:id/pdlocation/',
  summary: 'PD location: one of the known locations (Busbar, Cable termination, Insulator, Bushing, Switchgear) or null',
  tags: TAGS,
  auth: true,
  params: idParams,
  body: pdLocationBodySchema,
  response: snapshotDetailSchema,
  responses: { 404: 'Not visible to the user' },
});

/** Simulated conversion: this many progress steps, this long each (ms). */
export const CONVERSION = Object.freeze({ steps: 4, stepMs: 250 });

function noVideo(): ApiError {
  return new ApiError(404, { detail: 'This snapshot has no video.', code: NO_VIDEO_CODE });
}

/** The frame count of a snapshot's video; 404 code 1010 when it has none. */
async function videoFrames(ctx: AppContext, row: SnapshotRow): Promise<number> {
  const { frames } = await heatmapHeader(ctx.db, row.heatmap_blob_id);
  if (frames === 0 || !hasSignal(row)) throw noVideo();
  return frames;
}

async function readiness(ctx: AppContext, userId: number, row: SnapshotRow): Promise<VideoMov> {
  const frames = await videoFrames(ctx, row);
  const videoType = row.meta.video_type === 'continuous' ? 'continuous' : 'instant';
  const common = { videoType, durationS: videoDurationS(row.meta), frames } as const;
  if (videoType === 'instant' || row.movie_exists) return { ...common, status: 'ready', taskId: null };
  const job = await findLatestJob(ctx.db, userId, 'output-group-details', { snapshotId: row.id });
  if (!job || job.state === 'failed') return { ...common, status: 'conversionNeeded', taskId: job?.id ?? null };
  return { ...common, status: job.state === 'succeeded' ? 'ready' : 'preparing', taskId: job.id };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers the video readiness, conversion and export routes and the PD location edit. */
export function registerSnapshotVideoExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/snapshots/:id/video-mov/', auth, async (request): Promise<VideoMov> => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    return readiness(ctx, user.id, row);
  });

  app.post('/api/snapshots/:id/video-mov/', auth, async (request): Promise<VideoMov> => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    const { iotId } = parseBody(videoTaskBodySchema, request.body ?? {});
    const current = await readiness(ctx, user.id, row);
    if (current.status !== 'conversionNeeded') return current;
    const job = await runJob(
      ctx,
      {
        userId: user.id,
        kind: 'output-group-details',
        description: `Video conversion of snapshot ${row.id}`,
        params: { snapshotId: row.id },
        fields: { snapshotId: row.id, serial: row.device_serial },
        iotId,
        origin: requestOrigin(request),
        initialStatus: 'SUBMITTED',
      },
      async (report) => {
        for (let step = 1; step <= CONVERSION.steps; step += 1) {
          await sleep(CONVERSION.stepMs);
          await report({ status: 'PROGRESSING', progress: { step, of: CONVERSION.steps } });
        }
        return { result: { frames: current.frames, durationSeconds: current.durationS } };
      },
    );
    return { ...current, status: 'preparing', taskId: job.id };
  });

  app.post('/api/snapshots/:id/video-export/', auth, async (request, reply): Promise<VideoExportAnswer> => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    const { iotId, language } = parseBody(videoExportBodySchema, request.body ?? {});
    await videoFrames(ctx, row);
    const job = await runJob(
      ctx,
      {
        userId: user.id,
        kind: 'device-export-state',
        description: `Video export of snapshot ${row.id}`,
        params: { snapshotId: row.id, video: true },
        fields: { serial: row.device_serial, snapshotId: row.id },
        iotId,
        origin: requestOrigin(request),
      },
      async (report, handle) => {
        try {
          const settings = await getCustomerSettings(ctx.db, user.id);
          const burnIn = { language, unit: settings.leak_size_unit === 'CFM' ? ('cfm' as const) : ('lpm' as const) };
          const video = await encodeRowVideo(ctx.db, row, 'mp4', {
            signal: handle.signal,
            onHeatmap: async (done, of, startedAt) => {
              const perFrameMs = (Date.now() - startedAt) / done;
              await report({ status: 'heatmap', progress: { step: done, of }, remainingSeconds: Math.round(((of - done) * perFrameMs) / 100) / 10 });
            },
            onEncode: async (fraction) => report({ status: 'encode', progress: fraction }),
          }, burnIn);
          request.log.info({ snapshotId: row.id, frames: video.frames, renderMs: video.renderMs, encodeMs: video.encodeMs, bytes: video.data.length }, 'video export encoded');
          return {
            file: { filename: `video_${row.device_serial}_${row.id}.mp4`, contentType: video.contentType, data: video.data },
            result: { bytes: video.data.length, frames: video.frames, fps: video.fps, durationSeconds: video.durationS, renderMs: video.renderMs, encodeMs: video.encodeMs },
          };
        } catch (err) {
          if (!(err instanceof EncoderError)) throw err;
          request.log.warn({ snapshotId: row.id, reason: err.reason, detail: err.message }, 'video export failed');
          throw JobError.text(exportErrorText(err.reason, language));
        }
      },
    );
    reply.code(202);
    return { taskId: job.id };
  });

  app.post('/api/snapshots/:id/pdlocation/', auth, async (request) => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    const { location } = parseBody(pdLocationBodySchema, request.body);
    const input = (row.meta.input_data ?? {}) as Record<string, unknown>;
    await updateSnapshot(ctx.db, row.id, {}, { pd_location: location, input_data: { ...input, location: location ?? '' } });
    const fresh = await findVisibleSnapshot(ctx.db, user.id, row.id);
    if (!fresh) throw notFound();
    return serializeDetail(ctx, request, fresh);
  });
}
