import type { FastifyInstance } from 'fastify';
import { placesSchema, type Places } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { hashPassword } from '../auth/password';
import { openDatabase } from '../db/openDatabase';
import { insertLocationCluster, insertSnapshots, type LocatedSnapshot, type NewSnapshot } from '../db/snapshots';
import { ensureOwnership, upsertDevice } from '../db/snapshotsDevices';
import { insertUserIfAbsent } from '../db/users';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';
import { placesClusters, placesRoutes, placesWindowStart } from './places';

jest.setTimeout(60_000);

const PASSWORD = 'places-test-1';
const PLANT = { latitude: 52.0907, longitude: 5.1214 };
const DEPOT = { latitude: 51.9225, longitude: 4.4792 };

type Seeded = { ann: Record<string, number>; bob: Record<string, number>; plant: number; depot: number };

/** A located (or not) leak snapshot with every other column at a neutral value. */
function snapshot(
  owner: { device_id: number; ownership_id: number },
  key: string,
  created: string,
  at: { latitude: number; longitude: number } | null,
  clusterId: number | null,
): NewSnapshot {
  return {
    ...owner,
    file_name: `${key}.nlz`,
    label: key,
    comments: '',
    tags: [],
    starred: false,
    fixed: false,
    fixed_date: null,
    created_date: created,
    synced_date: created,
    device_analysis_type: 'A1',
    kind: 'leak',
    analysis_time: 0,
    dynamicrange_lin: null,
    source_distance: 5,
    meta: {},
    gas: null,
    leak_size_lpm: null,
    leak_cost: null,
    leak_detected: null,
    leak_inf: null,
    severity_min: null,
    severity_max: null,
    pd_top_class: null,
    pd_classification: null,
    mech: null,
    mech_possible_fault: null,
    level_min_db: null,
    level_max_db: null,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    cluster_id: clusterId,
    picture_blob_id: null,
    thumbnail_blob_id: null,
    heatmap_blob_id: null,
    heatmap_still_blob_id: null,
    signal_blob_id: null,
    signal_rate_hz: 62500,
    movie_exists: false,
    seed_key: `places-test-${key}`,
  };
}

/** Two users with a camera each; ann's snapshots at a plant and a depot, bob's one at the plant. */
async function seedPlaces(dataDir: string): Promise<Seeded> {
  const db = await openDatabase({ dataDir });
  try {
    const owner = async (username: string, serial: string) => {
      const user = (await insertUserIfAbsent(db, {
        username,
        email: `${username}@example.com`,
        password_hash: await hashPassword(PASSWORD),
        has_accepted_terms: true,
      }))!;
      const device = await upsertDevice(db, {
        serial,
        product_code: 'ACX-L200',
        product_description: '',
        nickname: '',
        software_version: '3.2.1',
        configuration_id: '',
        hardware_sd: '',
        mac_address: '70:B3:D5:00:00:01',
        wifi: '',
        status: 'OFFLINE',
        last_seen_online: null,
        warranty_end_date: null,
        mic_revision: '1.0.1',
        is_si2: false,
        allowed_to_update: true,
        totp_secret: 'A'.repeat(32),
      });
      const ownership = await ensureOwnership(db, device.id, user.id, '2026-01-01T00:00:00Z');
      return { device_id: device.id, ownership_id: ownership.id };
    };
    const ann = await owner('places-ann', 'PLC0001');
    const bob = await owner('places-bob', 'PLC0002');
    const plant = await insertLocationCluster(db, PLANT.latitude, PLANT.longitude);
    const depot = await insertLocationCluster(db, DEPOT.latitude, DEPOT.longitude);
    await insertSnapshots(db, [
      snapshot(ann, 'a1', '2026-02-01T08:00:00Z', PLANT, plant),
      snapshot(ann, 'a2', '2026-03-05T10:00:00Z', DEPOT, depot),
      snapshot(ann, 'a3', '2026-03-10T09:00:00Z', { latitude: 52.092, longitude: 5.123 }, plant),
      snapshot(ann, 'a4', '2026-03-10T11:00:00Z', { latitude: 52.0895, longitude: 5.12 }, plant),
      snapshot(ann, 'a5', '2026-03-09T12:00:00Z', null, null),
      snapshot(ann, 'a6', '2026-03-11T12:00:00Z', PLANT, plant),
      snapshot(bob, 'b1', '2026-03-12T08:00:00Z', PLANT, plant),
    ]);
    // a6 is deleted (inactive): invisible, and not the newest either.
    await db.query("UPDATE snapshots SET active = false WHERE seed_key = 'places-test-a6'");
    const { rows } = await db.query<{ id: number; seed_key: string }>("SELECT id, seed_key FROM snapshots WHERE seed_key LIKE 'places-test-%'");
    const ids = Object.fromEntries(rows.map((r) => [r.seed_key.slice('places-test-'.length), r.id]));
    const pick = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, ids[k]!]));
    return { ann: pick(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']), bob: pick(['b1']), plant, depot };
  } finally {
    await db.close();
  }
}

