import type { Queryable } from '../db/Database';
import { insertSnapshots, type NewSnapshot, type SnapshotRow } from '../db/snapshots';
import { findUserByUsername } from '../db/users';
import { createRng, hashSeed } from '../engine';

/**
 * A large snapshot set for one user (paging, virtual scrolling and query-speed checks): `count`
 * rows copied from the user's seeded snapshots (their media blobs, meta and engine summaries are
 * shared, so the rows stay consistent with what the analytics routes compute), spread over the
 * year before the seeded period, with varied labels, tags, stars and small location offsets.
 * Rows are keyed `large:<username>:<n>`, so running it again adds only the missing ones.
 */

const TEMPLATE_COLUMNS = `s.id, s.device_id, s.ownership_id, s.file_name, s.label, s.tags, s.device_analysis_type, s.kind,
  s.analysis_time, s.dynamicrange_lin, s.source_distance, s.meta, s.gas, s.leak_size_lpm, s.leak_cost, s.leak_detected,
  s.leak_inf, s.severity_min, s.severity_max, s.pd_top_class, s.pd_classification, s.mech, s.mech_possible_fault,
  s.level_min_db, s.level_max_db, s.latitude, s.longitude, s.cluster_id, s.picture_blob_id, s.thumbnail_blob_id,
  s.heatmap_blob_id, s.heatmap_still_blob_id, s.signal_blob_id, s.signal_rate_hz, s.signal_recipe, s.movie_exists, s.created_date`;

const EXTRA_TAGS = ['audit-2025', 'north-wing', 'south-wing', 'night-shift', 'recheck'];
const WORDS = ['Header', 'Valve', 'Coupling', 'Panel', 'Drive', 'Bay', 'Line', 'Manifold', 'Termination', 'Bearing'];

/** Options of {@link seedLargeSet}. */
export interface LargeSetOptions {
  username: string;
  count: number;
  /** Rows per INSERT statement; default 1000. */
  chunkSize?: number;
}

/**
 * Inserts up to `count` large-set snapshots for a user (see the module doc).
 * @returns the number of rows inserted by this call
 * @throws Error when the user does not exist or has no seeded snapshots on a camera of their own
 */
export async function seedLargeSet(db: Queryable, { username, count, chunkSize = 1000 }: LargeSetOptions): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, got ${count}`);
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user named ${username}`);
  const { rows: templates } = await db.query<SnapshotRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM snapshots s JOIN ownerships o ON o.id = s.ownership_id
     WHERE o.user_id = $1 AND o.active AND s.active AND s.seed_key LIKE 'seed:%' ORDER BY s.id`,
    [user.id],
  );
  if (templates.length === 0) throw new Error(`${username} has no seeded snapshots to copy (no cameras?)`);
  const oldest = Math.min(...templates.map((t) => t.created_date.getTime()));
  const yearMs = 365 * 86_400_000;
  let inserted = 0;
  for (let from = 0; from < count; from += chunkSize) {
    const rows: NewSnapshot[] = [];
    for (let n = from; n < Math.min(count, from + chunkSize); n += 1) {
      const key = `large:${username}:${n}`;
      const rng = createRng(hashSeed(key));
      const t = templates[n % templates.length]!;
      // Evenly over the year before the seeded period, newest first by n, on the hour plus jitter.
      const created = new Date(oldest - 3_600_000 - Math.floor(((n + rng.next()) / Math.max(1, count)) * yearMs));
      const synced = new Date(created.getTime() + rng.range(5, 120) * 60_000);
      const located = t.latitude !== null && t.longitude !== null;
      const fixed = t.kind === 'leak' && rng.next() < 0.3;
      rows.push({
        device_id: t.device_id,
        ownership_id: t.ownership_id,
        file_name: t.file_name.replace(/_\d{8}_\d{6}/, `_${created.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15)}`),
        label: rng.next() < 0.1 ? '' : `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${1 + rng.int(400)}`,
        comments: '',
        tags: rng.next() < 0.4 ? [...new Set([...t.tags, rng.pick(EXTRA_TAGS)])] : [],
        starred: rng.next() < 0.1,
        fixed,
        fixed_date: fixed ? new Date(created.getTime() + (1 + rng.int(20)) * 86_400_000).toISOString() : null,
        created_date: created.toISOString(),
        synced_date: synced.toISOString(),
        device_analysis_type: t.device_analysis_type,
        kind: t.kind,
        analysis_time: t.analysis_time,
        dynamicrange_lin: t.dynamicrange_lin,
        source_distance: t.source_distance,
        meta: located ? { ...t.meta, latitude: t.latitude! + rng.range(-0.001, 0.001), longitude: t.longitude! + rng.range(-0.001, 0.001) } : t.meta,
        gas: t.gas,
        leak_size_lpm: t.leak_size_lpm,
        leak_cost: t.leak_cost,
        leak_detected: t.leak_detected,
        leak_inf: t.leak_inf,
        severity_min: t.severity_min,
        severity_max: t.severity_max,
        pd_top_class: t.pd_top_class,
        pd_classification: t.pd_classification,
        mech: t.mech,
        mech_possible_fault: t.mech_possible_fault,
        level_min_db: t.level_min_db,
        level_max_db: t.level_max_db,
        latitude: null,
        longitude: null,
        // Offsets of at most ~110 m keep each copy within 1 km of its template: same cluster.
        cluster_id: located ? t.cluster_id : null,
        picture_blob_id: t.picture_blob_id,
        thumbnail_blob_id: t.thumbnail_blob_id,
        heatmap_blob_id: t.heatmap_blob_id,
        heatmap_still_blob_id: t.heatmap_still_blob_id,
        signal_blob_id: t.signal_blob_id,
        signal_rate_hz: t.signal_rate_hz,
        signal_recipe: t.signal_recipe,
        movie_exists: t.movie_exists,
        seed_key: key,
      });
      const row = rows[rows.length - 1]!;
      if (located) {
        row.latitude = row.meta.latitude as number;
        row.longitude = row.meta.longitude as number;
      }
    }
    inserted += await insertSnapshots(db, rows, chunkSize);
  }
  return inserted;
}
