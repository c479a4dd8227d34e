import type { FastifyInstance } from 'fastify';
import { jobListSchema, jobRecordSchema, LIVE_MESSAGE_KINDS, type JobRecord } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { findJob, listJobs, readJobFile, toJobRecord } from '../jobs/jobsTable';
import { describeRoute } from '../openapi/registry';

const listQuery = z.object({
  kind: z.enum(LIVE_MESSAGE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const fileQuery = z.object({ token: z.string().min(1, 'This field may not be blank.') });

describeRoute({
  method: 'GET',
  path: '/api/jobs/',
  summary: "The user's recent background tasks, newest first",
  description: 'The REST copy of the live task messages: re-read after reconnecting to the live channel, since messages sent while offline are lost.',
  tags: ['jobs'],
  auth: true,
  query: listQuery,
  response: jobListSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/jobs/:id/',
  summary: 'One background task',
  tags: ['jobs'],
  auth: true,
  response: jobRecordSchema,
  responses: { 404: 'Unknown id or another user’s task' },
});
describeRoute({
  method: 'GET',
  path: '/api/downloads/:id/file',
  summary: 'The file a task produced (a plain link: the token is in the query)',
  tags: ['jobs'],
  auth: false,
  query: fileQuery,
  responses: {
    200: { description: 'The file (ZIP archive, JSON frames, ...)', contentType: 'application/octet-stream' },
    403: 'Invalid or expired link',
    404: 'The task has no file (not finished, failed or deleted)',
  },
});

/** Answer of an invalid or expired download link (the link is opened outside the API client). */
function badLink(): ApiError {
  return new ApiError(403, { detail: 'This download link is invalid or has expired.' });
}

/** RFC 6266 content-disposition with an ASCII fallback. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Background tasks (spec 001 section 3 "Realtime task records", section 7 "Reports, exports and
 * sharing"). Live messages sent while a client is offline are lost, so the client re-reads task
 * state here after reconnecting.
 * - `GET /api/jobs/?kind=&limit=` (bearer) -> `{results: JobRecord[]}`, newest first (default 50)
 * - `GET /api/jobs/{id}/` (bearer) -> JobRecord; 404 for unknown ids and other users' jobs
 * - `GET /api/downloads/{id}/file?token=...` (no bearer: the signed token of the job's
 *   `downloadUrl`, valid 24 h) -> the job's file; 403 for a bad or expired link, 404 when the
 *   job has no file
 */
export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/jobs/', { preHandler: ctx.authenticate }, async (request): Promise<{ results: JobRecord[] }> => {
    const user = requireUser(request);
    const query = parseBody(listQuery, request.query);
    const rows = await listJobs(ctx.db, user.id, { limit: query.limit ?? 50, kind: query.kind });
    return { results: rows.map(toJobRecord) };
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id/', { preHandler: ctx.authenticate }, async (request): Promise<JobRecord> => {
    const row = await findJob(ctx.db, requireUser(request).id, request.params.id);
    if (!row) throw notFound();
    return toJobRecord(row);
  });

  app.get<{ Params: { id: string } }>('/api/downloads/:id/file', async (request, reply) => {
    const { token } = parseBody(fileQuery, request.query);
    const claims = ctx.live.tokens.verifyDownload(token, request.params.id);
    if (!claims) throw badLink();
    const file = await readJobFile(ctx.db, claims.user_id, request.params.id);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', attachment(file.filename))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });
}
