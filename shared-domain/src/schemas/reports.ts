import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { REPORT_EXPORT_STATUSES } from './live';

/**
 * Reports, exports and sharing (spec 001 section 7 "Reports, exports and sharing", section 4
 * "Excel generation", "Summary dashboard", "Report export statuses", "Shared link"), and the
 * user images used as report logos (section 7 "Image attachments"). One source of truth for the
 * api-server's validation and the viewer's typed client.
 */

// ---- Excel and summary dashboard ------------------------------------------------------------

/** What `POST /api/excel/` builds: an .xlsx workbook, or the summary dashboard's JSON data. */
export const EXCEL_TARGETS = ['excel', 'dashboard'] as const;
export type ExcelTarget = (typeof EXCEL_TARGETS)[number];

/**
 * Most snapshots one Excel export or summary dashboard takes: a plant's whole survey over years
 * (the bench's 20,000 fit). The ids fit well inside the server's 1 MB body limit.
 */
export const EXCEL_MAX_SNAPSHOTS = 50_000;

/** Most snapshots (a section each) one PDF report takes. */
export const REPORT_MAX_ROWS = 2000;

/** POST /api/excel/ body (the spec's field spelling). */
export const excelRequestSchema = lazySchema(() => z.object({
  snapshotIDs: z.array(z.number().int().positive()).min(1).max(EXCEL_MAX_SNAPSHOTS),
  /** The caller's live-channel id, echoed in the task messages. */
  iotID: z.string().max(200).optional(),
  /** Embed each snapshot's picture in its row (Excel only). */
  includeImages: z.boolean().optional(),
  target: z.enum(EXCEL_TARGETS).optional(),
}));
export type ExcelRequest = z.infer<typeof excelRequestSchema>;

/** POST /api/excel/ answer (202): the task to poll, also the live message's `taskId`. */
export const excelStartedSchema = lazySchema(() => z.object({ executionID: z.string() }));

/** GET /api/poll-excel-result/ query. */
export const excelPollQuerySchema = lazySchema(() => z.object({ executionID: z.string().min(1, 'This field may not be blank.') }));

/**
 * GET /api/poll-excel-result/ answer. `state` is pending until `url` (a signed link to the
 * workbook or the dashboard JSON, valid 24 h) appears; failed carries `error`.
 */
export const excelPollSchema = lazySchema(() => z.object({
  executionID: z.string(),
  target: z.enum(EXCEL_TARGETS),
  state: z.enum(['pending', 'ready', 'failed']),
  /** The live status word of the task (report export statuses). */
  status: z.enum(REPORT_EXPORT_STATUSES),
  progress: z.number().min(0).max(1).nullable(),
  url: z.string().nullable(),
  error: z.string().nullable(),
}));
export type ExcelPoll = z.infer<typeof excelPollSchema>;

/** One count per key, e.g. snapshots per analysis family. */
const countsSchema = lazySchema(() => z.record(z.string(), z.number().int().min(0)));

/** A count of leaks with their yearly cost (the dashboard's currency) and yearly CO2e (kg). */
const leakTotalsSchema = lazySchema(() => z.object({ count: z.number().int().min(0), costPerYear: z.number(), co2eKgPerYear: z.number() }));
/** One bar of a leak chart: a gas, a camera (serial, label as the user wrote it) or a site (location cluster id, '' without one). */
const leakGroupSchema = lazySchema(() => z.object({ key: z.string(), label: z.string(), count: z.number().int().min(0), yearlyCost: z.number(), co2eKg: z.number() }));
const monthSchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}$/));

/**
 * The summary dashboard's chart data: leaks by gas, camera and site with yearly cost
 * (in `currency`: the user's when any leak is costed in it, otherwise the one most leaks use;
 * leaks costed in another currency count with no cost) and CO2e (shared-domain
 * `leakCo2ePerYear` with the customer's `co2_cost_kg_kwh`); leak sizes against the customer's
 * severity thresholds (user's unit); PD severity bands per type; mechanical possible faults per
 * camera; leaks open and fixed by month of creation; the savings split (shared-domain `savingsSplit`).
 */
