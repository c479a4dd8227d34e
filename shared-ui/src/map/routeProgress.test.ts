import { routeDurationMs, routeProgress, type Coordinate2 } from './routeProgress';

// Spec 000 section 9: the route animation takes 750 ms per segment.
const SEGMENT_MS = 750;
const route: Coordinate2[] = [
  [0, 0],
  [10, 0],
  [10, 20],
];

describe('routeProgress (750 ms per segment, spec 000 section 9)', () => {
  it.each<[number, Coordinate2[]]>([
    [0, [[0, 0], [0, 0]]],
    [375, [[0, 0], [5, 0]]],
    [750, [[0, 0], [10, 0], [10, 0]]],
    [1125, [[0, 0], [10, 0], [10, 10]]],
    [1500, route],
    [9999, route],
  ])('at %i ms draws %j', (elapsedMs, expected) => {
    expect(routeProgress(route, elapsedMs, SEGMENT_MS)).toEqual(expected);
  });

  it('returns a single stop as it is', () => {
    expect(routeProgress([[3, 4]], 100, SEGMENT_MS)).toEqual([[3, 4]]);
  });

  it('takes one segment time per segment', () => {
    expect(routeDurationMs(3, SEGMENT_MS)).toBe(1500);
    expect(routeDurationMs(1, SEGMENT_MS)).toBe(0);
    expect(routeDurationMs(0, SEGMENT_MS)).toBe(0);
  });
});
