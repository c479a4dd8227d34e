import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * Places dialog of the snapshot list (spec 000 section 2): location clusters and routes of the
 * snapshots a user sees, in a window back from the newest one. `GET /api/snapshots/locations/?days=N`.
 * Dates are UTC calendar days `YYYY-MM-DD`; coordinates WGS 84 degrees.
 */

/**
 * The dialog's windows in days back from the newest snapshot (spec 000 section 2): all time
 * (365000), 1 day (0: the newest snapshot's day only), 1 week (7) and 1 month (30).
 */
export const PLACES_WINDOW_DAYS = Object.freeze({ allTime: 365000, day: 0, week: 7, month: 30 } as const);
/** Name of one of the dialog's windows. */
export type PlacesWindow = keyof typeof PLACES_WINDOW_DAYS;
/** The largest `days` the server accepts: the all-time window. */
export const PLACES_MAX_DAYS = PLACES_WINDOW_DAYS.allTime;

/** Query of the call: `days` a whole number from 0 to 365000; missing means all time. */
export const placesQuerySchema = lazySchema(() => z.object({
  days: z
    .string()
    .regex(/^\d{1,6}$/, 'A valid integer is required.')
    .transform(Number)
    .pipe(z.number().int().max(PLACES_MAX_DAYS, `Ensure this value is less than or equal to ${PLACES_MAX_DAYS}.`))
    .optional()
    .default(PLACES_MAX_DAYS),
}));

const isoDay = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const latitude = lazySchema(() => z.number().min(-90).max(90));
const longitude = lazySchema(() => z.number().min(-180).max(180));

/** A location cluster (spec 000 section 9: distance 1 km, minPoints 1) within the window. */
export const placesClusterSchema = lazySchema(() => z.object({
  /** The cluster's id, as the list's `cluster` filter takes it. */
  id: z.number().int(),
  /** Centre of the cluster. */
  latitude,
  longitude,
  /** Snapshots of the cluster within the window. */
  count: z.number().int().min(0),
  /** Days with snapshots there, newest first. */
  visitDates: z.array(isoDay),
  snapshotIds: z.array(z.number().int()),
}));

/** One stop of a day's route: a located snapshot. */
export const placesRoutePointSchema = lazySchema(() => z.object({
  latitude,
  longitude,
  /** ISO 8601 creation time of the snapshot. */
  created_date: z.string(),
  snapshotId: z.number().int(),
}));

/** The located snapshots of one day in time order. */
export const placesRouteSchema = lazySchema(() => z.object({
  date: isoDay,
  count: z.number().int().min(0),
  points: z.array(placesRoutePointSchema),
}));

/** Body of `GET /api/snapshots/locations/`. `newest` is null when the user sees no located snapshot. */
export const placesSchema = lazySchema(() => z.object({
  newest: z.string().nullable(),
  clusters: z.array(placesClusterSchema),
  /** Newest day first. */
  routes: z.array(placesRouteSchema),
}));

export type PlacesCluster = z.infer<typeof placesClusterSchema>;
export type PlacesRoutePoint = z.infer<typeof placesRoutePointSchema>;
export type PlacesRoute = z.infer<typeof placesRouteSchema>;
export type Places = z.infer<typeof placesSchema>;
