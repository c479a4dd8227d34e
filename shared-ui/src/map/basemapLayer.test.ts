import type LayerGroup from 'ol/layer/Group';
import VectorTileLayer from 'ol/layer/VectorTile';
import VectorTileSource from 'ol/source/VectorTile';
import MVT from 'ol/format/MVT';
import {
  createBasemapLayer,
  createTileLayer,
  isOfflineLayer,
  TILE_FAILURES_BEFORE_FALLBACK,
  VECTOR_STYLE_TIMEOUT_MS,
  type ApplyStyle,
} from './basemapLayer';

describe('tile source with the offline basemap as fallback', () => {
  const source = (layer: ReturnType<typeof createTileLayer>) => layer.getSource()!;

  it('gives way to the offline basemap when tiles keep failing and none loaded', () => {
    const unavailable = jest.fn();
    const layer = createTileLayer('https://tiles.example/{z}/{x}/{y}.png', 'Example', unavailable);
    for (let i = 0; i < TILE_FAILURES_BEFORE_FALLBACK - 1; i += 1) source(layer).dispatchEvent('tileloaderror');
    expect(unavailable).not.toHaveBeenCalled();
    source(layer).dispatchEvent('tileloaderror');
    source(layer).dispatchEvent('tileloaderror');
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('keeps the tiles once one has loaded (a few missing tiles are not an outage)', () => {
    const unavailable = jest.fn();
    const layer = createTileLayer('https://tiles.example/{z}/{x}/{y}.png', undefined, unavailable);
    source(layer).dispatchEvent('tileloadend');
    for (let i = 0; i < 10; i += 1) source(layer).dispatchEvent('tileloaderror');
    expect(unavailable).not.toHaveBeenCalled();
  });
});

describe('basemap from the tile setting (offline default and fallback)', () => {
  const offline = (layer: Awaited<ReturnType<typeof createBasemapLayer>>) => isOfflineLayer(layer);

  it('is the offline basemap without a setting, with a refused one, and when a style has no usable source or cannot be read', async () => {
    expect(offline(await createBasemapLayer(undefined))).toBe(true);
    expect(offline(await createBasemapLayer('not a url'))).toBe(true);
    const noSource = jest.fn(async () => ({ version: 8, sources: { pins: { type: 'geojson', data: {} } }, layers: [] }));
    expect(offline(await createBasemapLayer('https://maps.example/style.json', undefined, undefined, noSource))).toBe(true);
    expect(noSource).toHaveBeenCalledWith('https://maps.example/style.json');
    const down = jest.fn(async () => Promise.reject(new Error('HTTP 404')));
    expect(offline(await createBasemapLayer('https://maps.example/style.json', undefined, undefined, down))).toBe(true);
    const notJson = jest.fn(async () => Promise.reject(new SyntaxError('Unexpected token <')));
    expect(offline(await createBasemapLayer('https://maps.example/styles/liberty', undefined, undefined, notJson))).toBe(true);
  });

  it('draws the XYZ tiles of a template, and of a style’s raster source', async () => {
    const xyz = await createBasemapLayer('https://tile.example/{z}/{x}/{y}.png');
    expect(offline(xyz)).toBe(false);
    const style = jest.fn(async () => ({ version: 8, sources: { sat: { type: 'raster', tiles: ['https://sat.example/{z}/{x}/{y}.jpg'] } } }));
    const layer = (await createBasemapLayer('https://maps.example/style.json', 'Sat', undefined, style)) as ReturnType<typeof createTileLayer>;
    expect(offline(layer)).toBe(false);
    expect((layer.getSource() as unknown as { getUrls(): string[] }).getUrls()).toEqual(['https://sat.example/{z}/{x}/{y}.jpg']);
  });
});

describe('vector styles (ol-mapbox-style, loaded on demand) with the offline basemap as fallback', () => {
  const style = {
    version: 8,
    sources: { site: { type: 'vector', tiles: ['tiles/{z}/{x}/{y}.pbf'] } },
    layers: [{ id: 'buildings', type: 'fill', source: 'site', 'source-layer': 'buildings', paint: { 'fill-color': '#d03030' } }],
  };
  const load = async () => style;
  /** What ol-mapbox-style leaves in the group for this style: one vector tile layer. */
  const drawsTiles: ApplyStyle = async (group, _style, styleUrl) => {
    const source = new VectorTileSource({ format: new MVT(), url: new URL('tiles/{z}/{x}/{y}.pbf', styleUrl).href.replace(/%7B/g, '{').replace(/%7D/g, '}') });
    group.getLayers().push(new VectorTileLayer({ source }));
  };
  const offline = (layer: Awaited<ReturnType<typeof createBasemapLayer>>) => isOfflineLayer(layer);
  const vectorSource = (layer: unknown) => ((layer as LayerGroup).getLayersArray()[0]!.getSource() as VectorTileSource);

  it('draws a style with vector sources through the style renderer, its relative URLs resolved against the style', async () => {
    const applyStyle = jest.fn(drawsTiles);
    const layer = await createBasemapLayer('https://maps.example/styles/site.json', '© Site maps', undefined, load, applyStyle);
    expect(offline(layer)).toBe(false);
    expect(applyStyle).toHaveBeenCalledWith(expect.anything(), style, 'https://maps.example/styles/site.json');
    expect(vectorSource(layer).getUrls()).toEqual(['https://maps.example/styles/tiles/{z}/{x}/{y}.pbf']);
    // The deployment's attribution replaces the style's.
    expect(vectorSource(layer).getAttributions()).toBeTruthy();
  });

  it('falls back to the offline basemap when the style cannot be applied or draws nothing', async () => {
    const fails: ApplyStyle = async () => Promise.reject(new Error('Error accessing data for source site'));
    expect(offline(await createBasemapLayer('https://maps.example/site.json', undefined, undefined, load, fails))).toBe(true);
    const drawsNothing: ApplyStyle = async () => undefined;
    expect(offline(await createBasemapLayer('https://maps.example/site.json', undefined, undefined, load, drawsNothing))).toBe(true);
  });

  it('falls back at once, without applying the style, when a vector source’s TileJSON cannot be read', async () => {
    const applyStyle = jest.fn(drawsTiles);
    const named = { ...style, sources: { site: { type: 'vector', url: 'https://maps.example/site-tiles.json' } } };
    const load = jest.fn(async (url: string) => (url.endsWith('style.json') ? named : Promise.reject(new Error('HTTP 401'))));
    expect(offline(await createBasemapLayer('https://maps.example/style.json', undefined, undefined, load, applyStyle))).toBe(true);
    expect(load).toHaveBeenCalledWith('https://maps.example/site-tiles.json');
    expect(applyStyle).not.toHaveBeenCalled();
  });

  it('falls back when the style never finishes setting up its sources', async () => {
    jest.useFakeTimers();
    try {
      const hangs: ApplyStyle = () => new Promise(() => undefined);
      const layer = createBasemapLayer('https://maps.example/site.json', undefined, undefined, load, hangs);
      await jest.advanceTimersByTimeAsync(VECTOR_STYLE_TIMEOUT_MS);
      jest.useRealTimers();
      expect(offline(await layer)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives way to the offline basemap when every vector tile fails, not after one has loaded', async () => {
    const unavailable = jest.fn();
    const source = vectorSource(await createBasemapLayer('https://maps.example/site.json', undefined, unavailable, load, drawsTiles));
    for (let i = 0; i < TILE_FAILURES_BEFORE_FALLBACK; i += 1) source.dispatchEvent('tileloaderror');
    expect(unavailable).toHaveBeenCalledTimes(1);

    const keeps = jest.fn();
    const loaded = vectorSource(await createBasemapLayer('https://maps.example/site.json', undefined, keeps, load, drawsTiles));
    loaded.dispatchEvent('tileloadend');
    for (let i = 0; i < 10; i += 1) loaded.dispatchEvent('tileloaderror');
    expect(keeps).not.toHaveBeenCalled();
  });
});