export const dashboardChartsSchema = lazySchema(() => z.object({
  currency: z.string(),
  co2KgPerKwh: z.number(),
  unit: z.enum(['lpm', 'cfm']),
  severityLow: z.number(),
  severityHigh: z.number(),
  totals: z.object({
    leaks: z.number().int().min(0),
    yearlyCost: z.number(),
    co2eKg: z.number(),
    /** Leaks whose cost is in another currency than the user's (not in any cost). */
    otherCurrencyLeaks: z.number().int().min(0),
  }),
  byGas: z.array(leakGroupSchema),
  byCamera: z.array(leakGroupSchema),
  bySite: z.array(leakGroupSchema),
  /** Sizes of the leaks that have one, in the user's unit, and how many fall below, between and above the thresholds. */
  leakSizes: z.object({ sizes: z.array(z.number()), below: z.number().int().min(0), between: z.number().int().min(0), above: z.number().int().min(0) }),
  /** PD snapshots per top classification and severity band. */
  pdBands: z.array(z.object({ type: z.string(), low: z.number().int().min(0), medium: z.number().int().min(0), high: z.number().int().min(0), veryHigh: z.number().int().min(0) })),
  /** Mechanical snapshots per camera: possible fault or not. */
  mechanical: z.array(z.object({ key: z.string(), label: z.string(), possibleFault: z.number().int().min(0), noFault: z.number().int().min(0) })),
  /** Leaks by month of creation (UTC), still open or fixed now, oldest first. */
  openFixed: z.array(z.object({ month: monthSchema, open: z.number().int().min(0), fixed: z.number().int().min(0) })),
  savings: z.object({
    open: leakTotalsSchema,
    fixed: leakTotalsSchema,
    fixedUndated: leakTotalsSchema,
    months: z.array(z.object({ month: monthSchema, fixed: leakTotalsSchema, cumulative: leakTotalsSchema })),
  }),
}));
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/**
 * The summary dashboard data (the file behind the dashboard task's address): counts of the
 * chosen snapshots per analysis family, leaks and their yearly cost, PD severities, fixed versus
 * open, per camera and per month. Leak sizes are in the user's unit; costs per currency.
 */
export const dashboardSummarySchema = lazySchema(() => z.object({
  generatedAt: z.string(),
  snapshotCount: z.number().int().min(0),
  /** leak, pd, mechanical, other. */
  byType: countsSchema,
  leaks: z.object({
    count: z.number().int().min(0),
    detected: z.number().int().min(0),
    unit: z.enum(['lpm', 'cfm']),
    totalLeakSize: z.number().min(0),
    /** Yearly cost totals by currency code. */
    yearlyCostByCurrency: z.record(z.string(), z.number()),
    byGas: countsSchema,
  }),
  pd: z.object({
    count: z.number().int().min(0),
    /** Severity bands (low, medium, high, veryHigh) of the max severity. */
    bySeverity: countsSchema,
    byClassification: countsSchema,
  }),
  mechanical: z.object({ count: z.number().int().min(0), possibleFault: z.number().int().min(0) }),
  fixed: z.number().int().min(0),
  open: z.number().int().min(0),
  starred: z.number().int().min(0),
  perCamera: z.array(z.object({ serial: z.string(), label: z.string(), count: z.number().int().min(0) })),
  /** YYYY-MM (UTC) of creation -> count, oldest first. */
  perMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int().min(0) })),
  /** What the dashboard's charts draw. */
  charts: dashboardChartsSchema,
}));
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;


// ---- report export ----------------------------------------------------------------------------

/** Report types (spec 001 section 3 "Report options"). */
export const REPORT_TYPES = ['Leak', 'PD', 'Level', 'Mechanical'] as const;
/** Sort keys of a report; leakSizeAsc/leakSizeDesc sort by leak size whatever `ordering` says. */
export const REPORT_ORDER_BY = ['createdDate', 'label', 'deviceLabel', 'syncedDate', 'leakSizeAsc', 'leakSizeDesc'] as const;
export const REPORT_DATE_FORMATS = ['D.M.Y', 'M/D/Y', 'Y-M-D'] as const;

