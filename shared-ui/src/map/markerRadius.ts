/** Smallest marker radius in CSS px (a place with one item). */
export const MIN_MARKER_RADIUS_PX = 7;
/** Largest marker radius in CSS px, so big clusters do not hide the map. */
export const MAX_MARKER_RADIUS_PX = 22;

/**
 * Marker radius in CSS px for a place standing for `count` items: grows with the logarithm of
 * the count (each doubling adds 3 px), from 7 px for one item up to 22 px. Missing, zero or
 * negative counts get the smallest size.
 */
export function markerRadius(count: number | undefined): number {
  const n = count && count > 1 ? count : 1;
  return Math.min(MAX_MARKER_RADIUS_PX, MIN_MARKER_RADIUS_PX + 3 * Math.log2(n));
}
