/** A place drawn as a circle marker. Coordinates are WGS 84 degrees. */
export interface MapPoint {
  /** Stable id, handed back by `onPointClick`. */
  id: number | string;
  latitude: number;
  longitude: number;
  /** Already translated text: the marker's tooltip and the no-canvas fallback's entry. */
  label?: string;
  /** How many items the place stands for; the marker grows with it and shows it above 1. */
  count?: number;
}

/** One stop of a route, WGS 84 degrees, in travel order. */
export interface MapRoutePoint {
  latitude: number;
  longitude: number;
}

/** Props of {@link OfflineMap}. */
export interface OfflineMapProps {
  points?: MapPoint[];
  /** Drawn as a line in the given order. */
  route?: MapRoutePoint[];
  /** Draw the route one segment after the other instead of at once. */
  animateRoute?: boolean;
  /** Animation time of one route segment in ms; default 750 (spec 000 section 9). */
  segmentMs?: number;
  /** CSS height of the map (px when a number). */
  height: number | string;
  onPointClick?: (point: MapPoint) => void;
  /**
   * Makes the markers draggable (mouse or touch): called with the marker and where it was
   * dropped. The view is fitted to the data once, so a drag does not move the map under it.
   */
  onPointMove?: (point: MapPoint, to: MapRoutePoint) => void;
  /** Called with the place of a click or tap that hits no marker (e.g. to place one). */
  onMapClick?: (at: MapRoutePoint) => void;
  /** Fit the view to the points and route (default true); otherwise the whole world shows. */
  fitToData?: boolean;
  /**
   * The tile source (a deployment setting): an XYZ URL template (`https://…/{z}/{x}/{y}.png`), a
   * TileJSON URL, or a Mapbox/MapLibre style URL (raster or vector tiles; vector styles load
   * ol-mapbox-style on demand). Without it, or when its style or tiles cannot be loaded, the
   * offline basemap is drawn.
   */
  tileUrl?: string;
  /**
   * Translated note shown small on the map when `tileUrl` is set but could not be drawn and the
   * offline basemap shows instead.
   */
  tilesUnavailableNote?: string;
  /** Attribution the tile provider requires, shown on the map (only with `tileUrl`). */
  tileAttribution?: string;
  /** Pan, zoom and controls; turn off for small previews inside scrolling lists. Default true. */
  interactive?: boolean;
  /** Translated accessible name of the map. */
  ariaLabel?: string;
  /**
   * Zoom of a lone point (OpenLayers levels: 17 is a building, 5 a country). Default: its street
   * with tiles, its country on the offline basemap. A drag moves the marker by what the zoom shows,
   * so placing a leak within a site needs building scale.
   */
  pointZoom?: number;
}
