import { atom } from 'jotai';
import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { api } from '../platform/platform';
import { attachmentListSchema, attachmentUploadSchema } from 'shared-domain/schemas';
import { downloadSnapshotsAnswerSchema, type DownloadSnapshotsBody } from 'shared-domain/schemas';
import {
  checkoutSessionSchema,
  dashboardSummarySchema,
  excelPollSchema,
  excelStartedSchema,
  LOGO_CATEGORY,
  paymentTokensSchema,
  reportEndpointSchema,
  reportUploadedSchema,
  sharedReportSchema,
  type CheckoutCreate,
  type ExcelRequest,
  type ReportData,
} from 'shared-domain/schemas';

const empty = lazySchema(() => z.unknown());
const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * Reports, exports, sharing, payment and user images (spec 001 section 7 "Reports, exports and
 * sharing", "Image attachments"). Task progress arrives on the live channel (`excel-export`,
 * `dashboard-summary`); these calls start tasks and read their results.
 */
export const reportsApi = {
  /**
   * POST /api/download-snapshots/: starts an export of at most {@link DOWNLOAD_SNAPSHOTS_MAX}
   * snapshots (202 {taskId}); progress and the archive's link come as `export-nlz` live messages.
   */
  downloadSnapshots: (body: DownloadSnapshotsBody) =>
    api.request('downloadSnapshots', { method: 'POST', path: '/api/download-snapshots/', body, schema: downloadSnapshotsAnswerSchema }),
  /** POST /api/excel/: starts an Excel workbook (target excel) or a summary dashboard (target dashboard). */
  startExcel: (body: ExcelRequest) => api.request('excel', { method: 'POST', path: '/api/excel/', body, schema: excelStartedSchema }),
  /** GET /api/poll-excel-result/: pending until `url` appears (poll every EXCEL_POLL_MS). */
  pollExcel: (executionID: string) => api.request('pollExcelResult', { path: `/api/poll-excel-result/${query({ executionID })}`, schema: excelPollSchema }),
  /**
   * The summary dashboard's data, read from the address a finished dashboard task gives (a signed
   * download link on the API host: no bearer).
   */
  dashboardData: (address: string) =>
    api.request('dashboardData', { path: address.replace(/^https?:\/\/[^/]+/, ''), schema: dashboardSummarySchema, auth: false }),
  /** GET /api/report-endpoint/: a signed, single-use address for the report data. */
  reportEndpoint: (userIotId?: string) => api.request('reportEndpoint', { path: `/api/report-endpoint/${query({ userIotId })}`, schema: reportEndpointSchema }),
  /**
   * Posts report data to a signed address from {@link reportsApi.reportEndpoint} (no bearer: the
   * address carries its signature); the PDF export's statuses then arrive as `excel-export` messages.
   */
  uploadReport: (address: string, data: ReportData) =>
    api.request('reportUpload', { method: 'POST', path: address.replace(/^https?:\/\/[^/]+/, ''), body: data, schema: reportUploadedSchema, auth: false }),
  /** POST /api/shared/reports/: a public link valid 7 days. */
  /** GET /api/shared/reports/{id}/ (public): the PDF's addresses, or `{expired: true}`. */
  shared: (id: string) => api.request('sharedReport', { path: `/api/shared/reports/${encodeURIComponent(id)}/`, schema: sharedReportSchema, auth: false }),
  /** GET /api/payment-tokens/: the customised-reports entitlement. */
  paymentTokens: (viewToken?: string) => api.request('paymentTokens', { path: `/api/payment-tokens/${query({ viewToken })}`, schema: paymentTokensSchema }),
  /**
   * POST /api/payment/checkout/: answers 303 to the checkout page; fetch follows it and, asking
   * for JSON, gets the session, whose `url` the viewer navigates to.
   */
  checkout: (body: CheckoutCreate) => api.request('checkout', { method: 'POST', path: '/api/payment/checkout/', body, schema: checkoutSessionSchema }),
  /** GET /api/userimages/getuploadurl/: a signed form for a new image (category logo: PNG or JPEG). */
  imageUploadUrl: (filename: string, category: string = LOGO_CATEGORY) =>
    api.request('userImageUploadUrl', { path: `/api/userimages/getuploadurl/${query({ category, filename })}`, schema: attachmentUploadSchema }),
  /** GET /api/userimages/list/ */
  images: (category: string = LOGO_CATEGORY) => api.request('userImages', { path: `/api/userimages/list/${query({ category })}`, schema: attachmentListSchema }),
  /** POST /api/userimages/remove/ */
  removeImage: (attachmentId: string, category: string = LOGO_CATEGORY) =>
    api.request('removeUserImage', { method: 'POST', path: '/api/userimages/remove/', body: { category, attachmentId }, schema: empty }),
};

/**
 * The snapshot list's selection (ids), shared with the areas that act on it: the reports menu
 * works on the selection, or on the filtered list when nothing is selected. The list writes it.
 */
export const snapshotSelectionAtom = atom<readonly number[]>([]);
