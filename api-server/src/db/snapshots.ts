import type { Queryable } from './Database';
import type { RecordingRecipe } from '../engine/recording';
import { visibilityCtes } from './snapshotsDevices';
import { isRowId } from './rowId';

/**
 * Queries of the `snapshots` table. Every read for a user goes through the visibility rule of
 * {@link visibilityCtes}; every filter, sort and page of the list is done in SQL.
 */

/** Analysis families (from `device_analysis_type`: A1/A2 leak, E1-E3 pd, M1 mechanical, L1 other). */
export type SnapshotKind = 'leak' | 'pd' | 'mechanical' | 'other';

/** The kind of a device analysis type. */
export function kindOfAnalysisType(type: string): SnapshotKind {
  if (type === 'A1' || type === 'A2') return 'leak';
  if (type === 'E1' || type === 'E2' || type === 'E3') return 'pd';
  if (type === 'M1') return 'mechanical';
  return 'other';
}

/** Stored mechanical summary (the API's `mech` object). */
export interface StoredMech {
  fromAudioTime: number;
  analysis_available: boolean;
  kurtosis: number | null;
  crest_factor: number | null;
  possible_fault: boolean;
}

/** The engine-computed summary columns (recomputed whenever an analysis input changes). */
export interface SnapshotSummary {
  gas: string | null;
  leak_size_lpm: number | null;
  leak_cost: number | null;
  leak_detected: boolean | null;
  leak_inf: boolean | null;
  severity_min: number | null;
  severity_max: number | null;
  pd_top_class: string | null;
  pd_classification: { name: string; confidence: number }[] | null;
  mech: StoredMech | null;
  mech_possible_fault: boolean | null;
}

/** The summary of a snapshot nothing has been computed for yet. */
export const EMPTY_SUMMARY: Readonly<SnapshotSummary> = Object.freeze({
  gas: null,
  leak_size_lpm: null,
  leak_cost: null,
  leak_detected: null,
  leak_inf: null,
  severity_min: null,
  severity_max: null,
  pd_top_class: null,
  pd_classification: null,
  mech: null,
  mech_possible_fault: null,
});

/** A snapshot row joined with its device's serial and label. */
export interface SnapshotRow extends SnapshotSummary {
  id: number;
  device_id: number;
  ownership_id: number;
  file_name: string;
  label: string;
  comments: string;
  tags: string[];
  starred: boolean;
  fixed: boolean;
  fixed_date: Date | null;
  active: boolean;
  created_date: Date;
  synced_date: Date;
  device_analysis_type: string;
  kind: SnapshotKind;
  analysis_time: number;
  dynamicrange_lin: number | null;
  source_distance: number;
  meta: Record<string, unknown>;
  level_min_db: number | null;
  level_max_db: number | null;
  latitude: number | null;
  longitude: number | null;
  cluster_id: number | null;
  picture_blob_id: number | null;
  thumbnail_blob_id: number | null;
  heatmap_blob_id: number | null;
  heatmap_still_blob_id: number | null;
  signal_blob_id: number | null;
  signal_rate_hz: number;
  /** The recipe of a seeded recording, drawn on read (`readSignal`); null for stored samples. */
  signal_recipe: RecordingRecipe | null;
  movie_exists: boolean;
  seed_key: string | null;
  device_serial: string;
  device_label: string;
}

/** A row to insert: the row without its id and device join, dates as ISO strings. */
export type NewSnapshot = Omit<SnapshotRow, 'id' | 'fixed_date' | 'created_date' | 'synced_date' | 'signal_recipe' | 'device_serial' | 'device_label' | 'active'> & {
  fixed_date: string | null;
  created_date: string;
  synced_date: string;
  signal_recipe?: RecordingRecipe | null;
};

