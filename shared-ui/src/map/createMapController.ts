import 'ol/ol.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import { createEmpty, extend, getHeight, getWidth, isEmpty, type Extent } from 'ol/extent';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import Translate from 'ol/interaction/Translate';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { createBasemapLayer, createOfflineLayer, isOfflineLayer } from './basemapLayer';
import { SEA_COLOR } from './colors';
import { markerStyle, routeStyles } from './mapStyles';
import { routeDurationMs, routeProgress, type Coordinate2 } from './routeProgress';
import type { MapPoint, MapRoutePoint } from './types';

/** What the map draws; replaced as a whole by {@link MapController.update}. */
export interface MapData {
  points: MapPoint[];
  route: MapRoutePoint[];
  animateRoute: boolean;
  segmentMs: number;
  fitToData: boolean;
  /** Fit only the first time there is data to fit; later updates keep the view. */
  fitOnce?: boolean;
}

/** Options fixed for the life of one OpenLayers map. */
export interface MapSetup {
  tileUrl?: string;
  tileAttribution?: string;
  interactive: boolean;
  color: string;
  onPointClick: (id: MapPoint['id']) => void;
  /** Markers can be dragged; called with the marker's id and where it was dropped. */
  onPointMove?: (id: MapPoint['id'], to: MapRoutePoint) => void;
  /** A click or tap that hits no marker. */
  onMapClick?: (at: MapRoutePoint) => void;
  /** Zoom of a lone point (default: its street with tiles, its country offline). */
  pointZoom?: number;
  /** The configured tiles could not be drawn and the offline basemap shows instead. */
  onTilesUnavailable?: () => void;
}

/** Handle of a mounted map. */
export interface MapController {
  update(data: MapData): void;
  dispose(): void;
}

const WORLD_CENTER = fromLonLat([10, 25]);
const FIT_PADDING_PX = [28, 28, 28, 28];
const FIT_MAX_ZOOM = 16;
// A lone point has no extent: show its street with tiles, its country on the offline basemap
// (Natural Earth 1:110m carries nothing closer).
const POINT_ZOOM_TILES = 15;
const POINT_ZOOM_OFFLINE = 5;
const toMap = (p: { latitude: number; longitude: number }) => fromLonLat([p.longitude, p.latitude]) as Coordinate2;
/** Map coordinates back to WGS 84, wrapped into -180..180 (a dragged marker may cross the antimeridian). */
const fromMap = (coordinate: number[]): MapRoutePoint => {
  const [longitude, latitude] = toLonLat(coordinate);
  return { latitude: latitude!, longitude: ((((longitude! + 180) % 360) + 360) % 360) - 180 };
};
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Mounts an OpenLayers map in `target`. This module statically imports OpenLayers, so the
 * component loads it with `import()` and pages without a map never download it.
 */
