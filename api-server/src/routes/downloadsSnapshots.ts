import type { FastifyInstance } from 'fastify';
import { downloadSnapshotsAnswerSchema, downloadSnapshotsBodySchema, type DownloadRefusal, type DownloadSnapshotsAnswer } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { downloadAccess } from '../jobs/downloadAccess';
import { buildSnapshotArchive } from '../jobs/snapshotArchive';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';

describeRoute({
  method: 'POST',
  path: '/api/download-snapshots/',
  summary: 'Bulk download: start a ZIP of PNGs, MOVs and/or .nlz files',
  description:
    'Starts an `export-nlz` task for the snapshots the user owns; progress arrives on `users/<userId>/tasks/export-nlz` (exporting with ' +
    'step counts, encode, then done with a signed `downloadUrl` and `refused`, or fail). PNGs are named `<local creation time>_<id>.png` ' +
    'using `timezoneOffset`. The others are listed in `refused`, each with its reason: `notOwned` (seen through an organization: ' +
    'exporting needs ownership) or `notFound` (unknown, or not seen by the user).',
  tags: ['jobs'],
  auth: true,
  body: downloadSnapshotsBodySchema,
  status: 202,
  response: downloadSnapshotsAnswerSchema,
  responses: {
    400: 'Validation error, or none of the snapshots may be downloaded: `{snapshotIds: [message], notOwned: [ids], notFound: [ids]}`',
  },
});

/** The 400 when no asked snapshot may be downloaded: a message, and the ids by reason. */
function nothingAllowed(refused: readonly DownloadRefusal[]): ApiError {
  const idsOf = (reason: string) => refused.filter((r) => r.reason === reason).map((r) => String(r.id));
  const notOwned = idsOf('notOwned');
  const notFound = idsOf('notFound');
  const parts = [
    ...(notOwned.length ? [`not owned (exporting needs ownership): ${notOwned.join(', ')}`] : []),
    ...(notFound.length ? [`not found: ${notFound.join(', ')}`] : []),
  ];
  return new ApiError(400, {
    snapshotIds: [`None of these snapshots may be downloaded; ${parts.join('; ')}.`],
    ...(notOwned.length ? { notOwned } : {}),
    ...(notFound.length ? { notFound } : {}),
  });
}

/**
 * `POST /api/download-snapshots/` {snapshotIds, iotId?, timezoneOffset?, formats?} (bearer) -> 202
 * {taskId, refused}: an `export-nlz` job builds a ZIP of the snapshots that may be downloaded.
 * One refused snapshot never stops the others; only when none may be downloaded is the answer a
 * 400 naming them. The job's last message and result list everything left out (`refused`).
 */
export function registerSnapshotDownloadRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/download-snapshots/', { preHandler: ctx.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(downloadSnapshotsBodySchema, request.body);
    const access = await downloadAccess(ctx.db, user.id, [...new Set(body.snapshotIds)]);
    const ids = access.allowed;
    if (ids.length === 0) throw nothingAllowed(access.refused);
    const formats = body.formats ? [...new Set(body.formats)] : (['png'] as const);
    const job = await runJob(
      ctx,
      {
        userId: user.id,
        kind: 'export-nlz',
        description: `Download of ${ids.length} snapshot${ids.length === 1 ? '' : 's'} (${formats.join(', ').toUpperCase()})`,
        params: { snapshotIds: ids, formats },
        fields: { snapshotIds: ids },
        iotId: body.iotId,
        origin: requestOrigin(request),
      },
      async (report, handle) => {
        const archive = await buildSnapshotArchive(
          ctx.db,
          { userId: user.id, snapshotIds: ids, formats, timezoneOffset: body.timezoneOffset ?? 0, nowMs: ctx.now() },
          report,
          handle,
        );
        const refused = [...access.refused, ...archive.refused];
        return {
          file: { filename: archive.filename, contentType: 'application/zip', data: archive.zip },
          result: { filename: archive.filename, bytes: archive.zip.length, entries: archive.entries, withoutPicture: archive.withoutPicture, withoutVideo: archive.withoutVideo, refused },
          final: { name: archive.filename, refused },
        };
      },
    );
    const answer: DownloadSnapshotsAnswer = { taskId: job.id, refused: access.refused };
    return reply.code(202).send(answer);
  });
}