/** Column name and SQL type of every insertable column, for `jsonb_to_recordset`. */
const INSERT_COLUMNS: readonly (readonly [keyof NewSnapshot, string])[] = [
  ['device_id', 'integer'],
  ['ownership_id', 'integer'],
  ['file_name', 'text'],
  ['label', 'text'],
  ['comments', 'text'],
  ['tags', 'text[]'],
  ['starred', 'boolean'],
  ['fixed', 'boolean'],
  ['fixed_date', 'timestamptz'],
  ['created_date', 'timestamptz'],
  ['synced_date', 'timestamptz'],
  ['device_analysis_type', 'text'],
  ['kind', 'text'],
  ['analysis_time', 'double precision'],
  ['dynamicrange_lin', 'double precision'],
  ['source_distance', 'double precision'],
  ['meta', 'jsonb'],
  ['gas', 'text'],
  ['leak_size_lpm', 'double precision'],
  ['leak_cost', 'double precision'],
  ['leak_detected', 'boolean'],
  ['leak_inf', 'boolean'],
  ['severity_min', 'double precision'],
  ['severity_max', 'double precision'],
  ['pd_top_class', 'text'],
  ['pd_classification', 'jsonb'],
  ['mech', 'jsonb'],
  ['mech_possible_fault', 'boolean'],
  ['level_min_db', 'double precision'],
  ['level_max_db', 'double precision'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['cluster_id', 'integer'],
  ['picture_blob_id', 'integer'],
  ['thumbnail_blob_id', 'integer'],
  ['heatmap_blob_id', 'integer'],
  ['heatmap_still_blob_id', 'integer'],
  ['signal_blob_id', 'integer'],
  ['signal_rate_hz', 'integer'],
  ['signal_recipe', 'jsonb'],
  ['movie_exists', 'boolean'],
  ['seed_key', 'text'],
];

const INSERT_NAMES = INSERT_COLUMNS.map(([name]) => name).join(', ');
const INSERT_TYPES = INSERT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/**
 * Inserts many snapshots with one statement per `chunkSize` rows: the rows travel as one JSON
 * parameter expanded by `jsonb_to_recordset`, which is much faster through PGlite than
 * thousands of bound parameters. Rows whose `seed_key` already exists are skipped.
 * @returns the number of rows inserted
 */
export async function insertSnapshots(db: Queryable, rows: readonly NewSnapshot[], chunkSize = 1000): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    const { rows: out } = await db.query<{ n: number }>(
      `WITH ins AS (
         INSERT INTO snapshots (${INSERT_NAMES})
         SELECT ${INSERT_NAMES} FROM jsonb_to_recordset($1::jsonb) AS x(${INSERT_TYPES})
         ON CONFLICT (seed_key) DO NOTHING
         RETURNING 1
       ) SELECT count(*)::int AS n FROM ins`,
      [JSON.stringify(chunk)],
    );
    inserted += out[0]!.n;
  }
  return inserted;
}