/** Analysis families of report rows. */
export const REPORT_ROW_KINDS = ['leak', 'pd', 'mechanical', 'other'] as const;
/** PD severity bands (spec 000 section 9). */
export const PD_BANDS = ['low', 'medium', 'high', 'veryHigh'] as const;

/**
 * Fixed texts of the PDF, in the user's language (the viewer sends them from its messages; the
 * server's English ones fill any gap). `{name}` placeholders are filled by the server.
 */
export const REPORT_TEXT_KEYS = [
  'title', 'generated', 'period', 'snapshots', 'cameras', 'camera', 'summary', 'type', 'count', 'leak', 'pd', 'mechanical', 'other',
  'leaksDetected', 'totalFlow', 'yearlyCost', 'bandLow', 'bandMedium', 'bandHigh', 'bandVeryHigh', 'possibleFault', 'fixedOpen',
  'overview', 'label', 'created', 'value', 'acousticImage', 'prpd', 'phase', 'amplitude', 'noImage', 'assumptions',
  'assumptionReference', 'assumptionPower', 'assumptionUtilisation', 'assumptionModel', 'assumptionIndicative', 'page',
  // The PD report states its window and thresholds.
  'assumptionPdWindow', 'assumptionPdBands',
  // CO2e and savings, and the flow unit of the summary in the user's language.
  'totalCo2e', 'savings', 'openLeaks', 'fixedLeaks', 'leaks', 'co2ePerYear', 'savedByMonth', 'month', 'savedSoFar', 'unitLpm', 'unitCfm',
  // The leak-reporting rule every total follows (shared-domain leakFigures), quoted under the totals.
  'leakRule',
] as const;
export type ReportTextKey = (typeof REPORT_TEXT_KEYS)[number];

/** CSV/Excel: a cell starting with one of these is read as a formula by spreadsheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a text cell a spreadsheet would run as a formula (prefixes a single quote). */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): neutralised, quoted when it holds a comma, quote, CR or LF. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180: CRLF line ends). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** GET /api/report-endpoint/ query. */
export const reportEndpointQuerySchema = lazySchema(() => z.object({ userIotId: z.string().max(200).optional() }));

/**
 * GET /api/report-endpoint/ answer: a signed, single-use address valid 1 h. The client POSTs the
 * report data as JSON to `url` (no bearer: the token in the URL authorises, as an S3 presigned
 * PUT would); the answer is 202 `{taskId}` and the export's statuses arrive as `excel-export`
 * live messages.
 */
export const reportEndpointSchema = lazySchema(() => z.object({
  url: z.string(),
  method: z.literal('POST'),
  contentType: z.literal('application/json'),
  uploadId: z.string(),
  expiresAt: z.string(),
}));
export type ReportEndpoint = z.infer<typeof reportEndpointSchema>;

/** A value shown in a snapshot's section of the report. */
const reportValueSchema = lazySchema(() => z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]));

