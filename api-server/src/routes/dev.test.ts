import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../config';
import { onMailSent, type Mail } from '../mail';
import { formatConsoleMail } from '../mail/console';
import { login, startTestServer } from '../testing/testServer';
import { DEV_CLOCK_MAX_OFFSET_MS, isLoopbackAddress } from './dev';

jest.setTimeout(30_000);

describe('dev routes (no account takeover through /dev/outbox)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestServer({ devMode: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answer a loopback client that names this machine', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1', headers: { host: '[::1]:8000' } })).statusCode).toBe(200);
    const token = await app.inject({ method: 'GET', url: '/dev/pairing-token/NLC21050', remoteAddress: '::ffff:127.0.0.1', headers: { host: 'localhost:8000' } });
    expect(token.statusCode).toBe(200);
  });

  it.each<[string, { remoteAddress: string; headers?: Record<string, string> }]>([
    ['another machine', { remoteAddress: '192.168.1.20' }],
    ['another machine, IPv6', { remoteAddress: '2001:db8::1' }],
    ['a forged X-Forwarded-For from another machine', { remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } }],
    ['DNS rebinding (foreign Host on loopback)', { remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:8000' } }],
    ['a page of another site in a local browser', { remoteAddress: '127.0.0.1', headers: { origin: 'https://attacker.example' } }],
  ])('answer 404 to %s', async (_case, { remoteAddress, headers }) => {
    for (const url of ['/dev/outbox', '/dev/pairing-token/NLC21050']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('hides every registered /dev/ route, present and future, from other machines', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const dev = Object.entries(doc.paths).filter(([path]) => path.startsWith('/dev/'));
    expect(dev.length).toBeGreaterThanOrEqual(2);
    for (const [path, ops] of dev) {
      for (const method of Object.keys(ops)) {
        const res = await app.inject({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, 'NLC21050'), remoteAddress: '192.168.1.20', payload: method === 'get' ? undefined : {} });
        expect([method, path, res.statusCode]).toEqual([method, path, 404]);
      }
    }
  });

  it('moves the clock routes read (a shared link expires after 7 days) and resets it', async () => {
    const loopback = { remoteAddress: '127.0.0.1' } as const;
    const setClock = (offsetMs: unknown) => app.inject({ method: 'PUT', url: '/dev/clock', payload: { offsetMs }, ...loopback });
    const access = (await login(app, 'engineer')).access;
    const shared = await app.inject({ method: 'POST', url: '/api/shared/reports/', payload: { reportUrl: 'https://reports.example.com/r/7.pdf' }, headers: { authorization: `Bearer ${access}` } });
    expect(shared.statusCode).toBe(201);
    const read = async () => (await app.inject({ method: 'GET', url: `/api/shared/reports/${shared.json<{ id: string }>().id}/` })).json<Record<string, unknown>>();
    expect(await read()).toHaveProperty('url');
    try {
      const week = 7 * 24 * 3600 * 1000 + 60_000;
      const moved = await setClock(week);
      expect(moved.statusCode).toBe(200);
      const answer = moved.json<{ offsetMs: number; now: string }>();
      expect(answer.offsetMs).toBe(week);
      expect(Math.abs(new Date(answer.now).getTime() - (Date.now() + week))).toBeLessThan(5_000);
      expect((await app.inject({ method: 'GET', url: '/dev/clock', ...loopback })).json()).toMatchObject({ offsetMs: week });
      expect(await read()).toEqual({ expired: true });
      // The session keeps the real clock: the engineer is still signed in.
      expect((await app.inject({ method: 'GET', url: '/api/payment-tokens/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(200);
      // Bad offsets are refused with the field named.
      for (const bad of ['1', 1.5, DEV_CLOCK_MAX_OFFSET_MS + 1, undefined]) {
        const res = await setClock(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('offsetMs');
      }
      expect((await setClock(0)).json()).toMatchObject({ offsetMs: 0 });
      expect(await read()).toHaveProperty('url');
    } finally {
      await setClock(0);
    }
  });

  it('recognises loopback addresses only', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '', undefined, '1127.0.0.1', '::2'].some(isLoopbackAddress)).toBe(false);
  });
});

describe('development mail without dev routes', () => {
  it('is handed to the console listener with its link, as Django\'s console backend does', async () => {
    const app = await startTestServer();
    const mails: Mail[] = [];
    const stop = onMailSent((mail) => mails.push(mail));
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'PUT', url: '/dev/clock', payload: { offsetMs: 1 } })).statusCode).toBe(404);
      const res = await app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: 'engineer@example.com' } });
      expect(res.statusCode).toBe(204);
      expect(mails).toHaveLength(1);
      const text = formatConsoleMail(mails[0]!, new Date(Date.UTC(2026, 0, 2)));
      expect(text).toContain('To: engineer@example.com');
      expect(text).toContain('Subject: Reset your password');
      expect(text).toMatch(/http:\/\/localhost:3000\/#\/password\/reset\/confirm\/\w+\/[\w-]+/);
    } finally {
      stop();
      await app.close();
    }
  });

  it('is written to the console by default; dev routes need DEV=1 or --dev', () => {
    expect(readConfig({}, [])).toMatchObject({ devMode: false, mailToConsole: true });
    expect(readConfig({ MAIL_CONSOLE: '0' }, []).mailToConsole).toBe(false);
    expect(readConfig({ DEV: '1' }, []).devMode).toBe(true);
  });

  it('npm start (scripts/start.mjs) does not turn dev routes on by default', () => {
    const start = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'scripts', 'start.mjs'), 'utf8');
    expect(start).not.toMatch(/DEV:\s*process\.env\.DEV\s*\?\?\s*'1'/);
    expect(start).toMatch(/DEV: process\.env\.DEV === '1' \? '1' : ''/);
    expect(start).toMatch(/MAIL_CONSOLE: '1'/);
  });
});
