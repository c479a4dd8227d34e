import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reportDataSchema, reportEndpointQuerySchema, reportEndpointSchema, reportUploadedSchema, type ReportEndpoint } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { claimReportUpload, insertReportUpload, setReportUploadJob } from '../db/reports';
import { readUserImage } from '../db/reportsUserImages';
import { saveReportExportData } from '../db/sharedReportsPrivacy';
import { findVisibleSnapshot } from '../db/snapshots';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { isUuid } from '../jobs/jobsTable';
import { imageTypeOf } from '../engine/photo';
import { getCustomerSettings } from '../db/customerSettings';
import { buildReportPdf, type ReportLogo, type RowImageLoader } from '../jobs/reportExport';
import { visibleSnapshotIds } from '../jobs/visibility';
import { acousticImageOf, prpdOf } from '../reports/acousticImage';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';
import { registerReportCustomisationRoutes } from './reportsCustomisation';
import { mediaSigner } from './snapshotsCommon';

/**
 * Report export (spec 001 section 7 `GET /api/report-endpoint/?userIotId`, section 4 "Report
 * export statuses"):
 * 1. `GET /api/report-endpoint/?userIotId=` (bearer) -> {url, method: POST, contentType, uploadId,
 *    expiresAt}: a signed, single-use address valid 1 h (`/api/report-uploads/{uploadId}?exp&sig`);
 * 2. `POST <url>` with the report data as JSON (reportDataSchema: report options and rows; no
 *    bearer, the signature authorises) -> 202 {taskId}. An `excel-export` task (the report
 *    statuses) publishes UPLOADING, FORWARDING, PROCESSING step n of 7, then FINISHED with the
 *    PDF's `downloadUrl`, or ERROR. 400 for invalid data (nothing used up), 403 for a bad,
 *    expired or already used address, 404 when a row is not a snapshot the uploader sees.
 * The data is kept with the job, so a shared link can serve a copy without locations or serial
 * numbers (./sharedReportsCopy.ts). The report customisation lives in ./reportsCustomisation.ts.
 */

/** How long a report upload address is valid, s. */
export const REPORT_UPLOAD_TTL_S = 60 * 60;
/** Largest report data accepted (rows plus a logo as a data URL). */
export const REPORT_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;

const uploadPath = (id: string) => `/api/report-uploads/${id}`;

describeRoute({
  method: 'GET',
  path: '/api/report-endpoint/',
  summary: 'A signed, single-use address to post report data to (valid 1 h)',
  description:
    'POST the report data (reportDataSchema) as JSON to `url`, without a bearer header. The PDF export then runs as an `excel-export` ' +
    'task started from `userIotId`: UPLOADING, FORWARDING, PROCESSING {step, of: 7}, FINISHED with downloadUrl, or ERROR.',
  tags: ['reports'],
  auth: true,
  query: reportEndpointQuerySchema,
  response: reportEndpointSchema,
});
describeRoute({
  method: 'POST',
  path: '/api/report-uploads/:id',
  summary: 'Upload target of a report endpoint: report data as JSON; starts the PDF export (no bearer)',
  tags: ['reports'],
  auth: false,
  params: z.object({ id: z.string() }),
  query: z.object({ exp: z.string(), sig: z.string() }),
  body: reportDataSchema,
  status: 202,
  response: reportUploadedSchema,
  responses: {
    400: 'Invalid report data, e.g. `{rows: ["reportEmpty"]}` or `{logo: [...]}` (the address stays usable)',
    403: 'Bad, expired or already used address',
    404: 'A row is not a snapshot the uploader sees',
  },
});

const NOT_PNG_OR_JPEG = 'The logo must be a PNG or JPEG image.';

/** The logo of report data: a PNG/JPEG data URL or the id of one of the user's images. */
export async function resolveLogo(db: Queryable, userId: number, logo: string | null | undefined): Promise<ReportLogo | null> {
  if (!logo) return null;
  let data: Uint8Array;
  if (logo.startsWith('data:')) {
    const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(logo);
    if (!match) throw validationError({ logo: [NOT_PNG_OR_JPEG] });
    data = Buffer.from(match[2]!, 'base64');
  } else {
    const image = await readUserImage(db, logo, userId);
    if (!image) throw validationError({ logo: ['Unknown image; upload it with GET /api/userimages/getuploadurl/ first.'] });
    data = image.data;
  }
  const type = imageTypeOf(data);
  if (!type) throw validationError({ logo: [NOT_PNG_OR_JPEG] });
  return { type, data };
}

