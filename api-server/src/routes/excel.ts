import type { FastifyInstance, FastifyRequest } from 'fastify';
import { excelPollQuerySchema, excelPollSchema, excelRequestSchema, excelStartedSchema, type ExcelPoll, type ExcelTarget } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { getCustomerSettings } from '../db/customerSettings';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { runJob } from '../jobs';
import { buildDashboardSummary } from '../jobs/dashboardSummary';
import { buildExcelWorkbook, XLSX_CONTENT_TYPE } from '../jobs/excelExport';
import { findJob, type JobRow } from '../jobs/jobsTable';
import { visibleSnapshotIds } from '../jobs/visibility';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';

/**
 * Excel and summary dashboard (spec 001 section 7 "Reports, exports and sharing", section 4
 * "Excel generation" and "Summary dashboard"):
 * - `POST /api/excel/` {snapshotIDs, iotID?, includeImages?, target?} (bearer) -> 202
 *   {executionID}. target `excel` (default) runs an `excel-export` task building an .xlsx of the
 *   snapshots; `dashboard` a `dashboard-summary` task computing the summary JSON. Both publish
 *   UPLOADING, PROCESSING (fraction), FINISHED with `downloadUrl` (or ERROR). 404 when any id is
 *   not a snapshot the caller sees.
 * - `GET /api/poll-excel-result/?executionID` (bearer) -> {state: pending | ready | failed, url...};
 *   the viewer polls every 4 s until `url` appears. 404 for another user's or an unknown id.
 */

/** Params stored with the job, to tell these tasks from other `excel-export` tasks (report export). */
const SOURCE = 'excel';

describeRoute({
  method: 'POST',
  path: '/api/excel/',
  summary: 'Start an Excel workbook or summary dashboard of snapshots',
  description:
    'target `excel` (default): an `excel-export` task builds an .xlsx with one row per snapshot (read fields, leak size and yearly cost in ' +
    'the user’s unit, PD classification and severity, mechanical indicators) and, with includeImages, the picture in its row. target ' +
    '`dashboard`: a `dashboard-summary` task computes the summary (dashboardSummarySchema) delivered as a JSON file. Statuses on ' +
    '`users/<id>/tasks/<kind>`: UPLOADING, PROCESSING (fraction), FINISHED with downloadUrl, or ERROR. Poll with GET /api/poll-excel-result/.',
  tags: ['reports'],
  auth: true,
  body: excelRequestSchema,
  status: 202,
  response: excelStartedSchema,
  responses: { 404: 'An id is not a snapshot the user sees' },
});
describeRoute({
  method: 'GET',
  path: '/api/poll-excel-result/',
  summary: 'State of an Excel or dashboard task: pending until the address appears',
  tags: ['reports'],
  auth: true,
  query: excelPollQuerySchema,
  response: excelPollSchema,
  responses: { 404: 'Unknown id or another user’s task' },
});

/** A freshly signed link to a job's file. */
function fileLink(ctx: AppContext, request: FastifyRequest, userId: number, jobId: string): string {
  return `${requestOrigin(request)}/api/downloads/${jobId}/file?token=${encodeURIComponent(ctx.live.tokens.signDownload(userId, jobId))}`;
}

/** The poll answer of a job row. */
function pollAnswer(ctx: AppContext, request: FastifyRequest, row: JobRow): ExcelPoll {
  const state = row.state === 'succeeded' ? 'ready' : row.state === 'failed' ? 'failed' : 'pending';
  return {
    executionID: row.id,
    target: row.kind === 'dashboard-summary' ? 'dashboard' : 'excel',
    state,
    status: row.status as ExcelPoll['status'],
    progress: row.progress,
    url: state === 'ready' ? fileLink(ctx, request, row.user_id, row.id) : null,
    error: row.error,
  };
}

/** Registers the Excel and dashboard routes. */
export function registerExcelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/excel/', { preHandler: ctx.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(excelRequestSchema, request.body);
    const ids = [...new Set(body.snapshotIDs)];
    const visible = await visibleSnapshotIds(ctx.db, user.id, ids);
    // Unknown and other users' ids answer alike.
    if (ids.some((id) => !visible.has(id))) throw notFound();
    const target: ExcelTarget = body.target ?? 'excel';
    const customer = await getCustomerSettings(ctx.db, user.id);
    const unit = customer.leak_size_unit === 'CFM' ? 'cfm' : 'lpm';
    const settings = {
      currency: customer.currency_iso_code,
      co2KgPerKwh: customer.co2_cost_kg_kwh,
      severityLowLpm: customer.leak_size_severity_low_lpmin,
      severityHighLpm: customer.leak_size_severity_high_lpmin,
    };
    const plural = `${ids.length} snapshot${ids.length === 1 ? '' : 's'}`;
    const common = { userId: user.id, params: { source: SOURCE, snapshotIds: ids, target }, iotId: body.iotID, origin: requestOrigin(request) };

    const job =
      target === 'dashboard'
        ? await runJob(ctx, { ...common, kind: 'dashboard-summary', description: `Summary dashboard of ${plural}` }, async (report) => {
            const summary = await buildDashboardSummary(ctx.db, { userId: user.id, snapshotIds: ids, unit, nowMs: ctx.now(), settings }, report);
            const data = Buffer.from(JSON.stringify(summary));
            return { file: { filename: 'summary.json', contentType: 'application/json', data }, result: { snapshots: summary.snapshotCount } };
          })
        : await runJob(ctx, { ...common, kind: 'excel-export', description: `Excel export of ${plural}` }, async (report, handle) => {
            const workbook = await buildExcelWorkbook(ctx.db, { userId: user.id, snapshotIds: ids, includeImages: !!body.includeImages, unit, co2KgPerKwh: settings.co2KgPerKwh }, report, handle);
            const filename = `snapshots_${new Date(ctx.now()).toISOString().slice(0, 10)}.xlsx`;
            return { file: { filename, contentType: XLSX_CONTENT_TYPE, data: workbook.data }, result: { filename, rows: workbook.rows, bytes: workbook.data.length } };
          });
    return reply.code(202).send({ executionID: job.id });
  });

  app.get('/api/poll-excel-result/', { preHandler: ctx.authenticate }, async (request): Promise<ExcelPoll> => {
    const user = requireUser(request);
    const { executionID } = parseBody(excelPollQuerySchema, request.query);
    const row = await findJob(ctx.db, user.id, executionID);
    if (!row || row.params.source !== SOURCE) throw notFound();
    return pollAnswer(ctx, request, row);
  });
}
