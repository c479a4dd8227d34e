import fs from 'node:fs';
import { buildServer } from '../app';
import { login, makeDataDir, removeDataDir } from '../testing/testServer';
import { openDatabase } from './openDatabase';

// Runs only when a disposable PostgreSQL database is given (its `public` schema is dropped):
//   TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/scratch npx jest src/db/postgres
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

jest.setTimeout(30_000);

describeWithPostgres('PostgreSQL through DATABASE_URL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = makeDataDir();
  });
  afterAll(() => removeDataDir(dataDir));

  it('migrates, seeds, signs in and keeps data across restarts', async () => {
    const first = await buildServer({ databaseUrl: url, dataDir, fresh: true });
    const { access, refresh } = await login(first, 'newcomer');
    const auth = { authorization: `Bearer ${access}` };
    expect((await first.inject({ method: 'POST', url: '/api/accept-terms/', headers: auth })).statusCode).toBe(200);
    const rotated = await first.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(rotated.statusCode).toBe(200);
    expect((await first.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } })).statusCode).toBe(401);
    await first.close();

    const second = await buildServer({ databaseUrl: url, dataDir });
    try {
      const me = await second.inject({ method: 'GET', url: '/api/me/', headers: auth });
      expect(me.json()).toMatchObject({ username: 'newcomer', hasAcceptedTerms: true });
    } finally {
      await second.close();
    }
    // PGlite's directory was never touched.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('rolls back failed transactions and reports SQLSTATE codes', async () => {
    const db = await openDatabase({ databaseUrl: url, dataDir });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO outbox (to_address, subject, body) VALUES ('x@example.com', 's', 'b')");
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await db.query('SELECT count(*)::int AS n FROM outbox')).rows).toEqual([{ n: 0 }]);
      await expect(db.query("INSERT INTO users (username, email, password_hash) VALUES ('engineer', 'e@x', 'h')")).rejects.toMatchObject({
        code: '23505',
      });
    } finally {
      await db.close();
    }
  });
});
