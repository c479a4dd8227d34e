import type { JobRecord, LiveMessage, LiveMessageKind } from 'shared-domain/schemas';
import { LIVE_TERMINAL_STATUSES } from 'shared-domain/schemas';
import type { Queryable } from '../db/Database';

/** Lifecycle of a job row, whatever its kind's status words. */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

/** A row of the `jobs` table (migration 020). */
export interface JobRow {
  id: string;
  user_id: number;
  kind: LiveMessageKind;
  state: JobState;
  status: string;
  progress: number | null;
  description: string;
  download_url: string | null;
  params: Record<string, unknown>;
  result: unknown;
  error: string | null;
  last_message: LiveMessage | null;
  seq: number;
  created_at: Date;
  updated_at: Date;
}

/** A file a job produced (`job_files`). */
export interface JobFile {
  filename: string;
  content_type: string;
  data: Uint8Array;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The REST shape of a job (shared-domain `jobRecordSchema`). */
export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    uuid: row.id,
    kind: row.kind,
    state: row.state,
    status: row.status,
    progress: row.progress,
    description: row.description,
    downloadUrl: row.download_url,
    error: row.error,
    result: row.result ?? null,
    lastMessage: row.last_message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Inserts a new queued job. */
export async function insertJob(
  db: Queryable,
  job: { id: string; userId: number; kind: LiveMessageKind; status: string; description: string; params: Record<string, unknown> },
): Promise<JobRow> {
  const { rows } = await db.query<JobRow>(
    `INSERT INTO jobs (id, user_id, kind, state, status, description, params)
     VALUES ($1, $2, $3, 'queued', $4, $5, $6::jsonb) RETURNING *`,
    [job.id, job.userId, job.kind, job.status, job.description, JSON.stringify(job.params)],
  );
  return rows[0]!;
}

/** Records one update of a job (the message just published and what it implies). */
export async function updateJob(
  db: Queryable,
  id: string,
  update: {
    state: JobState;
    message: LiveMessage;
    progress: number | null;
    result?: unknown;
  },
): Promise<void> {
  const m = update.message;
  await db.query(
    `UPDATE jobs SET state = $2, status = $3, progress = COALESCE($4, progress), description = COALESCE($5, description),
       download_url = COALESCE($6, download_url), error = COALESCE($7, error), last_message = $8::jsonb, seq = $9,
       result = COALESCE($10::jsonb, result), updated_at = now()
     WHERE id = $1`,
    [
      id,
      update.state,
      m.status,
      update.progress,
      m.description ?? null,
      m.downloadUrl ?? null,
      m.error ?? null,
      JSON.stringify(m),
      m.seq ?? 0,
      update.result === undefined ? null : JSON.stringify(update.result),
    ],
  );
}

/** One job of a user, or undefined (another user's job is not found either). */
export async function findJob(db: Queryable, userId: number, id: string): Promise<JobRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0];
}

/** A user's most recent jobs, newest first, optionally of one kind. */
export async function listJobs(db: Queryable, userId: number, opts: { limit: number; kind?: LiveMessageKind }): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT * FROM jobs WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)
     ORDER BY created_at DESC, id LIMIT $3`,
    [userId, opts.kind ?? null, opts.limit],
  );
  return rows;
}

/** The newest job of a user of `kind` whose params contain `params` (jsonb containment). */
export async function findLatestJob(db: Queryable, userId: number, kind: LiveMessageKind, params: Record<string, unknown>): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `SELECT * FROM jobs WHERE user_id = $1 AND kind = $2 AND params @> $3::jsonb ORDER BY created_at DESC LIMIT 1`,
    [userId, kind, JSON.stringify(params)],
  );
  return rows[0];
}

/**
 * Stores (or replaces) the file of a job. Bytes travel as base64 text decoded in SQL, which is
 * much faster through PGlite than binary parameters (see src/db/snapshotsBlobs.ts).
 */
export async function saveJobFile(db: Queryable, jobId: string, file: JobFile): Promise<void> {
  const b64 = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('base64');
  await db.query(
    `INSERT INTO job_files (job_id, filename, content_type, data) VALUES ($1, $2, $3, decode($4, 'base64'))
     ON CONFLICT (job_id) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type, data = EXCLUDED.data`,
    [jobId, file.filename, file.content_type, b64],
  );
}

/** The file of a finished job of `userId`, or undefined. */
export async function readJobFile(db: Queryable, userId: number, jobId: string): Promise<JobFile | undefined> {
  if (!isUuid(jobId)) return undefined;
  const { rows } = await db.query<{ filename: string; content_type: string; b64: string }>(
    `SELECT f.filename, f.content_type, encode(f.data, 'base64') AS b64 FROM job_files f JOIN jobs j ON j.id = f.job_id
     WHERE f.job_id = $1 AND j.user_id = $2 AND j.state = 'succeeded'`,
    [jobId, userId],
  );
  const row = rows[0];
  return row && { filename: row.filename, content_type: row.content_type, data: Buffer.from(row.b64, 'base64') };
}

/** runner's JOB_ERROR_TEXT.serverRestarted (not imported: the runner imports this module). */
const JOB_ERROR_TEXT_RESTARTED = 'The server restarted before the task finished.';

/**
 * Jobs do not survive a restart (they run in memory): marks every queued or running job failed
 * with its kind's failure status, and deletes jobs (and files) older than `keepDays`.
 * @returns how many jobs were marked failed
 */
export async function settleInterruptedJobs(db: Queryable, keepDays: number): Promise<number> {
  const failedStatus = Object.fromEntries(Object.entries(LIVE_TERMINAL_STATUSES).map(([kind, s]) => [kind, s.failed ?? s.done]));
  const { rows } = await db.query<{ id: string }>(
    // The last message, when there is one, carries the failure's code too (as a live failure does).
    `UPDATE jobs SET state = 'failed', status = COALESCE($1::jsonb ->> kind, 'error'),
       error = $2, updated_at = now(),
       last_message = CASE WHEN last_message IS NULL THEN NULL
         ELSE last_message || jsonb_build_object('status', COALESCE($1::jsonb ->> kind, 'error'), 'error', $2::text, 'errorCode', 'serverRestarted') END
     WHERE state IN ('queued', 'running') RETURNING id`,
    [JSON.stringify(failedStatus), JOB_ERROR_TEXT_RESTARTED],
  );
  await db.query(`DELETE FROM jobs WHERE created_at < now() - make_interval(days => $1::int)`, [keepDays]);
  return rows.length;
}

/** Whether `id` is a uuid (other strings would make PostgreSQL raise on the uuid column). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
