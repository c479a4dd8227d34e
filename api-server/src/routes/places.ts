import type { FastifyInstance } from 'fastify';
import { LOCATION_CLUSTER } from 'shared-domain/analysis';
import { placesQuerySchema, placesSchema, type Places, type PlacesCluster, type PlacesRoute } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { listLocatedSnapshots, newestSnapshotDate, type LocatedSnapshot } from '../db/snapshots';
import { clusterLocations, isValidLocation, type LocationCluster } from '../engine';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Start of a places window: midnight UTC of the newest snapshot's day, `days` days earlier
 * (spec 000 section 2: 0 is that day only, 7 a week, 30 a month, 365000 all time).
 */
export function placesWindowStart(newest: Date, days: number): Date {
  const midnight = Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth(), newest.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

const cluster = (points: readonly LocatedSnapshot[], distanceKm: number) =>
  clusterLocations(
    points.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, date: p.created_date })),
    { distanceKm, minPoints: LOCATION_CLUSTER.minPoints },
  );

/** The stored cluster most members belong to (ties: the lower id), or undefined when none is stored. */
function storedClusterOf(found: LocationCluster, byId: Map<number, LocatedSnapshot>): number | undefined {
  const votes = new Map<number, number>();
  for (const id of found.snapshotIds) {
    const stored = byId.get(id as number)?.cluster_id;
    if (stored != null) votes.set(stored, (votes.get(stored) ?? 0) + 1);
  }
  return [...votes].sort(([a, na], [b, nb]) => nb - na || a - b)[0]?.[0];
}

/**
 * Location clusters of located snapshots: the engine's DBSCAN (spec 000 section 9: distance 1 km,
 * minPoints 1), each cluster named by the stored `cluster_id` of its snapshots, which is what the
 * list's `cluster` filter takes. Engine clusters of the same stored cluster are merged into one;
 * a cluster none of whose snapshots has a stored cluster gets the negated engine number.
 * Newest visit first, then the larger cluster.
 */
export function placesClusters(points: readonly LocatedSnapshot[]): PlacesCluster[] {
  const byId = new Map(points.map((p) => [p.id, p]));
  const groups = new Map<number, LocatedSnapshot[]>();
  for (const found of cluster(points, LOCATION_CLUSTER.distance)) {
    const key = storedClusterOf(found, byId) ?? -found.id;
    const members = found.snapshotIds.map((id) => byId.get(id as number)!);
    groups.set(key, [...(groups.get(key) ?? []), ...members]);
  }
  return [...groups]
    .map(([id, members]) => {
      // One cluster over all members (infinite reach): the engine's centroid and visit days.
      const merged = cluster(members, Number.POSITIVE_INFINITY)[0]!;
      return {
        id,
        latitude: merged.latitude,
        longitude: merged.longitude,
        count: merged.count,
        visitDates: [...merged.visitDates].reverse(),
        snapshotIds: merged.snapshotIds as number[],
      };
    })
    .sort((a, b) => (b.visitDates[0] ?? '').localeCompare(a.visitDates[0] ?? '') || b.count - a.count || a.id - b.id);
}

/** One route per UTC day with located snapshots, newest day first, stops in time order. */
export function placesRoutes(points: readonly LocatedSnapshot[]): PlacesRoute[] {
  const days = new Map<string, PlacesRoute>();
  const ordered = [...points].sort((a, b) => a.created_date.getTime() - b.created_date.getTime() || a.id - b.id);
  for (const p of ordered.filter(isValidLocation)) {
    const date = utcDay(p.created_date);
    const route = days.get(date) ?? { date, count: 0, points: [] };
    route.points.push({ latitude: p.latitude, longitude: p.longitude, created_date: p.created_date.toISOString(), snapshotId: p.id });
    route.count = route.points.length;
    days.set(date, route);
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
}

describeRoute({
  method: 'GET',
  path: '/api/snapshots/locations/',
  summary: 'Location clusters and daily routes of the visible snapshots, in a window back from the newest',
  tags: ['snapshots'],
  auth: true,
  query: placesQuerySchema,
  response: placesSchema,
});

/**
 * Places dialog of the snapshot list (bearer token required):
 * `GET /api/snapshots/locations/?days=N` -> {@link Places} of the snapshots the user sees
 * (active, on a visible pairing), created from {@link placesWindowStart} on. `days` is a whole
 * number 0 to 365000 (default 365000); anything else answers 400 `{days: [message]}`.
 */
export function registerPlacesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/snapshots/locations/', { preHandler: ctx.authenticate }, async (request): Promise<Places> => {
    const { days } = parseBody(placesQuerySchema, request.query);
    const user = requireUser(request);
    const newest = await newestSnapshotDate(ctx.db, user.id);
    if (!newest) return { newest: null, clusters: [], routes: [] };
    const points = await listLocatedSnapshots(ctx.db, user.id, placesWindowStart(newest, days));
    return { newest: newest.toISOString(), clusters: placesClusters(points), routes: placesRoutes(points) };
  });
}
