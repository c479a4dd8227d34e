import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SHARED_LINK_DAYS } from 'shared-domain/analysis';
import { sharedReportLinkSchema, sharedReportSchema, sharedReportShareSchema, type SharedReport, type SharedReportLink } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findSharedReport, type SharedReportRow } from '../db/reports';
import { findSharedCopy, insertPrivateSharedReport } from '../db/sharedReportsPrivacy';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { findJob, isUuid, readJobFile } from '../jobs/jobsTable';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';
import { buildSharedCopy } from './sharedReportsCopy';

/**
 * Shared reports (spec 001 section 7, section 4 "Shared link", section 9: valid 7 days):
 * - `POST /api/shared/reports/` {reportUrl, includeLocation?, includeSerials?} (bearer) -> 201
 *   {id, path, expiresAt}. When reportUrl is the download link of one of the caller's finished
 *   tasks (`/api/downloads/{id}/file?token`), the link serves that file itself for the 7 days (the
 *   download token lasts only 24 h); another user's task link is 404. GPS coordinates and camera
 *   serial numbers are left out unless includeLocation / includeSerials are true: the link then
 *   serves a copy of the PDF report built again without them (./sharedReportsCopy.ts), and the
 *   answer comes once the copy is ready; a task with no report data to build from is 400. Any
 *   other http(s) address is shared as given: this server serves nothing of it.
 * - `GET /api/shared/reports/{id}/` (no auth) -> {url, embed, expiresAt}, or {expired: true} once
 *   the 7 days are over; 404 for an unknown id.
 * - `GET /api/shared/reports/{id}/file?inline=1` (no auth) -> the shared file (inline for the
 *   embedded viewer, else as a download); 410 once expired.
 * Time is the server clock (AppContext.now), so tests move it.
 */

/** Validity of a shared link, ms. */
export const SHARED_LINK_MS = SHARED_LINK_DAYS * 24 * 60 * 60 * 1000;

const idParams = z.object({ id: z.string().describe('Shared link id (uuid)') });

describeRoute({
  method: 'POST',
  path: '/api/shared/reports/',
  summary: 'Share a report by a public link valid 7 days',
  tags: ['reports'],
  auth: true,
  body: sharedReportShareSchema,
  status: 201,
  response: sharedReportLinkSchema,
  responses: {
    400: 'Invalid address, or a task with no report data to build a copy without locations or serial numbers from',
    404: 'reportUrl is a download link of another user’s task',
  },
});
describeRoute({
  method: 'GET',
  path: '/api/shared/reports/:id/',
  summary: 'A shared report: its address and an embeddable one, or {expired: true}',
  tags: ['reports'],
  auth: false,
  params: idParams,
  response: sharedReportSchema,
  responses: { 404: 'Unknown link' },
});
describeRoute({
  method: 'GET',
  path: '/api/shared/reports/:id/file',
  summary: 'The shared file (PDF), inline with inline=1',
  tags: ['reports'],
  auth: false,
  params: idParams,
  query: z.object({ inline: z.string().optional() }),
  responses: { 200: { description: 'The file', contentType: 'application/pdf' }, 404: 'Unknown link or file gone', 410: 'The link expired' },
});

/** The task id of a download link of this server (`.../api/downloads/{id}/file?token=...`), if it is one. */
function downloadLinkJob(url: URL): { jobId: string; token: string } | null {
  const match = /\/api\/downloads\/([^/]+)\/file\/?$/.exec(url.pathname);
  const token = url.searchParams.get('token');
  return match && token ? { jobId: match[1]!, token } : null;
}

const expired = (row: SharedReportRow, nowMs: number) => new Date(row.expires_at).getTime() <= nowMs;

/** Registers the shared report routes. */
export function registerSharedReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/shared/reports/', { preHandler: ctx.authenticate }, async (request, reply): Promise<SharedReportLink> => {
    const user = requireUser(request);
    const { reportUrl, includeLocation, includeSerials } = parseBody(sharedReportShareSchema, request.body);
    const url = new URL(reportUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw validationError({ reportUrl: ['Enter a valid http or https URL.'] });
    let jobId: string | null = null;
    let sourceJobId: string | null = null;
    const link = downloadLinkJob(url);
    if (link) {
      const job = isUuid(link.jobId) ? await findJob(ctx.db, user.id, link.jobId) : undefined;
      if (!job) throw notFound();
      if (!ctx.live.tokens.verifyDownload(link.token, link.jobId)) throw validationError({ reportUrl: ['This download link is invalid or has expired.'] });
      if (!(await readJobFile(ctx.db, user.id, job.id))) throw validationError({ reportUrl: ['The task has no file to share.'] });
      sourceJobId = job.id;
      const keep = { includeLocation, includeSerials };
      jobId = includeLocation && includeSerials ? job.id : ((await findSharedCopy(ctx.db, user.id, job.id, keep)) ?? (await buildSharedCopy(ctx, request, user.id, job.id, keep)));
    }
    const id = randomUUID();
    const createdAt = new Date(ctx.now());
    const expiresAt = new Date(createdAt.getTime() + SHARED_LINK_MS);
    await insertPrivateSharedReport(ctx.db, { id, userId: user.id, reportUrl, jobId, sourceJobId, includeLocation, includeSerials, createdAt, expiresAt });
    return reply.code(201).send({ id, path: `/shared/reports/${id}`, expiresAt: expiresAt.toISOString() });
  });

  app.get<{ Params: { id: string } }>('/api/shared/reports/:id/', async (request): Promise<SharedReport> => {
    const row = isUuid(request.params.id) ? await findSharedReport(ctx.db, request.params.id) : undefined;
    if (!row) throw notFound();
    if (expired(row, ctx.now())) return { expired: true };
    if (!row.job_id) return { url: row.report_url, embed: row.report_url, expiresAt: new Date(row.expires_at).toISOString() };
    const file = `${requestOrigin(request)}/api/shared/reports/${row.id}/file`;
    return { url: file, embed: `${file}?inline=1`, expiresAt: new Date(row.expires_at).toISOString() };
  });

  app.get<{ Params: { id: string } }>('/api/shared/reports/:id/file', async (request, reply) => {
    const { inline } = parseBody(z.object({ inline: z.string().optional() }), request.query);
    const row = isUuid(request.params.id) ? await findSharedReport(ctx.db, request.params.id) : undefined;
    if (!row?.job_id) throw notFound();
    if (expired(row, ctx.now())) throw new ApiError(410, { detail: 'This shared link has expired.', expired: true });
    const file = await readJobFile(ctx.db, row.user_id, row.job_id);
    if (!file) throw notFound();
    const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `${inline === '1' || inline === 'true' ? 'inline' : 'attachment'}; filename="${ascii}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });
}
