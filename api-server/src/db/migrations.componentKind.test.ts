import { makeDataDir, removeDataDir } from '../testing/testServer';
import type { Database } from './Database';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

jest.setTimeout(60_000);

/**
 * Migration 070 on a database of before it: each existing
 * component takes the kind of most of its snapshots, the others leave it and stay as snapshots.
 */
describe('migration 070: one kind per component', () => {
  let db: Database;
  let dataDir: string;
  const before = loadMigrations().filter((m) => m.version < '070');

  beforeAll(async () => {
    dataDir = makeDataDir();
    db = await openPglite(dataDir);
    await migrate(db, before);
    await db.exec(`
      INSERT INTO users (id, username, email, password_hash) VALUES (1, 'ann', 'ann@example.com', 'x');
      INSERT INTO devices (id, serial, product_code, software_version, mac_address, totp_secret) VALUES (1, 'NLC99999', 'P', '3.0.0', '00:00', 's');
      INSERT INTO ownerships (id, device_id, user_id) VALUES (1, 1, 1);
    `);
    const kinds: Record<number, [string, string]> = {
      1: ['A1', 'leak'], 2: ['A1', 'leak'], 3: ['E1', 'pd'], 4: ['E2', 'pd'], 5: ['M1', 'mechanical'], 6: ['M1', 'mechanical'], 7: ['L1', 'other'], 8: ['L1', 'other'],
    };
    for (const [id, [type, kind]] of Object.entries(kinds)) {
      await db.query(
        `INSERT INTO snapshots (id, device_id, ownership_id, file_name, created_date, synced_date, device_analysis_type, kind, source_distance, meta)
         VALUES ($1, 1, 1, 'f.nlz', now(), now(), $2, $3, 1, '{}')`,
        [Number(id), type, kind],
      );
    }
    const components: Record<number, number[]> = {
      1: [1, 2, 3], // mostly leak
      2: [1, 4], // a tie: leak before pd
      3: [5, 6, 7], // mostly mechanical, with a sound level snapshot
      4: [], // no snapshots
      5: [8], // only a sound level snapshot, which no component follows
    };
    for (const [id, snapshots] of Object.entries(components)) {
      await db.query('INSERT INTO components (id, user_id, name) VALUES ($1, 1, $2)', [Number(id), `C${id}`]);
      for (const s of snapshots) await db.query('INSERT INTO component_snapshots (component_id, snapshot_id) VALUES ($1, $2)', [Number(id), s]);
    }
    expect(await migrate(db)).toEqual(loadMigrations().filter((m) => m.version >= '070').map((m) => m.version));
  });
  afterAll(async () => {
    await db?.close();
    removeDataDir(dataDir);
  });

  it('gives each component the kind of most of its snapshots, null without any it can follow', async () => {
    const { rows } = await db.query<{ id: number; kind: string | null }>('SELECT id, kind FROM components ORDER BY id');
    expect(rows).toEqual([
      { id: 1, kind: 'leak' },
      { id: 2, kind: 'leak' },
      { id: 3, kind: 'mechanical' },
      { id: 4, kind: null },
      { id: 5, kind: null },
    ]);
  });

  it('unlinks the snapshots of other kinds and keeps them as snapshots', async () => {
    const { rows } = await db.query<{ component_id: number; snapshot_id: number }>('SELECT component_id, snapshot_id FROM component_snapshots ORDER BY 1, 2');
    expect(rows.map((r) => [r.component_id, r.snapshot_id])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [3, 5],
      [3, 6],
    ]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM snapshots')).rows[0]!.n).toBe(8);
  });

  it('refuses a kind no component follows', async () => {
    await expect(db.query("UPDATE components SET kind = 'other' WHERE id = 4")).rejects.toMatchObject({ code: '23514' });
  });
});