describe('GET /api/snapshots/locations/ (places dialog, spec 000 section 2)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let seeded: Seeded;
  let annToken: string;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    await (await buildServer({ dataDir })).close();
    seeded = await seedPlaces(dataDir);
    app = await buildServer({ dataDir });
    annToken = (await login(app, 'places-ann', PASSWORD)).access;
  });
  afterAll(async () => {
    await app?.close();
    removeDataDir(dataDir);
  });

  const get = (query: string, token: string | null = annToken) =>
    app.inject({ method: 'GET', url: `/api/snapshots/locations/${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const places = async (query: string, token?: string): Promise<Places> => {
    const res = await get(query, token);
    expect(res.statusCode).toBe(200);
    return placesSchema.parse(res.json());
  };

  it('answers clusters and routes of all time, newest first', async () => {
    const { ann, plant, depot } = seeded;
    const body = await places('?days=365000');
    expect(body.newest).toBe('2026-03-10T11:00:00.000Z');
    expect(body.clusters).toEqual([
      {
        id: plant,
        latitude: expect.closeTo(52.0907, 3),
        longitude: expect.closeTo(5.1215, 3),
        count: 3,
        visitDates: ['2026-03-10', '2026-02-01'],
        snapshotIds: [ann.a1, ann.a3, ann.a4],
      },
      { id: depot, ...DEPOT, count: 1, visitDates: ['2026-03-05'], snapshotIds: [ann.a2] },
    ]);
    expect(body.routes.map((r) => [r.date, r.count, r.points.map((p) => p.snapshotId)])).toEqual([
      ['2026-03-10', 2, [ann.a3, ann.a4]],
      ['2026-03-05', 1, [ann.a2]],
      ['2026-02-01', 1, [ann.a1]],
    ]);
    expect(body.routes[0]!.points[0]).toEqual({ latitude: 52.092, longitude: 5.123, created_date: '2026-03-10T09:00:00.000Z', snapshotId: ann.a3 });
  });

  it('defaults to all time without days', async () => {
    expect(await places('')).toEqual(await places('?days=365000'));
  });

  it.each([
    ['0', ['2026-03-10'], [2]],
    ['7', ['2026-03-10', '2026-03-05'], [2, 1]],
    ['30', ['2026-03-10', '2026-03-05'], [2, 1]],
    ['365000', ['2026-03-10', '2026-03-05', '2026-02-01'], [3, 1]],
  ])('days=%s narrows to the window back from the newest snapshot', async (days, routeDates, clusterCounts) => {
    const body = await places(`?days=${days}`);
    expect(body.newest).toBe('2026-03-10T11:00:00.000Z');
    expect(body.routes.map((r) => r.date)).toEqual(routeDates);
    expect(body.clusters.map((c) => c.count)).toEqual(clusterCounts);
  });

  it('shows each user only their own snapshots', async () => {
    const bob = (await login(app, 'places-bob', PASSWORD)).access;
    const body = await places('?days=0', bob);
    expect(body.newest).toBe('2026-03-12T08:00:00.000Z');
    expect(body.clusters).toEqual([{ id: seeded.plant, ...PLANT, count: 1, visitDates: ['2026-03-12'], snapshotIds: [seeded.bob.b1] }]);
  });

  it('answers nothing for a user without snapshots', async () => {
    const newcomer = (await login(app, 'newcomer')).access;
    expect(await places('?days=7', newcomer)).toEqual({ newest: null, clusters: [], routes: [] });
  });

  it('requires a bearer token', async () => {
    const res = await get('?days=7', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it.each(['abc', '-1', '1.5', '', '365001', '9999999'])('refuses days=%p with 400', async (days) => {
    const res = await get(`?days=${encodeURIComponent(days)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ days: [expect.any(String)] });
  });
});

describe('places computation', () => {
  const at = (id: number, created: string, latitude: number, longitude: number, cluster_id: number | null): LocatedSnapshot => ({
    id,
    cluster_id,
    latitude,
    longitude,
    created_date: new Date(created),
  });

  it.each([
    ['2026-03-10T23:59:00Z', 0, '2026-03-10T00:00:00.000Z'],
    ['2026-03-10T00:00:00Z', 7, '2026-03-03T00:00:00.000Z'],
    ['2026-03-10T11:00:00Z', 30, '2026-02-08T00:00:00.000Z'],
  ])('a window from %s of %i days starts %s', (newest, days, start) => {
    expect(placesWindowStart(new Date(newest), days).toISOString()).toBe(start);
  });

  it('clusters within 1 km (spec 000 section 9) and names a cluster by its stored id', () => {
    const clusters = placesClusters([
      at(1, '2026-03-01T10:00:00Z', 52, 5, 40),
      at(2, '2026-03-02T10:00:00Z', 52.005, 5, 40), // 0.56 km north: same cluster
      at(3, '2026-03-02T11:00:00Z', 52.02, 5, 41), // 2.2 km: another one
    ]);
    // Both last visited on 2 March: the larger first.
    expect(clusters.map((c) => [c.id, c.snapshotIds])).toEqual([
      [40, [1, 2]],
      [41, [3]],
    ]);
  });

  it('merges engine clusters of one stored cluster and numbers unstored ones negatively', () => {
    const clusters = placesClusters([
      at(1, '2026-03-01T10:00:00Z', 52, 5, 7),
      at(2, '2026-03-01T11:00:00Z', 52.015, 5, 7), // 1.7 km apart, but stored in cluster 7 too
      at(3, '2026-03-01T12:00:00Z', 10, 10, null),
    ]);
    expect(clusters.map((c) => [c.id, c.count, c.snapshotIds])).toEqual([
      [7, 2, [1, 2]],
      [-3, 1, [3]],
    ]);
    expect(clusters[0]!.latitude).toBeCloseTo(52.0075);
  });

  it('routes one day at a time in time order', () => {
    const routes = placesRoutes([
      at(2, '2026-03-01T12:00:00Z', 1, 1, null),
      at(1, '2026-03-01T08:00:00Z', 2, 2, null),
      at(3, '2026-03-02T08:00:00Z', 3, 3, null),
    ]);
    expect(routes.map((r) => [r.date, r.points.map((p) => p.snapshotId)])).toEqual([
      ['2026-03-02', [3]],
      ['2026-03-01', [1, 2]],
    ]);
  });
});
