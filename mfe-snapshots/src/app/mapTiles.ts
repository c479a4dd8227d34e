/**
 * The map tile source of this deployment: build settings `MAP_TILE_URL`
 * (an XYZ template `https://…/{z}/{x}/{y}.png`, a TileJSON URL, or a Mapbox/MapLibre style URL
 * with raster or vector sources, as a cloud maps service supplies; vector styles are drawn by
 * ol-mapbox-style, loaded only then) and `MAP_TILE_ATTRIBUTION`. Unset, or when the style or
 * tiles cannot be loaded, the maps draw the offline basemap (with a small note when a setting
 * failed); shared-ui's map parses the setting (tileSource.ts). Read like shared-core's build settings: the bundler replaces
 * `process.env.X`; where nothing did, it is undefined.
 */
function setting(read: () => string | undefined): string | undefined {
  try {
    return read() || undefined;
  } catch {
    return undefined;
  }
}

export const MAP_TILES = Object.freeze({
  url: setting(() => process.env.MAP_TILE_URL),
  attribution: setting(() => process.env.MAP_TILE_ATTRIBUTION),
});
