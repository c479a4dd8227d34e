import type { SoftwareUpdate } from 'shared-domain/schemas';
import type { Queryable } from './Database';

/**
 * The software catalogue (`software_versions`) and fleet update requests
 * (`device_update_requests`), migration 030.
 */

/** A row of `software_versions`. */
export interface SoftwareVersionRow {
  id: number;
  product_code: string;
  software_version: string;
  configuration_id: string;
  published_at: Date;
  active: boolean;
  release_notes: string;
}

/** A catalogue entry to insert. */
export type NewSoftwareVersion = Omit<SoftwareVersionRow, 'id' | 'published_at'> & { published_at: string };

/**
 * Compares dotted version numbers numerically (`3.10.0` > `3.9.2`); missing parts count as 0 and
 * non-numeric parts compare as text.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Inserts a catalogue entry unless it exists (idempotent, for the seed). */
export async function upsertSoftwareVersion(db: Queryable, v: NewSoftwareVersion): Promise<void> {
  await db.query(
    `INSERT INTO software_versions (product_code, software_version, configuration_id, published_at, active, release_notes)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [v.product_code, v.software_version, v.configuration_id, v.published_at, v.active, v.release_notes],
  );
}

/** The catalogue of the given products, keyed by product code. */
export async function softwareCatalogue(db: Queryable, productCodes: readonly string[]): Promise<Map<string, SoftwareVersionRow[]>> {
  const out = new Map<string, SoftwareVersionRow[]>();
  if (productCodes.length === 0) return out;
  const { rows } = await db.query<SoftwareVersionRow>('SELECT * FROM software_versions WHERE product_code = ANY($1::text[])', [
    [...new Set(productCodes)],
  ]);
  for (const row of rows) (out.get(row.product_code) ?? out.set(row.product_code, []).get(row.product_code)!).push(row);
  return out;
}

/** The updates a camera running `currentVersion` may see: newer versions of its product, newest first. */
export function availableUpdates(catalogue: readonly SoftwareVersionRow[] | undefined, currentVersion: string): SoftwareUpdate[] {
  return (catalogue ?? [])
    .filter((v) => compareVersions(v.software_version, currentVersion) > 0)
    .sort((a, b) => compareVersions(b.software_version, a.software_version) || a.configuration_id.localeCompare(b.configuration_id))
    .map((v) => ({
      Active: v.active,
      PublishedAt: v.published_at.toISOString(),
      SoftwareVersionId: v.software_version,
      ConfigurationId: v.configuration_id,
    }));
}

/** A row of `device_update_requests`. */
export interface UpdateRequestRow {
  id: number;
  device_id: number;
  user_id: number;
  execution_id: string;
  job_id: string | null;
  target_software_version: string;
  configuration_id: string;
  update_mode: 'S3' | 'USB';
  from_software_version: string;
  status: string;
  alert_code: string | null;
  requested_at: Date;
  finished_at: Date | null;
}

/** The newest update request of a camera, if any. */
export async function latestUpdateRequest(db: Queryable, deviceId: number): Promise<UpdateRequestRow | undefined> {
  const { rows } = await db.query<UpdateRequestRow>(
    'SELECT * FROM device_update_requests WHERE device_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1',
    [deviceId],
  );
  return rows[0];
}

/** Records a new update request. */
export async function insertUpdateRequest(
  db: Queryable,
  r: Pick<UpdateRequestRow, 'device_id' | 'user_id' | 'execution_id' | 'target_software_version' | 'configuration_id' | 'update_mode' | 'from_software_version' | 'requested_at'>,
): Promise<UpdateRequestRow> {
  const { rows } = await db.query<UpdateRequestRow>(
    `INSERT INTO device_update_requests (device_id, user_id, execution_id, target_software_version, configuration_id,
       update_mode, from_software_version, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [r.device_id, r.user_id, r.execution_id, r.target_software_version, r.configuration_id, r.update_mode, r.from_software_version, r.requested_at],
  );
  return rows[0]!;
}

/** Stores the status (and, when finished, the alert code and end time) of a request. */
export async function setUpdateRequestStatus(
  db: Queryable,
  executionId: string,
  update: { status: string; jobId?: string; alertCode?: string | null; finishedAt?: Date },
): Promise<void> {
  await db.query(
    `UPDATE device_update_requests SET status = $2, job_id = COALESCE($3, job_id), alert_code = COALESCE($4, alert_code),
       finished_at = COALESCE($5, finished_at) WHERE execution_id = $1`,
    [executionId, update.status, update.jobId ?? null, update.alertCode ?? null, update.finishedAt ?? null],
  );
}

/** Installs a version on a camera (the end of a successful fleet update). */
export async function setDeviceSoftware(db: Queryable, deviceId: number, version: string, configurationId: string): Promise<void> {
  await db.query('UPDATE devices SET software_version = $2, configuration_id = $3, updated_at = now() WHERE id = $1', [
    deviceId,
    version,
    configurationId,
  ]);
}

/** Whether the camera has an update whose job is still queued or running. */
export async function updateInProgress(db: Queryable, deviceId: number): Promise<Pick<UpdateRequestRow, 'user_id' | 'job_id'> | undefined> {
  const { rows } = await db.query<Pick<UpdateRequestRow, 'user_id' | 'job_id'>>(
    `SELECT r.user_id, r.job_id FROM device_update_requests r JOIN jobs j ON j.id = r.job_id
     WHERE r.device_id = $1 AND j.state IN ('queued', 'running') ORDER BY r.requested_at DESC LIMIT 1`,
    [deviceId],
  );
  return rows[0];
}

/** Locks a camera's row until the transaction ends (serialises update requests of one camera). */
export async function lockDevice(db: Queryable, deviceId: number): Promise<void> {
  await db.query('SELECT id FROM devices WHERE id = $1 FOR UPDATE', [deviceId]);
}

/** Links a request to the job that runs it. */
export async function setUpdateRequestJob(db: Queryable, executionId: string, jobId: string): Promise<void> {
  await db.query('UPDATE device_update_requests SET job_id = $2 WHERE execution_id = $1', [executionId, jobId]);
}