/** Inserts one snapshot (an upload or import, no seed key); returns its id. */
export async function insertSnapshot(db: Queryable, row: NewSnapshot): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO snapshots (${INSERT_NAMES}) SELECT ${INSERT_NAMES} FROM jsonb_to_recordset($1::jsonb) AS x(${INSERT_TYPES}) RETURNING id`,
    [JSON.stringify([row])],
  );
  return rows[0]!.id;
}

const SELECT_ROW = `s.id, s.device_id, s.ownership_id, s.file_name, s.label, s.comments, s.tags, s.starred, s.fixed,
  s.fixed_date, s.active, s.created_date, s.synced_date, s.device_analysis_type, s.kind, s.analysis_time,
  s.dynamicrange_lin, s.source_distance, s.meta, s.gas, s.leak_size_lpm, s.leak_cost, s.leak_detected, s.leak_inf,
  s.severity_min, s.severity_max, s.pd_top_class, s.pd_classification, s.mech, s.mech_possible_fault,
  s.level_min_db, s.level_max_db, s.latitude, s.longitude, s.cluster_id, s.picture_blob_id, s.thumbnail_blob_id,
  s.heatmap_blob_id, s.heatmap_still_blob_id, s.signal_blob_id, s.signal_rate_hz, s.signal_recipe, s.movie_exists, s.seed_key,
  d.serial AS device_serial, COALESCE(NULLIF(d.nickname, ''), d.serial) AS device_label`;

/** Severity bands (spec 000 section 9) from the mean of min and max. */
export type SeverityBandName = 'low' | 'medium' | 'high' | 'veryHigh';

/** Sort keys of the list. */
export type SnapshotSortKey = 'created_date' | 'synced_date' | 'severity' | 'label' | 'leak_size' | 'location';

/** Parsed and validated list query (see `snapshotListQuerySchema` for the wire form). */
export interface SnapshotListFilters {
  kind?: 'leak' | 'pd' | 'mechanical';
  pdClasses?: string[];
  pdBands?: SeverityBandName[];
  severe?: boolean;
  gases?: string[];
  fixed?: boolean;
  fault?: boolean;
  starred?: boolean;
  tags?: string[];
  /** A snapshot needs all of `tags` rather than any of them. */
  allTags?: boolean;
  untagged?: boolean;
  /** The label filter text, trimmed and non-empty. */
  label?: string;
  /** Inclusive lower bound of created_date. */
  start?: Date;
  /** Exclusive upper bound of created_date. */
  endBefore?: Date;
  groups?: number[];
  cluster?: number;
  serials?: string[];
  ownerships?: number[];
  sort: SnapshotSortKey;
  descending: boolean;
  page: number;
  pageSize: number;
}

const BAND_SQL = `CASE WHEN (s.severity_min + s.severity_max) / 2 < 25 THEN 'low'
  WHEN (s.severity_min + s.severity_max) / 2 < 50 THEN 'medium'
  WHEN (s.severity_min + s.severity_max) / 2 < 75 THEN 'high' ELSE 'veryHigh' END`;

function orderBy(sort: SnapshotSortKey, descending: boolean): string {
  const dir = descending ? 'DESC' : 'ASC';
  switch (sort) {
    case 'created_date':
      return `s.created_date ${dir}, s.id ${dir}`;
    case 'synced_date':
      return `s.synced_date ${dir}, s.id ${dir}`;
    case 'severity':
      // PD max severity first, then leak size; snapshots with neither come last either way.
      return `s.severity_max ${dir} NULLS LAST, s.leak_size_lpm ${dir} NULLS LAST, s.id ${dir}`;
    case 'label':
      // Byte order of the lower-cased label, the same on PGlite (C) and any server collation.
      return `lower(s.label) COLLATE "C" ${dir}, s.id ${dir}`;
    case 'leak_size':
      return `s.leak_size_lpm ${dir} NULLS LAST, s.id ${dir}`;
    case 'location':
      return `s.cluster_id ${dir} NULLS LAST, s.created_date ${dir}, s.id ${dir}`;
  }
}

/** Builds the WITH clause, FROM/WHERE and parameters shared by the page and count queries. */
function listSql(userId: number, f: SnapshotListFilters): { withSql: string; fromWhere: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const ctes = [visibilityCtes(1)];
  const where = ['s.active', 's.ownership_id IN (SELECT id FROM visible_ownerships)'];

  if (f.kind) where.push(`s.kind = ${p(f.kind)}`);
  if (f.pdClasses) where.push(`s.pd_top_class = ANY(${p(f.pdClasses)}::text[])`);
  if (f.pdBands) where.push(`s.severity_min IS NOT NULL AND s.severity_max IS NOT NULL AND ${BAND_SQL} = ANY(${p(f.pdBands)}::text[])`);
  if (f.severe) where.push('s.severity_max >= 50 AND s.severity_min <= 100');
  if (f.gases) where.push(`s.gas = ANY(${p(f.gases)}::text[])`);
  if (f.fixed !== undefined) where.push(`s.fixed = ${p(f.fixed)}`);
  if (f.fault !== undefined) where.push(`COALESCE(s.mech_possible_fault, false) = ${p(f.fault)}`);
  if (f.starred) where.push('s.starred');
  if (f.tags) where.push(`s.tags ${f.allTags ? '@>' : '&&'} ${p(f.tags)}::text[]`);
  if (f.untagged) where.push('cardinality(s.tags) = 0');
  if (f.label) {
    // The device label exactly (case-insensitive), or every word somewhere in the snapshot label.
    const words = f.label.split(/\s+/u).filter(Boolean);
    where.push(
      `(lower(COALESCE(NULLIF(d.nickname, ''), d.serial)) = lower(${p(f.label)})
        OR NOT EXISTS (SELECT 1 FROM unnest(${p(words)}::text[]) AS w(word) WHERE position(lower(w.word) IN lower(s.label)) = 0))`,
    );
  }
  if (f.start) where.push(`s.created_date >= ${p(f.start.toISOString())}`);
  if (f.endBefore) where.push(`s.created_date < ${p(f.endBefore.toISOString())}`);
  if (f.groups) {
    ctes.push(`sel_groups(id) AS (
      SELECT id FROM groups WHERE id = ANY(${p(f.groups)}::int[])
      UNION
      SELECT g.id FROM groups g JOIN sel_groups sg ON g.parent_id = sg.id
    )`);
    where.push('s.ownership_id IN (SELECT go.ownership_id FROM group_ownerships go JOIN sel_groups sg ON sg.id = go.group_id)');
  }
  if (f.cluster !== undefined) where.push(`s.cluster_id = ${p(f.cluster)}`);
  if (f.serials) where.push(`d.serial = ANY(${p(f.serials)}::text[])`);
  if (f.ownerships) where.push(`s.ownership_id = ANY(${p(f.ownerships)}::int[])`);

  return {
    withSql: `WITH RECURSIVE ${ctes.join(',\n')}`,
    fromWhere: `FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE ${where.join('\n AND ')}`,
    params,
  };
}

/** One page of a user's snapshots and the total count matching the filters. */
export async function listSnapshots(db: Queryable, userId: number, f: SnapshotListFilters): Promise<{ count: number; rows: SnapshotRow[] }> {
  const { withSql, fromWhere, params } = listSql(userId, f);
  const counted = await db.query<{ n: number }>(`${withSql} SELECT count(*)::int AS n ${fromWhere}`, params);
  const count = counted.rows[0]!.n;
  if (count === 0 || f.page * f.pageSize >= count) return { count, rows: [] };
  const n = params.length;
  const { rows } = await db.query<SnapshotRow>(
    `${withSql} SELECT ${SELECT_ROW} ${fromWhere} ORDER BY ${orderBy(f.sort, f.descending)} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, f.pageSize, f.page * f.pageSize],
  );
  return { count, rows };
}

