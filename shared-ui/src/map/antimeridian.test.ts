import { unwrapGeometry, unwrapRing } from './antimeridian';

describe('unwrapRing', () => {
  it('moves the western part of a ring across the antimeridian east', () => {
    const fiji = [[178, -17], [180, -16], [-180, -16], [-179, -17], [178, -17]];
    expect(unwrapRing(fiji)).toEqual([[178, -17], [180, -16], [180, -16], [181, -17], [178, -17]]);
  });

  it('keeps rings that do not cross it', () => {
    const ring = [[4, 52], [5, 52], [5, 53], [4, 52]];
    expect(unwrapRing(ring)).toBe(ring);
  });

  it('keeps a ring around the pole (Antarctica)', () => {
    const pole = [[-180, -85], [-90, -80], [0, -78], [90, -80], [180, -85], [180, -90], [-180, -90], [-180, -85]];
    expect(unwrapRing(pole)).toBe(pole);
  });

  it('applies to every ring of a MultiPolygon', () => {
    const geometry = { type: 'MultiPolygon', coordinates: [[[[179, 1], [-179, 1], [179, 0], [179, 1]]]] };
    expect(unwrapGeometry(geometry).coordinates).toEqual([[[[179, 1], [181, 1], [179, 0], [179, 1]]]]);
  });
});
