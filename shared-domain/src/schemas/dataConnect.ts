import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { DEVICE_ANALYSIS_TYPES } from './snapshot';

/**
 * Data Connect host (spec 001 section 7): API keys of an organization and the read-only export
 * they authorise. The reference server serves it under the `/dataconnect` prefix of the API's
 * own origin.
 */

/** Path prefix of the Data Connect host on the reference server. */
export const DATA_CONNECT_PREFIX = '/dataconnect';
/** Feature (of the user or the organization) needed to create a key (spec 001 section 6). */
export const DATA_CONNECT_NEW_KEY_FEATURE = 'DataConnectNewKey';
/** Header that carries a key on the export call. */
export const DATA_CONNECT_KEY_HEADER = 'X-Api-Key';

/**
 * `code` of the 403 answers: no organization, or no DataConnectNewKey feature (the viewer shows
 * its ask-for-permission message for the latter).
 */
export const DATA_CONNECT_ERROR_CODES = ['organizationRequired', 'dataConnectPermissionRequired'] as const;

/** A key (spec 001 section 3); `invoked` counts the export calls made with it. */
export const dataConnectKeySchema = lazySchema(() => z.object({ key: z.string(), createdAt: z.string(), invoked: z.number().int().min(0) }));
export type DataConnectKey = z.infer<typeof dataConnectKeySchema>;
export const dataConnectKeyListSchema = lazySchema(() => z.array(dataConnectKeySchema));

/** DELETE /keys?key=... query. */
export const deleteDataConnectKeyQuerySchema = lazySchema(() => z.object({ key: z.string().min(1, 'This field may not be blank.').max(200) }));

/** Largest page of the export call. */
export const DATA_CONNECT_EXPORT_MAX_LIMIT = 1000;

const intParam = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(min, `Ensure this value is greater than or equal to ${min}.`)
      .max(max, `Ensure this value is less than or equal to ${max}.`),
  );

/** GET /dataconnect/export/snapshots query: snapshots taken at or after `since`, oldest first. */
export const dataConnectExportQuerySchema = lazySchema(() => z.object({
  since: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date/time (ISO 8601).')
    .optional()
    .describe('ISO 8601 date or date-time; default: all'),
  limit: intParam(1, DATA_CONNECT_EXPORT_MAX_LIMIT, 100).describe('Page size, 1-1000, default 100'),
  offset: intParam(0, 1_000_000_000, 0).describe('Rows to skip, default 0'),
}));
export type DataConnectExportQuery = z.input<typeof dataConnectExportQuerySchema>;

/** One exported snapshot: the slim row a data pipeline needs. */
export const dataConnectSnapshotSchema = lazySchema(() => z.object({
  id: z.number(),
  serial: z.string(),
  created_date: z.string(),
  type: z.enum(DEVICE_ANALYSIS_TYPES),
  kind: z.enum(['leak', 'pd', 'mechanical', 'other']),
  label: z.string(),
  leak: z.object({ gas: z.string().nullable(), leakSizeLpm: z.number().nullable(), leakDetected: z.boolean().nullable() }).nullable(),
  pd: z
    .object({ severityMinPr: z.number().nullable(), severityMaxPr: z.number().nullable(), classification: z.string().nullable() })
    .nullable(),
}));
export type DataConnectSnapshot = z.infer<typeof dataConnectSnapshotSchema>;

/** GET /dataconnect/export/snapshots answer. */
export const dataConnectExportSchema = lazySchema(() => z.object({
  organization: z.object({ id: z.number(), name: z.string() }),
  count: z.number().int(),
  results: z.array(dataConnectSnapshotSchema),
}));
export type DataConnectExport = z.infer<typeof dataConnectExportSchema>;