/** One snapshot of a report, as the client built it (spec 001 section 4 "Report building"). */
export const reportRowSchema = lazySchema(() => z.object({
  id: z.number().int().positive(),
  label: z.string().max(2048),
  deviceSerial: z.string().max(100).optional(),
  deviceLabel: z.string().max(200).optional(),
  /** ISO 8601. */
  createdDate: z.string().datetime({ offset: true }).optional(),
  syncedDate: z.string().datetime({ offset: true }).optional(),
  /** Leak size in the report's unit, for ordering by leak size. */
  leakSize: z.number().nullable().optional(),
  /** The section's lines, in order (names in the user's language). */
  values: z.array(z.object({ name: z.string().min(1).max(200), value: reportValueSchema })).max(200).default([]),
  /** The snapshot's main result in one short text (the overview table's last column). */
  headline: z.string().max(500).optional(),
  /** The snapshot's analysis family; the summary table counts by it. */
  kind: z.enum(REPORT_ROW_KINDS).optional(),
  /** Yearly leak cost in `currency` (summary totals). */
  leakCost: z.number().nullable().optional(),
  leakUnit: z.enum(['lpm', 'cfm']).optional(),
  currency: z.string().max(10).optional(),
  /** PD severity band of the snapshot (summary table). */
  pdBand: z.enum(PD_BANDS).nullable().optional(),
  /** Mechanical: a possible fault was detected (summary table). */
  possibleFault: z.boolean().nullable().optional(),
  fixed: z.boolean().optional(),
  /** When the snapshot was fixed (ISO 8601): the savings section's month. */
  fixedDate: z.string().datetime({ offset: true }).nullable().optional(),
  /**
   * Yearly CO2e of a reported leak in kg (shared-core `leakCo2ePerYear` of the leak's flow, gas,
   * utilisation and specific power with the customer's `co2_cost_kg_kwh`, as the leak view shows it).
   */
  co2eKgPerYear: z.number().min(0).nullable().optional(),
  /** Draw the acoustic image (heatmap over the photo with its dB scale) and, for PD, the PRPD plot. */
  images: z.boolean().optional(),
}));
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The report data posted to the report endpoint: report options plus the rows. */
export const reportDataSchema = lazySchema(() => z.object({
  reportType: z.enum(REPORT_TYPES),
  orderBy: z.enum(REPORT_ORDER_BY).default('createdDate'),
  ordering: z.enum(['asc', 'desc']).default('desc'),
  dateFormat: z.enum(REPORT_DATE_FORMATS).default('Y-M-D'),
  forceAnalysis: z.boolean().optional(),
  /** A PNG or JPEG as a data URL, or the attachmentId of one of the user's images (category logo). */
  logo: z.string().max(4_000_000).nullable().optional(),
  /** 1 small .. 3 large. */
  logoSize: z.number().int().min(1).max(3).default(2),
  titleText: z.string().max(500).default(''),
  summaryText: z.string().max(10_000).default(''),
  headerText: z.string().max(500).default(''),
  footerText: z.string().max(500).default(''),
  fixedSummary: z.boolean().optional(),
  /** The user's language (BCP 47), for the PDF's fonts. */
  language: z.string().max(20).default('en'),
  texts: z.partialRecord(z.enum(REPORT_TEXT_KEYS), z.string().max(2000)).default({}),
  /** The assumptions block's values (the viewer's settings and the analysis model). */
  assumptions: z
    .object({
      specificPower: z.string().max(100).optional(),
      utilisation: z.string().max(100).optional(),
      model: z.string().max(100).optional(),
    })
    .default({}),
  rows: z.array(reportRowSchema).min(1, 'reportEmpty').max(REPORT_MAX_ROWS),
}));
export type ReportData = z.input<typeof reportDataSchema>;

/**
 * Rows in the report's order: ties by id; leak size orders ignore `ordering` and put rows without
 * a size last.
 */
export function orderReportRows<R extends Pick<ReportRow, 'id' | 'label' | 'deviceLabel' | 'createdDate' | 'syncedDate' | 'leakSize'>>(rows: readonly R[], orderBy: (typeof REPORT_ORDER_BY)[number], ordering: 'asc' | 'desc'): R[] {
  const sign = ordering === 'asc' ? 1 : -1;
  const text = (a: string | undefined, b: string | undefined) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' });
  const time = (iso: string | undefined) => (iso ? new Date(iso).getTime() : 0);
  const compare = (a: R, b: R): number => {
    switch (orderBy) {
      case 'label':
        return sign * text(a.label, b.label);
      case 'deviceLabel':
        return sign * text(a.deviceLabel, b.deviceLabel);
      case 'syncedDate':
        return sign * (time(a.syncedDate) - time(b.syncedDate));
      case 'leakSizeAsc':
      case 'leakSizeDesc': {
        const la = a.leakSize ?? null;
        const lb = b.leakSize ?? null;
        if (la === null || lb === null) return la === lb ? 0 : la === null ? 1 : -1;
        return orderBy === 'leakSizeAsc' ? la - lb : lb - la;
      }
      default:
        return sign * (time(a.createdDate) - time(b.createdDate));
    }
  };
  return [...rows].sort((a, b) => compare(a, b) || a.id - b.id);
}

