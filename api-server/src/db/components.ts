import type { Queryable } from './Database';
import { visibilityCtes } from './snapshotsDevices';
import { isRowId } from './rowId';

/**
 * Queries of `components` and `component_snapshots`. A component belongs to the user who created
 * it; its snapshots are read through the snapshot visibility rule, so a snapshot the user can no
 * longer see (unpaired camera, deleted snapshot) silently drops out of the component.
 */

/** A row of `components`. */
export interface ComponentRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  tags: string[];
  seed_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A visible snapshot of a component with the summary columns its figures come from. */
export interface ComponentSnapshotRow {
  component_id: number;
  id: number;
  created_date: Date;
  kind: string;
  severity_min: number | null;
  severity_max: number | null;
  leak_size_lpm: number | null;
  pd_classification: { name: string; confidence: number }[] | null;
  thumbnail_blob_id: number | null;
}

/** The user's components, oldest first. */
export async function listComponents(db: Queryable, userId: number): Promise<ComponentRow[]> {
  const { rows } = await db.query<ComponentRow>('SELECT * FROM components WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

/** One of the user's components. */
export async function findComponent(db: Queryable, userId: number, id: number): Promise<ComponentRow | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<ComponentRow>('SELECT * FROM components WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0];
}

/** Inserts a component; returns its id (undefined when `seedKey` exists already). */
export async function insertComponent(
  db: Queryable,
  c: { userId: number; name: string; description: string; tags: readonly string[]; seedKey?: string },
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO components (user_id, name, description, tags, seed_key) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
    [c.userId, c.name, c.description, [...c.tags], c.seedKey ?? null],
  );
  return rows[0]?.id;
}

/** Changes the given fields. */
export async function updateComponent(db: Queryable, id: number, patch: { name?: string; description?: string; tags?: readonly string[] }): Promise<void> {
  await db.query(
    `UPDATE components SET name = COALESCE($2, name), description = COALESCE($3, description), tags = COALESCE($4, tags),
       updated_at = now() WHERE id = $1`,
    [id, patch.name ?? null, patch.description ?? null, patch.tags ? [...patch.tags] : null],
  );
}

/** Replaces a component's snapshots. */
export async function setComponentSnapshots(tx: Queryable, id: number, snapshotIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM component_snapshots WHERE component_id = $1', [id]);
  if (snapshotIds.length) {
    await tx.query('INSERT INTO component_snapshots (component_id, snapshot_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      id,
      [...snapshotIds],
    ]);
  }
  await tx.query('UPDATE components SET updated_at = now() WHERE id = $1', [id]);
}

/** The visible snapshots of the given components, newest first. */
export async function listComponentSnapshots(db: Queryable, userId: number, componentIds: readonly number[]): Promise<ComponentSnapshotRow[]> {
  if (!componentIds.length) return [];
  const { rows } = await db.query<ComponentSnapshotRow>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT cs.component_id, s.id, s.created_date, s.kind, s.severity_min, s.severity_max, s.leak_size_lpm, s.pd_classification,
       s.thumbnail_blob_id
     FROM component_snapshots cs JOIN snapshots s ON s.id = cs.snapshot_id
     WHERE cs.component_id = ANY($2::int[]) AND s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)
     ORDER BY s.created_date DESC, s.id DESC`,
    [userId, [...componentIds]],
  );
  return rows;
}
