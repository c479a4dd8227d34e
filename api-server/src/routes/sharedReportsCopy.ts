import type { FastifyRequest } from 'fastify';
import { reportDataSchema } from 'shared-domain/schemas';
import type { AppContext } from '../context';
import { locationsOfSnapshots, readReportExportData, serialsOfSnapshots } from '../db/sharedReportsPrivacy';
import { imageTypeOf } from '../engine/photo';
import { ApiError, validationError } from '../http/errors';
import { runJob } from '../jobs';
import { findJob } from '../jobs/jobsTable';
import { buildReportPdf, type RowImageLoader } from '../jobs/reportExport';
import { requestOrigin } from './live';
import { reportImageLoader, resolveLogo } from './reports';
import { redactReport, stripJpegMetadata } from './sharedReportsRedaction';

/**
 * The copy of a PDF report a shared link serves when the sharer left GPS coordinates or serial
 * numbers out. It is built again from the data the export was built from (kept with its job),
 * with those values taken out of every text and the photos' metadata dropped, as a job of its
 * own (so it shows in the task list and waits its turn), and the share answers once it is done.
 */

export interface SharePrivacy {
  includeLocation: boolean;
  includeSerials: boolean;
}

const CANNOT_COPY = 'This report cannot be shared without its locations and serial numbers: generate it again, or keep them in the link.';

/** The photos without the metadata their camera wrote (EXIF holds its position and serial number). */
function withoutPhotoMetadata(load: RowImageLoader): RowImageLoader {
  return async (row) => {
    const images = await load(row);
    const picture = images.acoustic?.picture;
    if (!images.acoustic || !picture || imageTypeOf(picture) !== 'jpeg') return images;
    return { ...images, acoustic: { ...images.acoustic, picture: stripJpegMetadata(picture) } };
  };
}

const leftOut = (privacy: SharePrivacy) =>
  [!privacy.includeLocation && 'GPS coordinates', !privacy.includeSerials && 'serial numbers'].filter(Boolean).join(' and ');

/**
 * Builds the copy of the PDF export `sourceJobId` of `userId` without what `privacy` leaves out.
 * @returns the id of the job whose file is the copy
 * @throws 400 on `reportUrl` when the export kept no data to build from (not a PDF report, or one
 *   made before exports kept it); 500 when building failed
 */
export async function buildSharedCopy(ctx: AppContext, request: FastifyRequest, userId: number, sourceJobId: string, privacy: SharePrivacy): Promise<string> {
  const stored = await readReportExportData(ctx.db, userId, sourceJobId);
  const parsed = stored && reportDataSchema.safeParse(stored.data);
  if (!stored || !parsed?.success) throw validationError({ reportUrl: [CANNOT_COPY] });
  const data = parsed.data;
  const ids = [...new Set(data.rows.map((r) => r.id))];
  const input = redactReport(
    { ...data, ...(stored.preferredCurrency ? { preferredCurrency: stored.preferredCurrency } : {}) },
    { ...privacy, serials: await serialsOfSnapshots(ctx.db, ids), locations: await locationsOfSnapshots(ctx.db, ids) },
  );
  // An image removed since the export leaves the copy without a logo rather than without a link.
  const logo = await resolveLogo(ctx.db, userId, data.logo).catch(() => null);
  const job = await runJob(
    ctx,
    {
      userId,
      kind: 'excel-export',
      description: `Shared copy of a ${data.reportType} report without ${leftOut(privacy)}`,
      params: { source: 'shared-copy', sourceJobId, includeLocation: privacy.includeLocation, includeSerials: privacy.includeSerials },
      origin: requestOrigin(request),
      initialStatus: 'UPLOADING',
    },
    async (report, handle) => {
      const pdf = await buildReportPdf(input, logo, report, handle, stored.createdAt.getTime(), withoutPhotoMetadata(reportImageLoader(ctx.db, userId)));
      return {
        file: { filename: pdf.filename, contentType: 'application/pdf', data: pdf.data },
        result: { filename: pdf.filename, pages: pdf.pages, bytes: pdf.data.length, rows: input.rows.length },
      };
    },
  );
  await ctx.jobs.finished(job.id);
  const done = await findJob(ctx.db, userId, job.id);
  if (done?.state !== 'succeeded') throw new ApiError(500, { detail: done?.error ?? 'The shared copy of the report could not be made.' });
  return job.id;
}