/** A snapshot the user may see (active, visible pairing), or undefined: callers answer 404. */
export async function findVisibleSnapshot(db: Queryable, userId: number, id: number): Promise<SnapshotRow | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<SnapshotRow>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT ${SELECT_ROW} FROM snapshots s JOIN devices d ON d.id = s.device_id
     WHERE s.id = $2 AND s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)`,
    [userId, id],
  );
  return rows[0];
}

/**
 * Locks a visible snapshot's row until the transaction ends and reads it as committed, so an
 * edit computes from the latest row and concurrent edits of one snapshot run one after another.
 */
export async function lockSnapshot(tx: Queryable, userId: number, id: number): Promise<SnapshotRow | undefined> {
  if (!isRowId(id)) return undefined;
  await tx.query('SELECT id FROM snapshots WHERE id = $1 FOR UPDATE', [id]);
  return findVisibleSnapshot(tx, userId, id);
}

/**
 * The file name of a deleted (deactivated) snapshot the user could see, so a stale link can say
 * which file is gone (spec 000 section 2, not-found placeholder); undefined for any other id.
 */
export async function findDeletedSnapshotFileName(db: Queryable, userId: number, id: number): Promise<string | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<{ file_name: string }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT s.file_name FROM snapshots s
     WHERE s.id = $2 AND NOT s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)`,
    [userId, id],
  );
  return rows[0]?.file_name || undefined;
}

