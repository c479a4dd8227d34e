import type { FastifyInstance } from 'fastify';
import { LOGO_CATEGORY, REPORT_LOGO_MAX_BYTES, reportCustomisationSchema, type ReportCustomisation } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { getReportCustomisation, saveReportCustomisation } from '../db/reportCustomisations';
import { paidSummary } from '../db/reportsPayment';
import { readUserImage } from '../db/reportsUserImages';
import { imageTypeOf } from '../engine/photo';
import { ApiError, validationError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';

/**
 * The report customisation, kept per user so it is the same in every browser:
 * - `GET /api/report-customisation/` (bearer) -> the caller's customisation, the defaults when
 *   none was saved; a logo whose image has been removed since reads as null.
 * - `PUT /api/report-customisation/` (bearer) with the whole customisation -> 200 with it as
 *   stored. 400 `{field: [messages]}` for bad values; the logo must be one of the caller's
 *   active logo images, a PNG or JPEG of at most 2 MiB. 402 until customised reports are bought
 *   (not 403: the viewer ends the session on any 403).
 * Only the caller's own customisation is ever read or written: there is no user in the path.
 */

const PATH = '/api/report-customisation/';

describeRoute({ method: 'GET', path: PATH, summary: 'The caller’s report customisation (defaults when none was saved)', tags: ['reports'], auth: true, response: reportCustomisationSchema });
describeRoute({
  method: 'PUT',
  path: PATH,
  summary: 'Replace the caller’s report customisation',
  tags: ['reports'],
  auth: true,
  body: reportCustomisationSchema,
  response: reportCustomisationSchema,
  responses: { 402: 'Customised reports are not bought' },
});

const NOT_PNG_OR_JPEG = 'The logo must be a PNG or JPEG image.';

/** Checks that the logo is one of the user's logo images, of an accepted type and size. */
async function checkLogo(ctx: AppContext, userId: number, attachmentId: string): Promise<void> {
  const image = await readUserImage(ctx.db, attachmentId, userId);
  if (!image || image.category !== LOGO_CATEGORY) throw validationError({ logo: ['Unknown image; upload it with GET /api/userimages/getuploadurl/ first.'] });
  if (!imageTypeOf(image.data)) throw validationError({ logo: [NOT_PNG_OR_JPEG] });
  if (image.data.length > REPORT_LOGO_MAX_BYTES) throw validationError({ logo: [`The logo must be at most ${REPORT_LOGO_MAX_BYTES / 1024 / 1024} MB.`] });
}

/** Registers GET and PUT of the report customisation. */
export function registerReportCustomisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(PATH, { preHandler: ctx.authenticate }, async (request): Promise<ReportCustomisation> => {
    const user = requireUser(request);
    return getReportCustomisation(ctx.db, user.id);
  });

  app.put(PATH, { preHandler: ctx.authenticate }, async (request): Promise<ReportCustomisation> => {
    const user = requireUser(request);
    const value = parseBody(reportCustomisationSchema, request.body);
    if (!(await paidSummary(ctx.db, user.id)).products.has('customized-reports')) {
      throw new ApiError(402, { detail: 'Customised reports have not been bought.', code: 'payment_required' });
    }
    if (value.logo !== null) await checkLogo(ctx, user.id, value.logo);
    await saveReportCustomisation(ctx.db, user.id, value);
    return getReportCustomisation(ctx.db, user.id);
  });
}
