import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import TileJSON from 'ol/source/TileJSON';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { feature } from 'topojson-client';
import { unwrapGeometry } from './antimeridian';
import { parseTileSetting, rasterTilesOf } from './tileSource';

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
  let loaded = 0;
  let failed = 0;
  let gaveUp = false;
  source.on('tileloadend', () => {
    loaded += 1;
  });
  source.on('tileloaderror', () => {
    failed += 1;
    if (!gaveUp && loaded === 0 && failed >= TILE_FAILURES_BEFORE_FALLBACK) {
      gaveUp = true;
      onUnavailable();
    }
  });
  source.on('change', () => {
    if (source.getState() === 'error' && !gaveUp) {
      gaveUp = true;
      onUnavailable();
    }
  });
  return new TileLayer({ source });
}

/** Reads a `.json` tile document (TileJSON or style). */
const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

/**
 * The basemap: the deployment's tile source when one is configured (see {@link parseTileSetting}:
 * an XYZ template, a TileJSON or a style document whose raster source is drawn), otherwise (and
 * as the fallback when the tiles cannot be had, or a style has vector sources only) Natural Earth
 * 1:110m countries (world-atlas, public domain) drawn as vectors, so maps work offline. The
 * country data is its own lazy chunk: it is loaded only when a map without tiles shows.
 */
export async function createBasemapLayer(
  tileUrl?: string,
  attribution?: string,
  onUnavailable: () => void = () => undefined,
  load: (url: string) => Promise<unknown> = fetchJson,
): Promise<BaseLayer> {
  const setting = parseTileSetting(tileUrl);
  if (setting.kind === 'xyz') return createTileLayer(setting.url, attribution, onUnavailable);
  if (setting.kind === 'json') {
    try {
      const raster = rasterTilesOf(await load(setting.url), new URL(setting.url, location.href).href);
      if (raster?.tiles) return createTileLayer(raster.tiles[0]!, attribution ?? raster.attribution, onUnavailable);
      if (raster?.tileJsonUrl) return createTileLayer(raster.tileJsonUrl, attribution ?? raster.attribution, onUnavailable);
    } catch {
      // Unreachable or not JSON: the offline basemap.
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
