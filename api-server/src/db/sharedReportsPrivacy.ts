import type { Queryable } from './Database';

/**
 * Queries behind shared links that leave data out (migration 075): the report data each PDF
 * export was built from, and the links with what they keep.
 */

/** The stored input of a PDF export: the parsed report data and the currency its totals preferred. */
export interface ReportExportData {
  data: unknown;
  preferredCurrency: string | null;
}

/** Keeps the data a PDF export is built from, for as long as its job. */
export async function saveReportExportData(db: Queryable, jobId: string, input: ReportExportData): Promise<void> {
  await db.query('INSERT INTO report_export_data (job_id, data, preferred_currency) VALUES ($1, $2::jsonb, $3) ON CONFLICT (job_id) DO NOTHING', [
    jobId,
    JSON.stringify(input.data),
    input.preferredCurrency,
  ]);
}

/** The data a PDF export of `userId` was built from, with the export's creation time; undefined for any other job. */
export async function readReportExportData(db: Queryable, userId: number, jobId: string): Promise<(ReportExportData & { createdAt: Date }) | undefined> {
  const { rows } = await db.query<{ data: unknown; preferred_currency: string | null; created_at: Date | string }>(
    `SELECT d.data, d.preferred_currency, j.created_at FROM report_export_data d JOIN jobs j ON j.id = d.job_id WHERE d.job_id = $1 AND j.user_id = $2`,
    [jobId, userId],
  );
  const row = rows[0];
  return row && { data: row.data, preferredCurrency: row.preferred_currency, createdAt: new Date(row.created_at) };
}

/** The serial numbers of the cameras that took these snapshots. */
export async function serialsOfSnapshots(db: Queryable, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ serial: string }>(
    'SELECT DISTINCT d.serial FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE s.id = ANY($1::int[]) AND d.serial IS NOT NULL',
    [ids],
  );
  return rows.map((r) => r.serial);
}

/** The recorded positions of these snapshots. */
export async function locationsOfSnapshots(db: Queryable, ids: readonly number[]): Promise<{ latitude: number; longitude: number }[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ latitude: number; longitude: number }>(
    'SELECT latitude, longitude FROM snapshots WHERE id = ANY($1::int[]) AND latitude IS NOT NULL AND longitude IS NOT NULL',
    [ids],
  );
  return rows.map((r) => ({ latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}

/** Stores a shared link with what it keeps and, for a copy, the export it was made from. */
export async function insertPrivateSharedReport(
  db: Queryable,
  row: { id: string; userId: number; reportUrl: string; jobId: string | null; sourceJobId: string | null; includeLocation: boolean; includeSerials: boolean; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO shared_reports (id, user_id, report_url, job_id, source_job_id, include_location, include_serials, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.id, row.userId, row.reportUrl, row.jobId, row.sourceJobId, row.includeLocation, row.includeSerials, row.createdAt.toISOString(), row.expiresAt.toISOString()],
  );
}

/**
 * A copy an earlier link of the user made from the same export without the same data, whose file
 * is still there: sharing a report again reuses it rather than building it once more. Only a
 * recent one, as jobs (and their files) are pruned a week after they were made.
 */
export async function findSharedCopy(db: Queryable, userId: number, sourceJobId: string, keep: { includeLocation: boolean; includeSerials: boolean }): Promise<string | undefined> {
  const { rows } = await db.query<{ job_id: string }>(
    `SELECT r.job_id FROM shared_reports r JOIN job_files f ON f.job_id = r.job_id JOIN jobs j ON j.id = r.job_id
     WHERE r.user_id = $1 AND r.source_job_id = $2 AND r.include_location = $3 AND r.include_serials = $4
       AND r.job_id <> r.source_job_id AND j.state = 'succeeded' AND j.created_at > now() - interval '1 day'
     ORDER BY r.created_at DESC LIMIT 1`,
    [userId, sourceJobId, keep.includeLocation, keep.includeSerials],
  );
  return rows[0]?.job_id;
}
