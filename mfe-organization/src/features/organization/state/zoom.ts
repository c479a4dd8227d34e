/** Zoom of the group tree view (spec 001 section 9: step 0.1). */
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 2;

/** A zoom rounded to the step's grid and kept within the bounds. */
export function clampZoom(zoom: number): number {
  const rounded = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Number(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, rounded)).toFixed(1));
}

/** One step in or out (`direction` +1 or -1). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(zoom + direction * ZOOM_STEP);
}

/** A view of the tree: scale and the content's top-left offset in the viewport, in px. */
export interface TreeView {
  zoom: number;
  x: number;
  y: number;
}

/**
 * The view that shows the whole content (`width` x `height` at zoom 1) in the viewport, with a
 * margin: the largest zoom on the step grid that fits (never above 1), centred horizontally.
 * `minZoom` keeps the text readable where the whole tree would be too small (the first view on a
 * phone): the top of the tree is then shown, centred, and the rest is a drag away.
 */
export function fitView(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 16,
  minZoom = ZOOM_MIN,
): TreeView {
  const room = { width: Math.max(1, viewport.width - 2 * margin), height: Math.max(1, viewport.height - 2 * margin) };
  const fit = Math.min(1, room.width / Math.max(1, content.width), room.height / Math.max(1, content.height));
  const zoom = Math.max(minZoom, ZOOM_MIN, Number((Math.floor(fit / ZOOM_STEP + 1e-9) * ZOOM_STEP).toFixed(1)));
  return { zoom, x: (viewport.width - content.width * zoom) / 2, y: margin };
}

/**
 * Zooms to `next` keeping the content point under `anchor` (viewport px) where it is: zooming
 * with the buttons anchors on the viewport's centre, a pinch on the fingers' midpoint.
 */
export function zoomAround(view: TreeView, next: number, anchor: { x: number; y: number }): TreeView {
  const ratio = next / view.zoom;
  return { zoom: next, x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio };
}
