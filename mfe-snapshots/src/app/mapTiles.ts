/**
 * The map tile source of this deployment (issue #23 defect 5): build settings `MAP_TILE_URL`
 * (an XYZ template `https://…/{z}/{x}/{y}.png` or a TileJSON URL `….json`, as a cloud maps
 * service supplies) and `MAP_TILE_ATTRIBUTION`. Unset, or when the tiles cannot be loaded, the
 * maps draw the offline basemap. Read like shared-core's build settings: the bundler replaces
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