/** Answer of the upload to the report endpoint (202). */
export const reportUploadedSchema = lazySchema(() => z.object({ taskId: z.string() }));

// ---- shared reports -----------------------------------------------------------------------------

/** POST /api/shared/reports/ body: the report's address (a download link of a finished export). */
export const sharedReportCreateSchema = lazySchema(() => z.object({ reportUrl: z.string().url().max(4000) }));

/** POST /api/shared/reports/ answer (201): the public link, valid 7 days. */
export const sharedReportLinkSchema = lazySchema(() => z.object({
  id: z.string(),
  /** The viewer's public page path: `/shared/reports/{id}`. */
  path: z.string(),
  expiresAt: z.string(),
}));
export type SharedReportLink = z.infer<typeof sharedReportLinkSchema>;

/** GET /api/shared/reports/{id}/ (no auth): the PDF's address and an embeddable one, or expired. */
export const sharedReportSchema = lazySchema(() => z.union([
  z.object({ url: z.string(), embed: z.string(), expiresAt: z.string() }),
  z.object({ expired: z.literal(true) }),
]));
export type SharedReport = z.infer<typeof sharedReportSchema>;

// ---- payment --------------------------------------------------------------------------------------

/** The one product: customised reports, 44 EUR one time (spec 001 section 9). */
export const PAYMENT_PRODUCTS = ['customized-reports'] as const;

/** GET /api/payment-tokens/ query: `viewToken` is a checkout id to report on (optional). */
export const paymentTokensQuerySchema = lazySchema(() => z.object({ viewToken: z.string().max(100).optional() }));

/** GET /api/payment-tokens/ answer. */
export const paymentTokensSchema = lazySchema(() => z.object({
  /** The customised-reports entitlement (bought once). */
  customizedReports: z.boolean(),
  /** Tokens bought over all paid checkouts. */
  tokens: z.number().int().min(0),
  price: z.number(),
  currency: z.literal('EUR'),
  /** The checkout named by viewToken, when given and the caller's. */
  checkout: z.object({ id: z.string(), state: z.enum(['open', 'paid', 'cancelled']) }).nullable(),
}));
export type PaymentTokens = z.infer<typeof paymentTokensSchema>;

/** POST /api/payment/checkout/ body (the card payment provider's checkout creation). */
export const checkoutCreateSchema = lazySchema(() => z.object({
  name: z.enum(PAYMENT_PRODUCTS),
  /** Must equal the product's price (44). */
  price: z.number(),
  tokens: z.number().int().min(1).max(100).default(1),
  success_url: z.string().url().max(2000),
  cancel_url: z.string().url().max(2000),
}));
export type CheckoutCreate = z.input<typeof checkoutCreateSchema>;

/** A checkout session (the JSON form of the checkout page, for clients that ask for JSON). */
export const checkoutSessionSchema = lazySchema(() => z.object({
  id: z.string(),
  /** The checkout page to send the browser to. */
  url: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.literal('EUR'),
  tokens: z.number().int(),
  state: z.enum(['open', 'paid', 'cancelled']),
}));
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

// ---- user images (report logos) ----------------------------------------------------------------

/** Category of report logos: PNG or JPEG only (spec 001 section 5 "Image attachments"). */
export const LOGO_CATEGORY = 'logo';

/** GET /api/userimages/getuploadurl/ and /list/ query. */
export const userImageQuerySchema = lazySchema(() => z.object({
  category: z.string().trim().min(1, 'This field may not be blank.').max(50).default(LOGO_CATEGORY),
  filename: z.string().max(200).optional(),
}));

/** POST /api/userimages/remove/ body. */
export const userImageRemoveSchema = lazySchema(() => z.object({ category: z.string().min(1).max(50), attachmentId: z.string().min(1).max(100) }));
