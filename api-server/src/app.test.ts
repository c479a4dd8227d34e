import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { verifyPassword } from './auth/password';
import { openDatabase } from './db/openDatabase';
import { enqueueMail } from './db/outbox';
import type { UserRow } from './db/users';
import { SEED_PASSWORD, SEED_USERS } from './seed';
import { makeDataDir, removeDataDir, seededDataDir } from './testing/testServer';

jest.setTimeout(30_000);

describe('server basics', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('answers /health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 404 Not found. to unknown routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('hides /dev/outbox outside dev mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('allows CORS from any localhost port with the viewer headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/me/',
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,accept-language,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toBe('authorization, accept-language, content-type, x-edition');
  });

  it('does not allow CORS from other origins', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('database and seed', () => {
  // Two full seeds: about 15 s on a quiet machine, more than 30 s while other suites load both cores.
  it('stores hashes, seeds once in a fixed order and records migrations', async () => {
    const dataDir = makeDataDir();
    try {
      // Two starts: the second must neither duplicate nor rewrite the seeded users.
      await (await buildServer({ dataDir })).close();
      await (await buildServer({ dataDir })).close();

      const db = await openDatabase({ dataDir });
      try {
        const { rows: users } = await db.query<UserRow>('SELECT * FROM users ORDER BY id');
        expect(users.map((u) => [u.id, u.username])).toEqual(SEED_USERS.map((s, i) => [i + 1, s.username]));
        const newcomer = users.find((u) => u.username === 'newcomer')!;
        expect(newcomer.has_accepted_terms).toBe(false);
        expect(users.filter((u) => u.has_accepted_terms)).toHaveLength(SEED_USERS.length - 1);
        for (const user of users) {
          expect(user.password_hash).not.toBe(SEED_PASSWORD);
          expect(user.password_hash).not.toContain(SEED_PASSWORD);
        }
        await expect(verifyPassword(SEED_PASSWORD, newcomer.password_hash)).resolves.toBe(true);

        const { rows: migrations } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        // Every migration file is recorded once, in order.
        const files = fs
          .readdirSync(path.join(__dirname, 'db', 'migrations'))
          .filter((f) => /^\d{3}_.*\.sql$/.test(f))
          .map((f) => f.slice(0, 3))
          .sort();
        expect(migrations.map((m) => m.version)).toEqual(files);
      } finally {
        await db.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  }, 120_000);

  it('lists the outbox newest first in dev mode', async () => {
    const dataDir = await seededDataDir();
    try {
      const db = await openDatabase({ dataDir });
      await enqueueMail(db, { to: 'a@example.com', subject: 'first', body: 'one' });
      await enqueueMail(db, { to: 'b@example.com', subject: 'second', body: 'two' });
      await db.close();

      const app = await buildServer({ dataDir, devMode: true });
      try {
        const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
        expect(res.statusCode).toBe(200);
        const rows = res.json<{ subject: string; to_address: string; body: string; id: number; created_at: string }[]>();
        expect(rows.map((r) => r.subject)).toEqual(['second', 'first']);
        expect(rows[0]).toMatchObject({ to_address: 'b@example.com', body: 'two', id: expect.any(Number), created_at: expect.any(String) });
      } finally {
        await app.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
