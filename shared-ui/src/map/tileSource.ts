/**
 * The deployment's map tile setting, parsed. A setting is one URL:
 * - empty or unset: the offline basemap (Natural Earth countries, no network);
 * - an XYZ template (`https://…/{z}/{x}/{y}.png`, also `{-y}` and `{a-c}` subdomains): raster tiles;
 * - a `.json` URL, or any absolute http(s) URL without placeholders (style URLs such as
 *   `https://tiles.example/styles/liberty` have no extension): a TileJSON document (raster tiles)
 *   or a Mapbox/MapLibre style document (`version: 8`, as cloud map services hand out), raster
 *   or vector; which it is, is known once it is read.
 * Anything else (another scheme, a relative path that is neither, not a URL) is refused and the
 * offline basemap shows, so a typo never leaves a user without a map.
 */
export type TileSetting = { kind: 'offline'; refused?: string } | { kind: 'xyz'; url: string } | { kind: 'json'; url: string };

const XYZ_PLACEHOLDERS = /\{z\}.*\{x\}.*\{-?y\}|\{z\}.*\{-?y\}.*\{x\}/;

export function parseTileSetting(raw: string | undefined): TileSetting {
  const value = raw?.trim() ?? '';
  if (!value) return { kind: 'offline' };
  let url: URL;
  try {
    // Placeholders are not valid in a URL's host ({a-c}.tile…): parse with them replaced.
    url = new URL(value.replace(/\{[^}]*\}/g, 'x'), 'http://relative.invalid');
  } catch {
    return { kind: 'offline', refused: value };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'offline', refused: value };
  if (XYZ_PLACEHOLDERS.test(value)) return { kind: 'xyz', url: value };
  if (/\.json$/i.test(url.pathname) || /^https?:\/\//i.test(value)) return { kind: 'json', url: value };
  return { kind: 'offline', refused: value };
}

/** The raster tiles a JSON document describes, or null when it holds none this map can draw. */
export interface RasterTiles {
  /** XYZ templates (several for load sharing; the first is used), or a TileJSON URL. */
  tiles?: string[];
  tileJsonUrl?: string;
  attribution?: string;
  maxZoom?: number;
}

type Json = Record<string, unknown>;
/** A URL (template) made absolute against the document that names it, its `{placeholders}` kept. */
const resolveTemplate = (href: string, base: string) =>
  new URL(href.replace(/\{/g, '%7B').replace(/\}/g, '%7D'), base).href.replace(/%7B/g, '{').replace(/%7D/g, '}');
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Whether a fetched document is a Mapbox/MapLibre style with vector tile sources (MapTiler,
 * Stadia, OpenFreeMap and the like): such a style is drawn by ol-mapbox-style, loaded only then.
 * Raster-only styles keep the plain raster path of {@link rasterTilesOf}.
 */
export function isVectorStyle(document: unknown): document is Json & { version: 8; sources: Json; layers: unknown[] } {
  if (!isObject(document) || document.version !== 8 || !isObject(document.sources) || !Array.isArray(document.layers)) return false;
  return Object.values(document.sources).some((source) => isObject(source) && source.type === 'vector' && (typeof source.url === 'string' || strings(source.tiles).length > 0));
}

/**
 * Reads a fetched `.json` tile document: a TileJSON (`tiles`) gives its templates; a style
 * (`version: 8`, `sources`) gives its first raster source (`type: "raster"`, by `tiles` or a
 * TileJSON `url`). A style of vector sources only gives null (see {@link isVectorStyle}).
 */
export function rasterTilesOf(document: unknown, documentUrl: string): RasterTiles | null {
  if (!isObject(document)) return null;
  const resolve = (href: string) => resolveTemplate(href, documentUrl);
  if (document.version === 8 && isObject(document.sources)) {
    for (const source of Object.values(document.sources)) {
      if (!isObject(source) || source.type !== 'raster') continue;
      const tiles = strings(source.tiles).map(resolve);
      const attribution = typeof source.attribution === 'string' ? source.attribution : undefined;
      const maxZoom = typeof source.maxzoom === 'number' ? source.maxzoom : undefined;
      if (tiles.length) return { tiles, attribution, maxZoom };
      if (typeof source.url === 'string' && /^https?:/.test(resolve(source.url))) return { tileJsonUrl: resolve(source.url), attribution, maxZoom };
    }
    return null;
  }
  const tiles = strings(document.tiles).map(resolve);
  if (!tiles.length) return null;
  return {
    tiles,
    attribution: typeof document.attribution === 'string' ? document.attribution : undefined,
    maxZoom: typeof document.maxzoom === 'number' ? document.maxzoom : undefined,
  };
}

/** TileJSON fields a style source takes over when it names its tiles by a TileJSON `url`. */
const TILEJSON_FIELDS = ['minzoom', 'maxzoom', 'bounds', 'attribution', 'scheme', 'tileSize'];

/**
 * A vector style with the TileJSON of every vector source named by an http(s) `url` read and
 * folded into the source (`tiles` made absolute; the source's own fields win, as in MapLibre).
 * Rejects when such a TileJSON cannot be read or names no tiles: ol-mapbox-style would wait for
 * that source forever, this way the offline basemap shows at once. `mapbox://` sources are left
 * to the renderer.
 */
export async function withVectorTileJson(style: Json, styleUrl: string, load: (url: string) => Promise<unknown>): Promise<Json> {
  const sources = isObject(style.sources) ? style.sources : {};
  const entries = await Promise.all(
    Object.entries(sources).map(async ([id, source]): Promise<[string, unknown]> => {
      if (!isObject(source) || source.type !== 'vector' || typeof source.url !== 'string' || strings(source.tiles).length) return [id, source];
      const url = resolveTemplate(source.url, styleUrl);
      if (!/^https?:/.test(url)) return [id, source];
      const tileJson = await load(url);
      const tiles = isObject(tileJson) ? strings(tileJson.tiles).map((tile) => resolveTemplate(tile, url)) : [];
      if (!isObject(tileJson) || !tiles.length) throw new Error(`The tiles of source ${id} cannot be read`);
      const { url: _named, ...own } = source;
      const taken = Object.fromEntries(TILEJSON_FIELDS.filter((field) => field in tileJson).map((field) => [field, tileJson[field]]));
      return [id, { ...taken, ...own, tiles }];
    }),
  );
  return { ...style, sources: Object.fromEntries(entries) };
}
