import { createTileLayer, TILE_FAILURES_BEFORE_FALLBACK } from './basemapLayer';

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
