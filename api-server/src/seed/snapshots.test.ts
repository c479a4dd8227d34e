import type { Database } from '../db/Database';
import { openDatabase } from '../db/openDatabase';
import { listSnapshots } from '../db/snapshots';
import { findUserByUsername } from '../db/users';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { SEED_CAMERAS } from './devices';
import { SEED_UNPAIRED_CAMERAS } from './devicesCatalog';
import type { RecordingRecipe } from '../engine';
import { videoDurationS } from '../routes/snapshotsCommon';
import { SEED_SNAPSHOT_PLANS, seedHeatmapFrameCount, seedSnapshots } from './snapshots';
import { seedLargeSet } from './snapshotsLarge';
import { seedUsers } from './seedUsers';

jest.setTimeout(180_000);

describe('snapshot seed', () => {
  let db: Database;
  let dataDir: string;
  let firstRun: number;

  beforeAll(async () => {
    dataDir = makeDataDir();
    db = await openDatabase({ dataDir });
    await seedUsers(db);
    firstRun = await seedSnapshots(db);
  });
  afterAll(async () => {
    await db.close();
    removeDataDir(dataDir);
  });

  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

  it('inserts the planned snapshots once; later runs add nothing', async () => {
    expect(firstRun).toBe(SEED_SNAPSHOT_PLANS.reduce((n, p) => n + p.count, 0));
    expect(await seedSnapshots(db)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM snapshots')).toBe(firstRun);
    expect(await count('SELECT count(*)::int AS n FROM devices')).toBe(SEED_CAMERAS.length + SEED_UNPAIRED_CAMERAS.length);
  });

  it('does not bring back a deleted seeded snapshot', async () => {
    await db.query("UPDATE snapshots SET active = false WHERE seed_key = 'seed:demo:0'");
    expect(await seedSnapshots(db)).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM snapshots WHERE seed_key = 'seed:demo:0' AND NOT active")).toBe(1);
  });

  it('shares scene pictures and keeps per snapshot its whole recording (a recipe) and a heatmap frame every 2 s', async () => {
    expect(await count("SELECT count(DISTINCT picture_blob_id)::int AS n FROM snapshots")).toBeLessThanOrEqual(9);
    expect(await count("SELECT count(*)::int AS n FROM snapshots WHERE heatmap_blob_id IS NULL OR thumbnail_blob_id IS NULL")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM blobs WHERE kind = 'signal'")).toBe(0);
    // The recording lasts as long as the video: 4 s for an instant one, 8 to 47 s for a continuous one.
    const { rows } = await db.query<{ recipe: RecordingRecipe; duration: string; frames: number }>(
      `SELECT s.signal_recipe AS recipe, s.meta->>'duration' AS duration, get_byte(b.data, 4) + 256 * get_byte(b.data, 5) AS frames
       FROM snapshots s JOIN blobs b ON b.id = s.heatmap_blob_id WHERE s.seed_key LIKE 'seed:%'`,
    );
    expect(rows).toHaveLength(firstRun);
    for (const { recipe, duration, frames } of rows) {
      expect(recipe.durationS).toBe(videoDurationS({ duration }));
      expect(recipe.rateHz).toBe(62_500);
      expect(frames).toBe(seedHeatmapFrameCount(recipe.durationS));
    }
    const longest = Math.max(...rows.map((r) => r.recipe.durationS));
    expect(longest).toBeGreaterThan(30);
    expect(seedHeatmapFrameCount(4)).toBe(3);
    expect(seedHeatmapFrameCount(18)).toBe(10);
  });

  it('gives the organization camera to orgadmin and the Field Services group', async () => {
    const rows = await db.query<{ name: string; members: string[] }>(
      `SELECT g.name, array_agg(u.username ORDER BY u.username) AS members FROM groups g
       JOIN group_users gu ON gu.group_id = g.id JOIN users u ON u.id = gu.user_id GROUP BY g.id, g.name ORDER BY g.id`,
    );
    expect(rows.rows).toEqual([
      { name: 'Northwind Utilities', members: ['orgadmin'] },
      { name: 'Field Services', members: ['engineer'] },
    ]);
  });

  it('adds a large set of rows sharing the media, idempotently', async () => {
    const engineer = (await findUserByUsername(db, 'engineer'))!;
    const filters = { sort: 'created_date' as const, descending: true, page: 0, pageSize: 20 };
    const before = (await listSnapshots(db, engineer.id, filters)).count;
    const started = Date.now();
    expect(await seedLargeSet(db, { username: 'engineer', count: 2500, chunkSize: 1000 })).toBe(2500);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(60_000);
    expect(await seedLargeSet(db, { username: 'engineer', count: 2500 })).toBe(0);
    expect(await seedLargeSet(db, { username: 'engineer', count: 2600 })).toBe(100);
    const { count: after, rows } = await listSnapshots(db, engineer.id, { ...filters, sort: 'created_date', descending: false });
    expect(after).toBe(before + 2600);
    // The oldest rows are large-set rows, older than the seeded period.
    expect(rows[0]!.seed_key).toMatch(/^large:engineer:/);
    expect(await count("SELECT count(DISTINCT signal_blob_id)::int AS n FROM snapshots WHERE seed_key LIKE 'large:%'")).toBeLessThanOrEqual(firstRun);
    await expect(seedLargeSet(db, { username: 'newcomer', count: 10 })).rejects.toThrow(/no seeded snapshots/);
    await expect(seedLargeSet(db, { username: 'nobody', count: 10 })).rejects.toThrow(/no user/);
  });
});
