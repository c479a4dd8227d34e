import { haversineKm } from './clusters';

/**
 * Deterministic synthetic addresses (`GET /api/snapshots/{id}/address/`, spec 000 §3 "Address
 * result has place.Label") from a small table of fictional demo sites, so no geocoding service is
 * needed. Seed data should place snapshots at these sites.
 */

/** A fictional demo site. */
export interface SeedSite {
  name: string;
  municipality: string;
  country: string;
  latitude: number;
  longitude: number;
  /** The scene that fits the site (leak, PD or mechanical demo data). */
  kind: 'pipes' | 'switchgear' | 'motor';
}

/** Demo sites (fictional names in real towns). */
export const SEED_SITES: readonly SeedSite[] = Object.freeze([
  { name: 'Plant 2 Compressor House', municipality: 'Espoo', country: 'Finland', latitude: 60.2055, longitude: 24.6559, kind: 'pipes' },
  { name: 'Riverside Substation', municipality: 'Helsinki', country: 'Finland', latitude: 60.21, longitude: 25.08, kind: 'switchgear' },
  { name: 'Mill Road Paper Mill', municipality: 'Oulu', country: 'Finland', latitude: 65.012, longitude: 25.465, kind: 'motor' },
  { name: 'Harbour Works', municipality: 'Rotterdam', country: 'Netherlands', latitude: 51.885, longitude: 4.287, kind: 'pipes' },
  { name: 'North Grid Switchyard', municipality: 'Eindhoven', country: 'Netherlands', latitude: 51.47, longitude: 5.41, kind: 'switchgear' },
  { name: 'Chemical Park Gate 4', municipality: 'Antwerp', country: 'Belgium', latitude: 51.28, longitude: 4.33, kind: 'pipes' },
  { name: 'Motor Test Bay', municipality: 'Gothenburg', country: 'Sweden', latitude: 57.7, longitude: 11.9, kind: 'motor' },
  { name: 'Bayside Refinery', municipality: 'Houston, TX', country: 'United States', latitude: 29.73, longitude: -95.13, kind: 'pipes' },
]);

/** Within this distance of a site the site's name is used, km. */
export const SITE_RADIUS_KM = 5;
/** Within this distance of a site only its town is named ("Near …"), km. */
export const TOWN_RADIUS_KM = 50;

/** Address result; `place.Label` is what the viewer shows. */
export interface SyntheticAddress {
  place: { Label: string; Municipality: string | null; Country: string | null };
  /** Nearest site within {@link TOWN_RADIUS_KM}, if any. */
  site: { name: string; distanceKm: number } | null;
  source: 'synthetic';
}

/**
 * Label for a location: the nearest seed site's "name, town, country" within 5 km, "Near town,
 * country" within 50 km, otherwise the coordinates ("60.20550, 24.65590"); "Unknown location" for
 * non-finite coordinates.
 */
export function syntheticAddress(latitude: number, longitude: number): SyntheticAddress {
  const coordinates = Number.isFinite(latitude) && Number.isFinite(longitude) ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : 'Unknown location';
  let nearest: { site: SeedSite; distanceKm: number } | null = null;
  if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
    for (const site of SEED_SITES) {
      const distanceKm = haversineKm({ latitude, longitude }, site);
      if (!nearest || distanceKm < nearest.distanceKm) nearest = { site, distanceKm };
    }
  }
  if (!nearest || nearest.distanceKm > TOWN_RADIUS_KM) {
    return { place: { Label: coordinates, Municipality: null, Country: null }, site: null, source: 'synthetic' };
  }
  const { site, distanceKm } = nearest;
  const Label = distanceKm <= SITE_RADIUS_KM ? `${site.name}, ${site.municipality}, ${site.country}` : `Near ${site.municipality}, ${site.country}`;
  return { place: { Label, Municipality: site.municipality, Country: site.country }, site: { name: site.name, distanceKm }, source: 'synthetic' };
}
