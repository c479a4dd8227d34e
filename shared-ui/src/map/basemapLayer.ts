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

/**
 * The basemap: the deployment's tile source when one is configured (see {@link createTileLayer}),
 * otherwise (and as the fallback when the tiles cannot be had) Natural Earth 1:110m countries
 * (world-atlas, public domain) drawn as vectors, so maps work offline. The country data is its
 * own lazy chunk: it is loaded only when a map without tiles shows.
 */
export async function createBasemapLayer(tileUrl?: string, attribution?: string, onUnavailable: () => void = () => undefined): Promise<BaseLayer> {
  if (tileUrl) return createTileLayer(tileUrl, attribution, onUnavailable);
  return createOfflineLayer();
}

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
  return new VectorLayer({ source: new VectorSource({ features }), style: landStyle });
}