/** Reads a row's acoustic image and PRPD plot from the snapshot as `userId` sees it now. */
export function reportImageLoader(db: Queryable, userId: number): RowImageLoader {
  return async (row) => {
    const snapshot = await findVisibleSnapshot(db, userId, row.id).catch(() => undefined);
    if (!snapshot) return { acoustic: null, prpd: null };
    return { acoustic: await acousticImageOf(db, snapshot), prpd: await prpdOf(db, snapshot).catch(() => null) };
  };
}

/** Registers the report endpoint, its upload target and the report customisation. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerReportCustomisationRoutes(app, ctx);
  app.get('/api/report-endpoint/', { preHandler: ctx.authenticate }, async (request): Promise<ReportEndpoint> => {
    const user = requireUser(request);
    const { userIotId } = parseBody(reportEndpointQuerySchema, request.query);
    const id = randomUUID();
    const signed = (await mediaSigner(ctx.db)).sign(uploadPath(id), ctx.now(), REPORT_UPLOAD_TTL_S);
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
    const expiresAt = new Date(Math.min(exp * 1000, ctx.now() + REPORT_UPLOAD_TTL_S * 1000));
    await insertReportUpload(ctx.db, { id, userId: user.id, iotId: userIotId ?? null, expiresAt });
    return { url: `${requestOrigin(request)}${signed}`, method: 'POST', contentType: 'application/json', uploadId: id, expiresAt: expiresAt.toISOString() };
  });

  app.post<{ Params: { id: string } }>('/api/report-uploads/:id', { bodyLimit: REPORT_UPLOAD_MAX_BYTES }, async (request, reply) => {
    const { id } = request.params;
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const badAddress = () => new ApiError(403, { detail: 'This upload address is invalid, has expired or was already used.' });
    if (!isUuid(id) || !(await mediaSigner(ctx.db)).verify(uploadPath(id), exp, sig, ctx.now())) throw badAddress();
    const data = parseBody(reportDataSchema, request.body);
    const { rows: pending } = await ctx.db.query<{ user_id: number }>('SELECT user_id FROM report_uploads WHERE id = $1 AND used_at IS NULL', [id]);
    if (!pending[0]) throw badAddress();
    const userId = pending[0].user_id;
    const ids = [...new Set(data.rows.map((r) => r.id))];
    const visible = await visibleSnapshotIds(ctx.db, userId, ids);
    if (ids.some((rowId) => !visible.has(rowId))) throw notFound();
    const logo = await resolveLogo(ctx.db, userId, data.logo);
    const preferredCurrency = (await getCustomerSettings(ctx.db, userId)).currency_iso_code;
    // Claimed only now, so invalid data does not use the address up.
    const upload = await claimReportUpload(ctx.db, id, new Date(ctx.now()));
    if (!upload) throw badAddress();
    const job = await runJob(
      ctx,
      {
        userId,
        kind: 'excel-export',
        description: `${data.reportType} report of ${data.rows.length} snapshot${data.rows.length === 1 ? '' : 's'}`,
        params: { source: 'report', uploadId: id, reportType: data.reportType },
        iotId: upload.iot_id ?? undefined,
        origin: requestOrigin(request),
        initialStatus: 'UPLOADING',
      },
      async (report, handle) => {
        // Kept before the PDF exists, so any link to it can be shared as a copy without locations or serials.
        await saveReportExportData(ctx.db, handle.id, { data, preferredCurrency });
        const pdf = await buildReportPdf({ ...data, preferredCurrency }, logo, report, handle, ctx.now(), reportImageLoader(ctx.db, userId));
        return {
          file: { filename: pdf.filename, contentType: 'application/pdf', data: pdf.data },
          result: { filename: pdf.filename, pages: pdf.pages, bytes: pdf.data.length, rows: data.rows.length },
        };
      },
    );
    await setReportUploadJob(ctx.db, id, job.id);
    return reply.code(202).send({ taskId: job.id });
  });
}