export function createMapController(target: HTMLElement, setup: MapSetup): MapController {
  let disposed = false;
  let frame = 0;
  let data: MapData | null = null;
  const markers = new VectorSource();
  const routeSource = new VectorSource();
  const line = new Feature({ geometry: new LineString([]), role: 'line' });
  const start = new Feature({ role: 'start' });
  const head = new Feature({ role: 'head' });
  routeSource.addFeatures([line, start, head]);

  target.style.background = setup.tileUrl ? '' : SEA_COLOR;
  const map = new OlMap({
    target,
    layers: [
      new VectorLayer({ source: routeSource, style: routeStyles(setup.color), zIndex: 1 }),
      new VectorLayer({ source: markers, style: markerStyle(setup.color), zIndex: 2 }),
    ],
    view: new View({ center: WORLD_CENTER, zoom: 1, minZoom: 0, maxZoom: 19 }),
    // A scale bar on every map a person works with: at building scale it shows metres.
    controls: setup.interactive ? defaultControls({ rotate: false }).extend([new ScaleLine({ units: 'metric' })]) : [],
    interactions: setup.interactive ? defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }) : [],
  });
  // The deployment's tiles, or the offline basemap; tiles that cannot be had give way to it too.
  const fallBack = () =>
    void createOfflineLayer().then((offline) => {
      if (disposed) return;
      for (const layer of map.getLayers().getArray().filter((l) => l.getZIndex() === 0)) map.removeLayer(layer);
      target.style.background = SEA_COLOR;
      offline.setZIndex(0);
      map.addLayer(offline);
      setup.onTilesUnavailable?.();
    });
  void createBasemapLayer(setup.tileUrl, setup.tileAttribution, fallBack).then((layer) => {
    if (disposed) return;
    // A setting that gave no drawable tiles (refused, unreadable, a style that cannot be applied)
    // draws the offline basemap, and the map says so.
    const offline = isOfflineLayer(layer);
    target.style.background = offline ? SEA_COLOR : '';
    layer.setZIndex(0);
    map.addLayer(layer);
    if (offline && setup.tileUrl?.trim()) setup.onTilesUnavailable?.();
  });

  const markerAt = (pixel: number[]) => map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l.getSource() === markers });
  map.on('singleclick', (event) => {
    const hit = markerAt(event.pixel);
    if (hit) setup.onPointClick(hit.get('pointId') as MapPoint['id']);
    else setup.onMapClick?.(fromMap(event.coordinate));
  });
  const { onPointMove } = setup;
  if (onPointMove) {
    const translate = new Translate({ layers: (layer) => layer.getSource() === markers, hitTolerance: 6 });
    translate.on('translateend', (event) => {
      const feature = event.features.item(0);
      const point = feature?.getGeometry();
      if (feature && point instanceof Point) onPointMove(feature.get('pointId') as MapPoint['id'], fromMap(point.getCoordinates()));
    });
    map.addInteraction(translate);
  }
  let fitted = false;
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    const hit = markerAt(event.pixel);
    target.style.cursor = hit ? (onPointMove ? 'grab' : 'pointer') : '';
    target.title = (hit?.get('label') as string | undefined) ?? '';
  });
  // A dialog may mount the map before it has its size: fit again once it has one.
  map.on('change:size', () => {
    if (data?.fitToData) fit();
  });

  function fit() {
    const extent: Extent = createEmpty();
    for (const feature of markers.getFeatures()) extend(extent, feature.getGeometry()!.getExtent());
    if (data?.route.length) extend(extent, new LineString(data.route.map(toMap)).getExtent());
    if (isEmpty(extent)) return;
    const lone = getWidth(extent) === 0 && getHeight(extent) === 0;
    const maxZoom = !lone ? FIT_MAX_ZOOM : (setup.pointZoom ?? (setup.tileUrl ? POINT_ZOOM_TILES : POINT_ZOOM_OFFLINE));
    map.getView().fit(extent, { padding: FIT_PADDING_PX, maxZoom, size: map.getSize(), duration: 0 });
  }

  function drawRoute(coordinates: Coordinate2[]) {
    line.setGeometry(new LineString(coordinates));
    start.setGeometry(coordinates[0] ? new Point(coordinates[0]) : undefined);
    const last = coordinates[coordinates.length - 1];
    head.setGeometry(last && coordinates.length > 1 ? new Point(last) : undefined);
  }

  function animate(route: Coordinate2[], segmentMs: number) {
    const began = performance.now();
    const total = routeDurationMs(route.length, segmentMs);
    const step = (now: number) => {
      const elapsed = now - began;
      drawRoute(routeProgress(route, elapsed, segmentMs));
      frame = elapsed < total ? requestAnimationFrame(step) : 0;
    };
    drawRoute(route.slice(0, 1));
    frame = requestAnimationFrame(step);
  }

  return {
    update(next) {
      data = next;
      cancelAnimationFrame(frame);
      markers.clear();
      markers.addFeatures(
        next.points.map(
          (p) => new Feature({ geometry: new Point(toMap(p)), pointId: p.id, label: p.label, count: p.count }),
        ),
      );
      const route = next.route.map(toMap);
      if (next.animateRoute && route.length > 1 && !prefersReducedMotion()) animate(route, next.segmentMs);
      else drawRoute(route);
      if (next.fitToData) {
        if (!next.fitOnce || !fitted) fit();
        fitted = fitted || markers.getFeatures().length > 0 || route.length > 0;
      } else {
        map.getView().setCenter(WORLD_CENTER);
        map.getView().setZoom(1);
      }
    },
    dispose() {
      disposed = true;
      cancelAnimationFrame(frame);
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
