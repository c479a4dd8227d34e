import { markerRadius, MAX_MARKER_RADIUS_PX, MIN_MARKER_RADIUS_PX } from './markerRadius';

describe('markerRadius', () => {
  it.each([
    [undefined, MIN_MARKER_RADIUS_PX],
    [0, MIN_MARKER_RADIUS_PX],
    [1, 7],
    [2, 10],
    [8, 16],
    [1_000_000, MAX_MARKER_RADIUS_PX],
  ])('count %p gives %p px', (count, radius) => {
    expect(markerRadius(count)).toBeCloseTo(radius);
  });
});
