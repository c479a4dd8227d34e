import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import TileJSON from 'ol/source/TileJSON';
import TileSource from 'ol/source/Tile';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { feature } from 'topojson-client';
import { unwrapGeometry } from './antimeridian';
import { isVectorStyle, parseTileSetting, rasterTilesOf, withVectorTileJson } from './tileSource';

type Topology = Parameters<typeof feature>[0];

const landStyle = new Style({
  fill: new Fill({ color: '#f3f0e8' }),
  stroke: new Stroke({ color: '#bdb6a6', width: 0.6 }),
});

/** Tile errors without a single loaded tile after which the offline basemap replaces the tiles. */
export const TILE_FAILURES_BEFORE_FALLBACK = 4;

/**
 * The tile layer of a deployment's tile source: an XYZ template (`…/{z}/{x}/{y}.png`) or a
 * TileJSON document URL (`….json`, as cloud map services hand out for a raster style).
 * `onUnavailable` is called once when tiles keep failing and none has loaded (offline, blocked,
 * a wrong key), so the caller can fall back to the offline basemap.
 */
export function createTileLayer(tileUrl: string, attribution: string | undefined, onUnavailable: () => void): TileLayer {
  const source = /\.json(\?|$)/.test(tileUrl)
    ? new TileJSON({ url: tileUrl, crossOrigin: 'anonymous' })
    : new XYZ({ url: tileUrl, attributions: attribution, crossOrigin: 'anonymous' });
  watchTiles([source], onUnavailable);
  return new TileLayer({ source });
}

/**
 * Calls `onUnavailable` once when the sources' tiles keep failing (together) and none has loaded,
 * or a source cannot be set up: raster and vector tiles alike.
 */
function watchTiles(sources: TileSource[], onUnavailable: () => void) {
  let loaded = 0;
  let failed = 0;
  let gaveUp = false;
  const giveUp = () => {
    if (gaveUp) return;
    gaveUp = true;
    onUnavailable();
  };
  for (const source of sources) {
    source.on('tileloadend', () => {
      loaded += 1;
    });
    source.on('tileloaderror', () => {
      failed += 1;
      if (loaded === 0 && failed >= TILE_FAILURES_BEFORE_FALLBACK) giveUp();
    });
    source.on('change', () => {
      if (source.getState() === 'error') giveUp();
    });
  }
}

/** A Mapbox/MapLibre style document with vector sources (see {@link isVectorStyle}). */
export type VectorStyle = Record<string, unknown>;
/** Fills `group` with the layers of `style` (its relative URLs resolved against `styleUrl`). */
export type ApplyStyle = (group: LayerGroup, style: VectorStyle, styleUrl: string) => Promise<unknown>;

/** How long a vector style may take to set up its sources before the offline basemap shows. */
export const VECTOR_STYLE_TIMEOUT_MS = 15_000;

/**
 * ol-mapbox-style, imported only when a vector style is configured: its own chunk (with the
 * style-spec expression engine), so pages without one never download it. It draws with this
 * bundle's OpenLayers (a peer dependency, one copy). Web fonts named by the style are not fetched
 * from a font CDN (the CSP refuses third parties): labels use the browser's fonts unless the
 * style itself names where its fonts are (`metadata['ol:webfonts']`).
 */
const applyMapboxStyle: ApplyStyle = async (group, style, styleUrl) => {
  const { apply } = await import('ol-mapbox-style');
  await apply(group, style, { styleUrl, webfonts: 'data:text/css,' });
};

/**
 * The layers of a vector style as one layer group. Rejects when the style cannot be applied (a
 * source that cannot be read, nothing to draw, or no answer within {@link VECTOR_STYLE_TIMEOUT_MS}),
 * so the caller draws the offline basemap; `onUnavailable` is called later if every tile fails.
 */
export async function createVectorStyleLayer(
  style: VectorStyle,
  styleUrl: string,
  attribution: string | undefined,
  onUnavailable: () => void,
  applyStyle: ApplyStyle = applyMapboxStyle,
): Promise<LayerGroup> {
  const group = new LayerGroup();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The map style did not load in time')), VECTOR_STYLE_TIMEOUT_MS);
  });
  try {
    await Promise.race([applyStyle(group, style, styleUrl), timeout]);
  } finally {
    clearTimeout(timer);
  }
  const sources = group
    .getLayersArray()
    .map((layer) => layer.getSource())
    .filter((source): source is TileSource => source instanceof TileSource);
  if (!sources.length) throw new Error('The map style has no tiles to draw');
  if (attribution) for (const source of sources) source.setAttributions(attribution);
  watchTiles(sources, onUnavailable);
  return group;
}

/** Reads a `.json` tile document (TileJSON or style). */
const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

/**
 * The basemap: the deployment's tile source when one is configured (see {@link parseTileSetting}:
 * an XYZ template, a TileJSON, a style with vector sources drawn by ol-mapbox-style, or a raster
 * style whose first raster source is drawn), otherwise (and as the fallback when the document or
 * the tiles cannot be had, or the style cannot be applied) Natural Earth
 * 1:110m countries (world-atlas, public domain) drawn as vectors, so maps work offline. The
 * country data is its own lazy chunk: it is loaded only when a map without tiles shows.
 */
export async function createBasemapLayer(
  tileUrl?: string,
  attribution?: string,
  onUnavailable: () => void = () => undefined,
  load: (url: string) => Promise<unknown> = fetchJson,
  applyStyle: ApplyStyle = applyMapboxStyle,
): Promise<BaseLayer> {
  const setting = parseTileSetting(tileUrl);
  if (setting.kind === 'xyz') return createTileLayer(setting.url, attribution, onUnavailable);
  if (setting.kind === 'json') {
    try {
      const document = await load(setting.url);
      const documentUrl = new URL(setting.url, location.href).href;
      if (isVectorStyle(document)) {
        const style = await withVectorTileJson(document, documentUrl, load);
        return await createVectorStyleLayer(style, documentUrl, attribution, onUnavailable, applyStyle);
      }
      const raster = rasterTilesOf(document, documentUrl);
      if (raster?.tiles) return createTileLayer(raster.tiles[0]!, attribution ?? raster.attribution, onUnavailable);
      if (raster?.tileJsonUrl) return createTileLayer(raster.tileJsonUrl, attribution ?? raster.attribution, onUnavailable);
    } catch {
      // Unreachable, not JSON, or a style that cannot be applied: the offline basemap.
    }
  }
  return createOfflineLayer();
}

/** Whether a basemap layer is the offline one (drawn over the sea colour). */
export const isOfflineLayer = (layer: BaseLayer): boolean => layer.get('offline') === true;

/** The offline basemap: Natural Earth countries as vectors. */
export async function createOfflineLayer(): Promise<BaseLayer> {
  const { default: atlas } = await import('world-atlas/countries-110m.json');
  const topology = atlas as unknown as Topology;
  const object = topology.objects.countries;
  const land = object ? feature(topology, object) : undefined;
  const countries = !land ? [] : 'features' in land ? land.features : [land];
  const features = new GeoJSON().readFeatures(
    { type: 'FeatureCollection', features: countries.map((f) => ({ ...f, geometry: f.geometry && unwrapGeometry(f.geometry) })) },
    { featureProjection: 'EPSG:3857' },
  );
  const layer = new VectorLayer({ source: new VectorSource({ features }), style: landStyle });
  layer.set('offline', true);
  return layer;
}
