import { isVectorStyle, parseTileSetting, rasterTilesOf, withVectorTileJson } from './tileSource';

describe('map tile setting (XYZ or style URL, offline basemap default and fallback)', () => {
  it('is the offline basemap when unset, blank or not a usable URL', () => {
    expect(parseTileSetting(undefined)).toEqual({ kind: 'offline' });
    expect(parseTileSetting('   ')).toEqual({ kind: 'offline' });
    expect(parseTileSetting('ftp://tiles.example/{z}/{x}/{y}.png')).toEqual({ kind: 'offline', refused: 'ftp://tiles.example/{z}/{x}/{y}.png' });
    expect(parseTileSetting('javascript:alert(1)//{z}/{x}/{y}')).toMatchObject({ kind: 'offline' });
    // A relative path with neither placeholders nor a JSON document is no tile source.
    expect(parseTileSetting('/tiles/map')).toMatchObject({ kind: 'offline' });
    expect(parseTileSetting('not a url')).toMatchObject({ kind: 'offline' });
  });

  it('takes XYZ templates, with subdomains and a flipped y', () => {
    expect(parseTileSetting(' https://tile.example/{z}/{x}/{y}.png ')).toEqual({ kind: 'xyz', url: 'https://tile.example/{z}/{x}/{y}.png' });
    expect(parseTileSetting('https://{a-c}.tile.example/{z}/{x}/{-y}.png?key=k')).toEqual({ kind: 'xyz', url: 'https://{a-c}.tile.example/{z}/{x}/{-y}.png?key=k' });
    expect(parseTileSetting('/tiles/{z}/{y}/{x}.webp')).toEqual({ kind: 'xyz', url: '/tiles/{z}/{y}/{x}.webp' });
  });

  it('takes a .json URL, or an absolute style URL without extension, as a TileJSON or style document', () => {
    expect(parseTileSetting('https://maps.example/styles/streets/style.json?key=k')).toEqual({ kind: 'json', url: 'https://maps.example/styles/streets/style.json?key=k' });
    expect(parseTileSetting('https://tiles.example/styles/liberty')).toEqual({ kind: 'json', url: 'https://tiles.example/styles/liberty' });
    expect(parseTileSetting('/map/style.json')).toEqual({ kind: 'json', url: '/map/style.json' });
  });

  it('tells a style with vector tile sources (drawn by ol-mapbox-style) from raster styles and TileJSON', () => {
    const layers = [{ id: 'land', type: 'fill', source: 'roads', 'source-layer': 'land' }];
    expect(isVectorStyle({ version: 8, sources: { roads: { type: 'vector', url: 'https://v.example/roads.json' } }, layers })).toBe(true);
    expect(isVectorStyle({ version: 8, sources: { roads: { type: 'vector', tiles: ['https://v.example/{z}/{x}/{y}.pbf'] } }, layers })).toBe(true);
    // Vector and raster sources together: the style renderer draws both.
    expect(
      isVectorStyle({ version: 8, sources: { sat: { type: 'raster', tiles: ['https://r.example/{z}/{x}/{y}.jpg'] }, roads: { type: 'vector', url: 'https://v.example/r.json' } }, layers }),
    ).toBe(true);
    // Raster-only styles and TileJSON keep the raster path.
    expect(isVectorStyle({ version: 8, sources: { sat: { type: 'raster', tiles: ['https://r.example/{z}/{x}/{y}.jpg'] } }, layers })).toBe(false);
    expect(isVectorStyle({ tilejson: '2.2.0', tiles: ['https://t.example/{z}/{x}/{y}.pbf'] })).toBe(false);
    // Not a usable style: a vector source without tiles or URL, no layers, another version.
    expect(isVectorStyle({ version: 8, sources: { roads: { type: 'vector' } }, layers })).toBe(false);
    expect(isVectorStyle({ version: 8, sources: { roads: { type: 'vector', url: 'https://v.example/r.json' } } })).toBe(false);
    expect(isVectorStyle({ version: 7, sources: { roads: { type: 'vector', url: 'https://v.example/r.json' } }, layers })).toBe(false);
    expect(isVectorStyle('<html>')).toBe(false);
  });

  it('draws the tiles of a TileJSON, and the first raster source of a style (relative URLs resolved)', () => {
    expect(rasterTilesOf({ tilejson: '2.2.0', tiles: ['https://t.example/{z}/{x}/{y}.png'], attribution: '© Example', maxzoom: 19 }, 'https://t.example/a.json')).toEqual({
      tiles: ['https://t.example/{z}/{x}/{y}.png'],
      attribution: '© Example',
      maxZoom: 19,
    });
    const style = {
      version: 8,
      sources: {
        roads: { type: 'vector', url: 'https://v.example/roads.json' },
        satellite: { type: 'raster', tiles: ['/raster/{z}/{x}/{y}.jpg'], tileSize: 256, attribution: 'Sat' },
      },
      layers: [],
    };
    expect(rasterTilesOf(style, 'https://maps.example/styles/style.json')).toEqual({ tiles: ['https://maps.example/raster/{z}/{x}/{y}.jpg'], attribution: 'Sat', maxZoom: undefined });
    expect(rasterTilesOf({ version: 8, sources: { s: { type: 'raster', url: 'https://r.example/tiles.json' } } }, 'https://maps.example/style.json')).toMatchObject({
      tileJsonUrl: 'https://r.example/tiles.json',
    });
  });

  it('gives nothing to draw for a vector-only style or a document of another shape (the offline basemap shows)', () => {
    expect(rasterTilesOf({ version: 8, sources: { roads: { type: 'vector', url: 'https://v.example/roads.json' } }, layers: [] }, 'https://m.example/s.json')).toBeNull();
    expect(rasterTilesOf({ hello: 'world' }, 'https://m.example/s.json')).toBeNull();
    expect(rasterTilesOf('<html>', 'https://m.example/s.json')).toBeNull();
  });
});