/** A snapshot by id regardless of user (media links are authorised by their signature). */
export async function findActiveSnapshot(db: Queryable, id: number): Promise<SnapshotRow | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<SnapshotRow>(
    `SELECT ${SELECT_ROW} FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE s.id = $1 AND s.active`,
    [id],
  );
  return rows[0];
}

/** Columns an edit may set directly. */
export interface SnapshotUpdate extends Partial<SnapshotSummary> {
  label?: string;
  comments?: string;
  tags?: string[];
  starred?: boolean;
  fixed?: boolean;
  fixed_date?: string | null;
  active?: boolean;
  analysis_time?: number;
  dynamicrange_lin?: number | null;
  source_distance?: number;
  latitude?: number | null;
  longitude?: number | null;
  cluster_id?: number | null;
  heatmap_still_blob_id?: number | null;
  weather?: unknown;
  address?: unknown;
}

const JSON_COLUMNS = new Set(['pd_classification', 'mech', 'weather', 'address']);

/**
 * Updates columns of one snapshot and merges `metaPatch` into its meta (top-level keys replace).
 * Does nothing when both are empty.
 */
export async function updateSnapshot(db: Queryable, id: number, update: SnapshotUpdate, metaPatch?: Record<string, unknown>): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [column, value] of Object.entries(update)) {
    if (value === undefined) continue;
    params.push(JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
  }
  if (metaPatch && Object.keys(metaPatch).length > 0) {
    params.push(JSON.stringify(metaPatch));
    sets.push(`meta = meta || $${params.length}::jsonb`);
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE snapshots SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** The cached weather and address of a snapshot. */
export async function readSnapshotCaches(db: Queryable, id: number): Promise<{ weather: unknown; address: unknown }> {
  const { rows } = await db.query<{ weather: unknown; address: unknown }>('SELECT weather, address FROM snapshots WHERE id = $1', [id]);
  return rows[0] ?? { weather: null, address: null };
}

/** A stored location cluster. */
export interface LocationClusterRow {
  id: number;
  latitude: number;
  longitude: number;
}

/** All location clusters, by id. */
export async function listLocationClusters(db: Queryable): Promise<LocationClusterRow[]> {
  const { rows } = await db.query<LocationClusterRow>('SELECT id, latitude, longitude FROM location_clusters ORDER BY id');
  return rows;
}

/** Creates a location cluster centred on a point; returns its id. */
export async function insertLocationCluster(db: Queryable, latitude: number, longitude: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO location_clusters (latitude, longitude) VALUES ($1, $2) RETURNING id', [
    latitude,
    longitude,
  ]);
  return rows[0]!.id;
}

/** One located snapshot, for the places dialog. */
export interface LocatedSnapshot {
  id: number;
  cluster_id: number | null;
  latitude: number;
  longitude: number;
  created_date: Date;
}

/**
 * A user's visible, located snapshots created on or after `since` (all when undefined), oldest
 * first.
 */
export async function listLocatedSnapshots(db: Queryable, userId: number, since?: Date): Promise<LocatedSnapshot[]> {
  const { rows } = await db.query<LocatedSnapshot>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT s.id, s.cluster_id, s.latitude, s.longitude, s.created_date FROM snapshots s
     WHERE s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)
       AND s.latitude IS NOT NULL AND s.longitude IS NOT NULL
       AND ($2::timestamptz IS NULL OR s.created_date >= $2::timestamptz)
     ORDER BY s.created_date, s.id`,
    [userId, since ? since.toISOString() : null],
  );
  return rows;
}

/** Newest created_date among a user's visible snapshots, or undefined without any. */
export async function newestSnapshotDate(db: Queryable, userId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ newest: Date | null }>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT max(s.created_date) AS newest FROM snapshots s
     WHERE s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)`,
    [userId],
  );
  return rows[0]?.newest ?? undefined;
}
