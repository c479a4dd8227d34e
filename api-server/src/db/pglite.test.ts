import { makeDataDir, removeDataDir } from '../testing/testServer';
import type { Database } from './Database';
import { migrate } from './migrate';
import { openPglite } from './pglite';

jest.setTimeout(30_000);

describe('PGlite adapter', () => {
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    db = await openPglite(dataDir);
    await db.exec('CREATE TABLE t (a integer PRIMARY KEY, tags text[] NOT NULL DEFAULT \'{}\')');
  });
  afterAll(async () => {
    await db.close();
    removeDataDir(dataDir);
  });

  it('passes parameters and arrays both ways', async () => {
    await db.query('INSERT INTO t (a, tags) VALUES ($1, $2)', [1, ['x', 'y']]);
    const { rows } = await db.query<{ a: number; tags: string[] }>('SELECT * FROM t WHERE a = $1', [1]);
    expect(rows).toEqual([{ a: 1, tags: ['x', 'y'] }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (a) VALUES (2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (a) VALUES (3)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query<{ a: number }>('SELECT a FROM t ORDER BY a');
    expect(rows.map((r) => r.a)).toEqual([1, 2]);
  });

  it('reports PostgreSQL errors with their SQLSTATE code', async () => {
    await expect(db.query('INSERT INTO t (a) VALUES (1)')).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    // The connection is still usable after an error.
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('applies each migration once', async () => {
    const migrations = [{ version: '001', name: 'u', sql: 'CREATE TABLE u (id integer)' }];
    expect(await migrate(db, migrations)).toEqual(['001']);
    expect(await migrate(db, migrations)).toEqual([]);
  });

  it('leaves the schema untouched when a migration fails', async () => {
    const bad = [{ version: '002', name: 'bad', sql: 'CREATE TABLE v (id integer); SELECT nope;' }];
    await expect(migrate(db, bad)).rejects.toMatchObject({ code: '42703' });
    const { rows } = await db.query("SELECT to_regclass('v') AS v");
    expect(rows).toEqual([{ v: null }]);
  });
});
