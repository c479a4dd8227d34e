import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { feature } from 'topojson-client';
import { unwrapGeometry } from './antimeridian';

type Topology = Parameters<typeof feature>[0];

const landStyle = new Style({
  fill: new Fill({ color: '#f3f0e8' }),
  stroke: new Stroke({ color: '#bdb6a6', width: 0.6 }),
});

/**
 * The basemap: XYZ tiles when a deployment configured a tile URL, otherwise Natural Earth
 * 1:110m countries (world-atlas, public domain) drawn as vectors, so maps work offline.
 * The country data is its own lazy chunk: it is loaded only when a map without tiles shows.
 */
export async function createBasemapLayer(tileUrl?: string, attribution?: string): Promise<BaseLayer> {
  if (tileUrl) {
    return new TileLayer({ source: new XYZ({ url: tileUrl, attributions: attribution, crossOrigin: 'anonymous' }) });
  }
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
