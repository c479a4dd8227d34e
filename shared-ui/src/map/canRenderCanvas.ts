let cached: boolean | undefined;

/**
 * Whether this environment can draw a 2D canvas (OpenLayers needs one). False in jsdom, in
 * server rendering and in browsers with canvas disabled. Probed once, then remembered.
 */
export function canRenderCanvas(): boolean {
  if (cached !== undefined) return cached;
  try {
    cached =
      typeof document !== 'undefined' &&
      typeof HTMLCanvasElement !== 'undefined' &&
      typeof HTMLCanvasElement.prototype.getContext === 'function' &&
      document.createElement('canvas').getContext('2d') != null;
  } catch {
    cached = false;
  }
  return cached;
}
