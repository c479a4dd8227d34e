/**
 * Location clustering of snapshots (`analytics/locations/`, the list's location-cluster filter):
 * DBSCAN with great-circle distance (spec 000 §9 "Location cluster distance 1, minPoints 1"; the
 * spec gives no unit, the distance is taken as 1 km). With minPoints 1 every snapshot is a core
 * point, so a cluster is a chain of snapshots each within 1 km of the next (single linkage).
 */

/** Mean Earth radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
/** Default clustering parameters (spec 000 §9). */
export const LOCATION_CLUSTER_DEFAULTS = Object.freeze({ distanceKm: 1, minPoints: 1 } as const);

/** A located snapshot. */
export interface LocationPoint {
  id: number | string;
  latitude: number;
  longitude: number;
  /** Snapshot time: an ISO 8601 string or a Date. */
  date: string | Date;
}

/** A cluster of snapshots. */
export interface LocationCluster {
  /** 1, 2, … in the order of each cluster's earliest snapshot (ties by snapshot id). */
  id: number;
  /** Centroid (mean latitude; circular mean of longitude, so clusters across ±180° work). */
  latitude: number;
  longitude: number;
  count: number;
  /** Distinct UTC days with a snapshot here, `YYYY-MM-DD`, ascending. */
  visitDates: string[];
  /** Snapshot ids, earliest first. */
  snapshotIds: (number | string)[];
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, km (haversine formula). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True for finite coordinates in range (spec 000 §5: NaN means no location). */
export function isValidLocation(p: { latitude: number; longitude: number }): boolean {
  return Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;
}

function timeOf(date: string | Date): number {
  const t = (date instanceof Date ? date : new Date(date)).getTime();
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Clusters located snapshots. Points without a valid location are ignored; with minPoints > 1,
 * points in no cluster (DBSCAN noise) are left out. Deterministic for any input order.
 */
export function clusterLocations(points: readonly LocationPoint[], options: { distanceKm?: number; minPoints?: number } = {}): LocationCluster[] {
  const { distanceKm = LOCATION_CLUSTER_DEFAULTS.distanceKm, minPoints = LOCATION_CLUSTER_DEFAULTS.minPoints } = options;
  const items = points
    .filter(isValidLocation)
    .map((p) => ({ ...p, time: timeOf(p.date) }))
    .sort((a, b) => a.time - b.time || compareIds(a.id, b.id));
  // Neighbour search over points sorted by latitude: only a ±Δlat band can be within reach.
  const byLat = items.map((_, i) => i).sort((a, b) => items[a]!.latitude - items[b]!.latitude);
  const latReachDeg = (distanceKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const region = (i: number): number[] => {
    const p = items[i]!;
    let lo = 0;
    let hi = byLat.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[byLat[mid]!]!.latitude < p.latitude - latReachDeg) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let k = lo; k < byLat.length && items[byLat[k]!]!.latitude <= p.latitude + latReachDeg; k += 1) {
      if (haversineKm(p, items[byLat[k]!]!) <= distanceKm) out.push(byLat[k]!);
    }
    return out;
  };
  const NOISE = 0;
  const labels = new Array<number | undefined>(items.length);
  let clusterCount = 0;
  items.forEach((_, i) => {
    if (labels[i] !== undefined) return;
    const neighbours = region(i);
    if (neighbours.length < minPoints) {
      labels[i] = NOISE;
      return;
    }
    clusterCount += 1;
    labels[i] = clusterCount;
    const queue = [...neighbours];
    while (queue.length > 0) {
      const j = queue.pop()!;
      if (labels[j] === NOISE) labels[j] = clusterCount;
      if (labels[j] !== undefined) continue;
      labels[j] = clusterCount;
      const next = region(j);
      if (next.length >= minPoints) queue.push(...next);
    }
  });
  const groups = Array.from({ length: clusterCount }, () => [] as typeof items);
  items.forEach((item, i) => {
    if (labels[i]) groups[labels[i]! - 1]!.push(item);
  });
  return groups.map((members, index) => {
    const latitude = members.reduce((sum, m) => sum + m.latitude, 0) / members.length;
    const sin = members.reduce((sum, m) => sum + Math.sin(toRad(m.longitude)), 0);
    const cos = members.reduce((sum, m) => sum + Math.cos(toRad(m.longitude)), 0);
    const days = members.filter((m) => Number.isFinite(m.time)).map((m) => new Date(m.time).toISOString().slice(0, 10));
    return {
      id: index + 1,
      latitude,
      longitude: (Math.atan2(sin, cos) * 180) / Math.PI,
      count: members.length,
      visitDates: [...new Set(days)].sort(),
      snapshotIds: members.map((m) => m.id),
    };
  });
}