describe('vector sources named by a TileJSON url (read before the style is applied)', () => {
  const style = {
    version: 8,
    sources: {
      site: { type: 'vector', url: '../tiles/site.json', maxzoom: 12 },
      inline: { type: 'vector', tiles: ['https://i.example/{z}/{x}/{y}.pbf'] },
      hosted: { type: 'vector', url: 'mapbox://mapbox.streets' },
      photo: { type: 'raster', url: 'https://r.example/sat.json' },
    },
    layers: [],
  };

  it('folds the TileJSON into the source, tiles made absolute against the TileJSON, the source’s own fields first', async () => {
    const load = jest.fn(async () => ({ tilejson: '3.0.0', tiles: ['v/{z}/{x}/{y}.pbf'], minzoom: 2, maxzoom: 14, attribution: '© Site' }));
    const read = await withVectorTileJson(style, 'https://maps.example/styles/site/style.json', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://maps.example/styles/tiles/site.json');
    expect((read.sources as Record<string, unknown>).site).toEqual({
      type: 'vector',
      tiles: ['https://maps.example/styles/tiles/v/{z}/{x}/{y}.pbf'],
      minzoom: 2,
      maxzoom: 12,
      attribution: '© Site',
    });
    // Inline tiles, mapbox:// sources and raster sources are left as they are.
    expect((read.sources as Record<string, unknown>).inline).toBe(style.sources.inline);
    expect((read.sources as Record<string, unknown>).hosted).toBe(style.sources.hosted);
    expect((read.sources as Record<string, unknown>).photo).toBe(style.sources.photo);
  });

  it('rejects when a TileJSON cannot be read or names no tiles (the offline basemap shows at once)', async () => {
    await expect(withVectorTileJson(style, 'https://maps.example/style.json', async () => Promise.reject(new Error('HTTP 403')))).rejects.toThrow('HTTP 403');
    await expect(withVectorTileJson(style, 'https://maps.example/style.json', async () => ({ tilejson: '3.0.0', tiles: [] }))).rejects.toThrow(/source site/);
  });
});
