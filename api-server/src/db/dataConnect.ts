import type { Queryable } from './Database';

/** Queries of `dataconnect_keys` and the organization's snapshots the export call reads. */

/** A row of `dataconnect_keys`. */
export interface DataConnectKeyRow {
  id: number;
  organization_id: number;
  key: string;
  created_by: number | null;
  invoked: number;
  created_at: Date;
}

/** Keys of an organization, oldest first. */
export async function listDataConnectKeys(db: Queryable, organizationId: number): Promise<DataConnectKeyRow[]> {
  const { rows } = await db.query<DataConnectKeyRow>('SELECT * FROM dataconnect_keys WHERE organization_id = $1 ORDER BY created_at, id', [
    organizationId,
  ]);
  return rows;
}

/** Stores a new key. */
export async function insertDataConnectKey(db: Queryable, k: { organizationId: number; key: string; createdBy: number }): Promise<DataConnectKeyRow> {
  const { rows } = await db.query<DataConnectKeyRow>(
    'INSERT INTO dataconnect_keys (organization_id, key, created_by) VALUES ($1, $2, $3) RETURNING *',
    [k.organizationId, k.key, k.createdBy],
  );
  return rows[0]!;
}

/** Deletes a key of an organization; returns whether it existed. */
export async function deleteDataConnectKey(db: Queryable, organizationId: number, key: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('DELETE FROM dataconnect_keys WHERE organization_id = $1 AND key = $2 RETURNING id', [
    organizationId,
    key,
  ]);
  return rows.length > 0;
}

/** Counts one use of a key and returns it, or undefined for an unknown key. */
export async function invokeDataConnectKey(db: Queryable, key: string): Promise<DataConnectKeyRow | undefined> {
  const { rows } = await db.query<DataConnectKeyRow>('UPDATE dataconnect_keys SET invoked = invoked + 1 WHERE key = $1 RETURNING *', [key]);
  return rows[0];
}

/** A slim snapshot row of the export. */
export interface ExportSnapshotRow {
  id: number;
  serial: string;
  created_date: Date;
  device_analysis_type: string;
  kind: string;
  label: string;
  gas: string | null;
  leak_size_lpm: number | null;
  leak_detected: boolean | null;
  severity_min: number | null;
  severity_max: number | null;
  pd_top_class: string | null;
}

/**
 * The organization's active snapshots: those uploaded under a pairing listed in one of its groups,
 * taken at or after `since`, oldest first (ties by id), one page.
 */
export async function listOrganizationSnapshots(
  db: Queryable,
  organizationId: number,
  q: { since: string | null; limit: number; offset: number },
): Promise<{ count: number; rows: ExportSnapshotRow[] }> {
  const where = `FROM snapshots s JOIN devices d ON d.id = s.device_id
    WHERE s.active AND ($2::timestamptz IS NULL OR s.created_date >= $2::timestamptz)
      AND s.ownership_id IN (SELECT go.ownership_id FROM group_ownerships go JOIN groups g ON g.id = go.group_id WHERE g.organization_id = $1)`;
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [organizationId, q.since]);
  const { rows } = await db.query<ExportSnapshotRow>(
    `SELECT s.id, d.serial, s.created_date, s.device_analysis_type, s.kind, s.label, s.gas, s.leak_size_lpm, s.leak_detected,
       s.severity_min, s.severity_max, s.pd_top_class
     ${where} ORDER BY s.created_date, s.id LIMIT $3 OFFSET $4`,
    [organizationId, q.since, q.limit, q.offset],
  );
  return { count: counted.rows[0]!.n, rows };
}

/** A key by its value. */
export async function findDataConnectKey(db: Queryable, key: string): Promise<DataConnectKeyRow | undefined> {
  const { rows } = await db.query<DataConnectKeyRow>('SELECT * FROM dataconnect_keys WHERE key = $1', [key]);
  return rows[0];
}
