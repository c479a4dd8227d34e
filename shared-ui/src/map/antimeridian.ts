/** A GeoJSON position `[longitude, latitude]` in degrees. */
export type Position = number[];

const jumps = (ring: readonly Position[]) => ring.some((p, i) => i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180);

/**
 * Natural Earth rings that cross the antimeridian (Russia, Fiji) jump from +180 to -180, which a
 * planar map draws as a band around the world. Moves such a ring's western points east by 360°
 * when that makes it continuous; rings that wrap the whole globe (Antarctica) stay as they are.
 */
export function unwrapRing(ring: Position[]): Position[] {
  if (!jumps(ring)) return ring;
  const shifted = ring.map(([lon, ...rest]) => [lon! < 0 ? lon! + 360 : lon!, ...rest]);
  return jumps(shifted) ? ring : shifted;
}

/** {@link unwrapRing} for every ring of a Polygon or MultiPolygon geometry (others pass through). */
export function unwrapGeometry<G extends { type: string }>(geometry: G): G {
  const g = geometry as unknown as { type: string; coordinates: unknown };
  if (g.type === 'Polygon') return { ...geometry, coordinates: (g.coordinates as Position[][]).map(unwrapRing) };
  if (g.type === 'MultiPolygon') {
    return { ...geometry, coordinates: (g.coordinates as Position[][][]).map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}
