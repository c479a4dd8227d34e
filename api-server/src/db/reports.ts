import type { Queryable } from './Database';

/**
 * Queries of the report tables (migration 050): signed report upload addresses and shared report
 * links. Expiry times come from the caller's clock (AppContext.now) so tests can move time.
 */

/** A row of `report_uploads`. */
export interface ReportUploadRow {
  id: string;
  user_id: number;
  iot_id: string | null;
  expires_at: Date;
  job_id: string | null;
  used_at: Date | null;
}

/** Records a new upload address. */
export async function insertReportUpload(db: Queryable, row: { id: string; userId: number; iotId: string | null; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO report_uploads (id, user_id, iot_id, expires_at) VALUES ($1, $2, $3, $4)', [row.id, row.userId, row.iotId, row.expiresAt.toISOString()]);
}

/**
 * Marks an unused, unexpired upload address used (one upload per address) and returns it;
 * undefined when it is unknown, used or expired.
 */
export async function claimReportUpload(db: Queryable, id: string, now: Date): Promise<ReportUploadRow | undefined> {
  const { rows } = await db.query<ReportUploadRow>(
    `UPDATE report_uploads SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING *`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/** Links an upload to the job it started. */
export async function setReportUploadJob(db: Queryable, id: string, jobId: string): Promise<void> {
  await db.query('UPDATE report_uploads SET job_id = $2 WHERE id = $1', [id, jobId]);
}

/** A row of `shared_reports`. */
export interface SharedReportRow {
  id: string;
  user_id: number;
  report_url: string;
  job_id: string | null;
  created_at: Date;
  expires_at: Date;
}

/** Stores a shared link. */
export async function insertSharedReport(
  db: Queryable,
  row: { id: string; userId: number; reportUrl: string; jobId: string | null; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO shared_reports (id, user_id, report_url, job_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    row.id,
    row.userId,
    row.reportUrl,
    row.jobId,
    row.createdAt.toISOString(),
    row.expiresAt.toISOString(),
  ]);
}

/** A shared link by id (expired ones too: the caller decides). */
export async function findSharedReport(db: Queryable, id: string): Promise<SharedReportRow | undefined> {
  const { rows } = await db.query<SharedReportRow>('SELECT * FROM shared_reports WHERE id = $1', [id]);
  return rows[0];
}
