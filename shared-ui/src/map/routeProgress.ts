/** A planar coordinate pair `[x, y]` (map units). */
export type Coordinate2 = [number, number];

/**
 * The part of a route drawn `elapsedMs` into its animation, each segment taking `segmentMs`:
 * the vertices already reached plus a point interpolated along the current segment. The whole
 * route once `elapsedMs` reaches `segmentMs` times the segment count; a copy of short routes.
 */
export function routeProgress(route: readonly Coordinate2[], elapsedMs: number, segmentMs: number): Coordinate2[] {
  const segments = route.length - 1;
  if (segments < 1 || segmentMs <= 0) return route.slice();
  const position = Math.max(0, elapsedMs) / segmentMs;
  if (position >= segments) return route.slice();
  const index = Math.floor(position);
  const fraction = position - index;
  const [x0, y0] = route[index]!;
  const [x1, y1] = route[index + 1]!;
  return [...route.slice(0, index + 1), [x0 + (x1 - x0) * fraction, y0 + (y1 - y0) * fraction]];
}

/** Total animation time of a route in ms: one `segmentMs` per segment. */
export function routeDurationMs(pointCount: number, segmentMs: number): number {
  return Math.max(0, pointCount - 1) * segmentMs;
}
