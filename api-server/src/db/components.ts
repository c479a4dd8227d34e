import type { ComponentKind } from 'shared-domain/schemas';
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
  /** The analysis type it follows (migration 070); null while it has no snapshots. */
  kind: ComponentKind | null;
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
  fixed: boolean;
  severity_min: number | null;
  severity_max: number | null;
  leak_size_lpm: number | null;
  leak_detected: boolean | null;
  leak_inf: boolean | null;
  gas: string | null;
  leak_cost: number | null;
  /** Meta `cost_mode` and `currency`, as the snapshot list serializes the cost. */
  cost_mode: string | null;
  currency: string | null;
  pd_classification: { name: string; confidence: number }[] | null;
  mech: { kurtosis: number | null; crest_factor: number | null; possible_fault: boolean } | null;
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

/** Deletes a component; its snapshots are kept (only the links go, by ON DELETE CASCADE). */
export async function deleteComponent(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM components WHERE id = $1', [id]);
}

/** The kind of each of the given snapshots (ids that do not exist are left out). */
export async function snapshotKinds(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: number; kind: string }>('SELECT id, kind FROM snapshots WHERE id = ANY($1::int[])', [[...ids]]);
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/**
 * Replaces a component's snapshots and sets its kind: the snapshots' kind, or null when the list
 * is empty (the caller checked that they are of one kind, the component's).
 */
export async function setComponentSnapshots(tx: Queryable, id: number, snapshotIds: readonly number[], kind: ComponentKind | null): Promise<void> {
  await tx.query('DELETE FROM component_snapshots WHERE component_id = $1', [id]);
  if (snapshotIds.length) {
    await tx.query('INSERT INTO component_snapshots (component_id, snapshot_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      id,
      [...snapshotIds],
    ]);
  }
  await tx.query('UPDATE components SET kind = $2, updated_at = now() WHERE id = $1', [id, snapshotIds.length ? kind : null]);
}

/** The visible snapshots of the given components, newest first. */
export async function listComponentSnapshots(db: Queryable, userId: number, componentIds: readonly number[]): Promise<ComponentSnapshotRow[]> {
  if (!componentIds.length) return [];
  const { rows } = await db.query<ComponentSnapshotRow>(
    `WITH RECURSIVE ${visibilityCtes(1)}
     SELECT cs.component_id, s.id, s.created_date, s.kind, s.fixed, s.severity_min, s.severity_max, s.leak_size_lpm, s.leak_detected,
       s.leak_inf, s.gas, s.leak_cost, s.meta->>'cost_mode' AS cost_mode, s.meta->>'currency' AS currency, s.pd_classification, s.mech,
       s.thumbnail_blob_id
     FROM component_snapshots cs JOIN snapshots s ON s.id = cs.snapshot_id
     WHERE cs.component_id = ANY($2::int[]) AND s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)
     ORDER BY s.created_date DESC, s.id DESC`,
    [userId, [...componentIds]],
  );
  return rows;
}
