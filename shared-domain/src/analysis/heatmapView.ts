/** Where the heatmap goes over the photo. */
export interface HeatmapPlacement {
  /** Offsets as fractions of the canvas (meta heatmap offsets). */
  offsetX: number;
  offsetY: number;
  rotationDeg: number;
  /** 1 + the meta's heatmap scale minus one (times the heatmap zoom). */
  scale: number;
}

/** The meta fields that place a heatmap over its photo (spec 000 section 3, snapshot meta). */
export interface HeatmapMetaFields {
  heatmap_offset_x: number;
  heatmap_offset_y: number;
  heatmap_rotation_deg: number;
  heatmap_scale_minus_one: number;
  zoom_val: number;
  zoom_heatmap: number;
  software_version: string;
}

/** Where the heatmap goes over the photo and how far the whole view is zoomed. */
export interface HeatmapGeometry {
  placement: HeatmapPlacement;
  /** Zoom of photo and heatmap together around the centre (1 = none). */
  viewZoom: number;
}

const positive = (value: unknown, fallback = 1) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

function majorVersion(version: unknown): number {
  const major = Number.parseInt(String(version ?? '').split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : 0;
}

/**
 * Reads the heatmap placement from a snapshot's meta (spec 000 sections 3 and 9):
 * offsets are fractions of the canvas, the rotation is in degrees, the heatmap scale is
 * `1 + heatmap_scale_minus_one` times the heatmap zoom `zoom_heatmap`.
 *
 * The photo zoom `zoom_val`: camera software 3.0.0 or higher stores the photo and the heatmap
 * already zoomed (spec 000 section 9, "software 3.0.0 or higher uses a different zoom"), so the
 * viewer draws them as they are. Older software stores the full frame with the zoom the user had
 * chosen, so the viewer zooms photo and heatmap together by `zoom_val` around the centre; both
 * keep their alignment either way.
 *
 * Reads a stored meta block too (the api-server's video and reports): a field that is missing or
 * not a number counts as absent.
 */
export function heatmapViewFromMeta(meta: HeatmapMetaFields | Partial<Record<keyof HeatmapMetaFields, unknown>>): HeatmapGeometry {
  const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    placement: {
      offsetX: finite(meta.heatmap_offset_x),
      offsetY: finite(meta.heatmap_offset_y),
      rotationDeg: finite(meta.heatmap_rotation_deg),
      scale: positive(1 + finite(meta.heatmap_scale_minus_one)) * positive(meta.zoom_heatmap),
    },
    viewZoom: majorVersion(meta.software_version) >= 3 ? 1 : positive(meta.zoom_val),
  };
}
