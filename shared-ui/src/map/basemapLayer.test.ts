import { createBasemapLayer, createTileLayer, isOfflineLayer, TILE_FAILURES_BEFORE_FALLBACK } from './basemapLayer';

describe('tile source with the offline basemap as fallback (issue #23 defect 5)', () => {
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

  it('is the offline basemap without a setting, with a refused one, and when a style has no raster source or cannot be read', async () => {
    expect(offline(await createBasemapLayer(undefined))).toBe(true);
    expect(offline(await createBasemapLayer('not a url'))).toBe(true);
    const vectorOnly = jest.fn(async () => ({ version: 8, sources: { roads: { type: 'vector', url: 'https://v.example/r.json' } } }));
    expect(offline(await createBasemapLayer('https://maps.example/style.json', undefined, undefined, vectorOnly))).toBe(true);
    expect(vectorOnly).toHaveBeenCalledWith('https://maps.example/style.json');
    const down = jest.fn(async () => Promise.reject(new Error('offline')));
    expect(offline(await createBasemapLayer('https://maps.example/style.json', undefined, undefined, down))).toBe(true);
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
