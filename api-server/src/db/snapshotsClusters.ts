import type { Queryable } from './Database';
import { insertLocationCluster } from './snapshots';
import { clusterLocations, haversineKm, LOCATION_CLUSTER_DEFAULTS } from '../engine';

/**
 * Assigning snapshots to location clusters (the `cluster_id` column behind the list's `cluster`
 * filter, the `location` sort and `analytics/locations/`).
 *
 * Clusters are global and stored (`location_clusters`), so their ids are stable across users,
 * requests and restarts. On an empty table the engine's `clusterLocations` (DBSCAN, 1 km,
 * minPoints 1) clusters the seeded points; afterwards each new or moved point joins the cluster of
 * the nearest located snapshot within 1 km (single linkage, as DBSCAN with minPoints 1), or starts
 * a new cluster centred on itself.
 */

/** A point to assign. */
export interface PointToCluster {
  key: string | number;
  latitude: number;
  longitude: number;
  date: string;
}

interface Located {
  latitude: number;
  longitude: number;
  cluster_id: number;
}

/** Located snapshots within about `km` of a point (a latitude/longitude box, checked exactly by the caller). */
async function locatedNear(db: Queryable, latitude: number, longitude: number, km: number, excludeId?: number): Promise<Located[]> {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  const { rows } = await db.query<Located>(
    `SELECT latitude, longitude, cluster_id FROM snapshots
     WHERE cluster_id IS NOT NULL AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4
       AND ($5::int IS NULL OR id <> $5::int)`,
    [latitude - dLat, latitude + dLat, longitude - dLng, longitude + dLng, excludeId ?? null],
  );
  return rows;
}

function nearestWithin(points: readonly Located[], p: { latitude: number; longitude: number }, km: number): Located | undefined {
  let best: Located | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const q of points) {
    const d = haversineKm(p, q);
    if (d <= km && d < bestKm) {
      best = q;
      bestKm = d;
    }
  }
  return best;
}

/**
 * The cluster id for one point (a location edit): the cluster of the nearest located snapshot
 * within 1 km other than `excludeId`, else a new cluster.
 */
export async function clusterIdForPoint(db: Queryable, latitude: number, longitude: number, excludeId?: number): Promise<number> {
  const km = LOCATION_CLUSTER_DEFAULTS.distanceKm;
  const near = nearestWithin(await locatedNear(db, latitude, longitude, km, excludeId), { latitude, longitude }, km);
  return near ? near.cluster_id : insertLocationCluster(db, latitude, longitude);
}

/**
 * Cluster ids for many new points (the seed): engine clustering when no cluster exists yet,
 * otherwise point by point as {@link clusterIdForPoint}, new points seeing earlier new points.
 * @returns cluster id by point key
 */
export async function clusterIdsForPoints(db: Queryable, points: readonly PointToCluster[]): Promise<Map<string | number, number>> {
  const out = new Map<string | number, number>();
  if (points.length === 0) return out;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM location_clusters');
  if (rows[0]!.n === 0) {
    const clusters = clusterLocations(points.map((p) => ({ id: p.key, latitude: p.latitude, longitude: p.longitude, date: p.date })));
    for (const cluster of clusters) {
      const id = await insertLocationCluster(db, cluster.latitude, cluster.longitude);
      for (const key of cluster.snapshotIds) out.set(key, id);
    }
    return out;
  }
  const km = LOCATION_CLUSTER_DEFAULTS.distanceKm;
  const assigned: Located[] = [];
  for (const p of points) {
    const near = nearestWithin([...(await locatedNear(db, p.latitude, p.longitude, km)), ...assigned], p, km);
    const id = near ? near.cluster_id : await insertLocationCluster(db, p.latitude, p.longitude);
    assigned.push({ latitude: p.latitude, longitude: p.longitude, cluster_id: id });
    out.set(p.key, id);
  }
  return out;
}
