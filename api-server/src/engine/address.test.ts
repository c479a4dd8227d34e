import { SEED_SITES, syntheticAddress } from './address';

describe('syntheticAddress', () => {
  it('names the seed site at its location', () => {
    const site = SEED_SITES[0]!;
    const address = syntheticAddress(site.latitude + 0.001, site.longitude);
    expect(address.place.Label).toBe(`${site.name}, ${site.municipality}, ${site.country}`);
    expect(address.site!.distanceKm).toBeLessThan(0.2);
  });

  it('names only the town between 5 and 50 km, and gives coordinates elsewhere', () => {
    expect(syntheticAddress(51.885 + 0.18, 4.287).place.Label).toBe('Near Rotterdam, Netherlands');
    expect(syntheticAddress(-33.9, 18.4)).toMatchObject({ place: { Label: '-33.90000, 18.40000', Municipality: null }, site: null });
    expect(syntheticAddress(Number.NaN, 0).place.Label).toBe('Unknown location');
  });
});
