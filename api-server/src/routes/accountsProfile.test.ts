import type { FastifyInstance } from 'fastify';
import { changePasswordAnswerSchema, customerSettingsSchema, feedbackAnswerSchema, outboxMailSchema } from 'shared-domain/schemas';
import { z } from 'zod';
import { buildServer } from '../app';
import { openDatabase } from '../db/openDatabase';
import { SEED_PASSWORD } from '../seed';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';

jest.setTimeout(60_000);

const SHORT = 'This password is too short. It must contain at least 8 characters.';

const DEFAULTS = {
  color_scheme: 'LOCATION',
  currency_iso_code: 'USD',
  leak_size_unit: 'LPM',
  temperature_unit: 'CELSIUS',
  energy_cost_kwh: 0.15,
  co2_cost_kg_kwh: 0.4,
  leak_size_corr_factor: 1,
  source_distance_unit: 'METERS',
  leak_size_severity_low_lpmin: 5,
  leak_size_severity_high_lpmin: 15,
  init: false,
};

describe('signed-in account routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const bearer = new Map<string, string>();

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, devMode: true });
    for (const name of ['engineer', 'orgadmin', 'reseller', 'demo', 'staff']) bearer.set(name, `Bearer ${(await login(app, name)).access}`);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const as = (user: string | null): Record<string, string> => (user ? { authorization: bearer.get(user)! } : {});
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...as(user), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });

  describe('customer settings', () => {
    it('creates the defaults on first read, in the shape the viewer validates', async () => {
      const res = await call('GET', '/api/customer-settings/', 'engineer');
      expect(res.statusCode).toBe(200);
      expect(customerSettingsSchema.parse(res.json())).toEqual(DEFAULTS);
      expect(res.json()).toEqual(DEFAULTS);
      // Reading again changes nothing.
      expect((await call('GET', '/api/customer-settings/', 'engineer')).json()).toEqual(DEFAULTS);
    });

    it('saves a partial change, sets init and keeps it per user', async () => {
      const res = await call('PATCH', '/api/customer-settings/', 'engineer', {
        currency_iso_code: 'EUR',
        temperature_unit: 'FAHRENHEIT',
        energy_cost_kwh: 0.31,
        leak_size_corr_factor: -1.5,
        co2_cost_kg_kwh: 0,
        init: false,
        unknown_field: 'ignored',
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        ...DEFAULTS,
        currency_iso_code: 'EUR',
        temperature_unit: 'FAHRENHEIT',
        energy_cost_kwh: 0.31,
        leak_size_corr_factor: -1.5,
        co2_cost_kg_kwh: 0,
        init: true,
      };
      expect(customerSettingsSchema.parse(res.json())).toEqual(expected);
      expect((await call('GET', '/api/customer-settings/', 'engineer')).json()).toEqual(expected);

      // Another user's settings are untouched, and theirs are not engineer's.
      expect((await call('GET', '/api/customer-settings/', 'orgadmin')).json()).toEqual(DEFAULTS);
      await call('PATCH', '/api/customer-settings/', 'orgadmin', { color_scheme: 'STRENGTH' });
      expect((await call('GET', '/api/customer-settings/', 'engineer')).json()).toEqual(expected);
      expect((await call('GET', '/api/customer-settings/', 'orgadmin')).json()).toEqual({ ...DEFAULTS, color_scheme: 'STRENGTH', init: true });
    });

    it('marks settings as saved even for an empty change', async () => {
      const res = await call('PATCH', '/api/customer-settings/', 'staff', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...DEFAULTS, init: true });
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['zero energy cost', { energy_cost_kwh: 0 }, { energy_cost_kwh: ['Ensure this value is greater than 0.'] }],
      ['negative energy cost', { energy_cost_kwh: -2 }, { energy_cost_kwh: ['Ensure this value is greater than 0.'] }],
      ['null energy cost', { energy_cost_kwh: null }, { energy_cost_kwh: ['A valid number is required.'] }],
      ['zero correction', { leak_size_corr_factor: 0 }, { leak_size_corr_factor: ['The correction factor may not be zero.'] }],
      ['text correction', { leak_size_corr_factor: 'x' }, { leak_size_corr_factor: ['A valid number is required.'] }],
      ['negative co2', { co2_cost_kg_kwh: -0.1 }, { co2_cost_kg_kwh: ['Ensure this value is greater than or equal to 0.'] }],
      ['negative severity', { leak_size_severity_low_lpmin: -1 }, { leak_size_severity_low_lpmin: ['Ensure this value is greater than or equal to 0.'] }],
      ['unknown enum value', { leak_size_unit: 'lpmin' }, { leak_size_unit: ['"lpmin" is not a valid choice.'] }],
      ['unknown colour scheme', { color_scheme: 'RAINBOW' }, { color_scheme: ['"RAINBOW" is not a valid choice.'] }],
      ['feet in lower case', { source_distance_unit: 'feet' }, { source_distance_unit: ['"feet" is not a valid choice.'] }],
      ['lower-case currency', { currency_iso_code: 'eur' }, { currency_iso_code: ['Enter a valid 3-letter ISO 4217 currency code (e.g. USD).'] }],
      ['long currency', { currency_iso_code: 'EURO' }, { currency_iso_code: ['Enter a valid 3-letter ISO 4217 currency code (e.g. USD).'] }],
    ])('refuses %s with 400 and changes nothing', async (_case, patch, errors) => {
      const before = (await call('GET', '/api/customer-settings/', 'reseller')).json();
      // A valid field next to the invalid one is not saved either.
      const res = await call('PATCH', '/api/customer-settings/', 'reseller', { temperature_unit: 'FAHRENHEIT', ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
      expect((await call('GET', '/api/customer-settings/', 'reseller')).json()).toEqual(before);
    });

    it('lets demo users read but not change settings', async () => {
      const read = await call('GET', '/api/customer-settings/', 'demo');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(DEFAULTS);
      const write = await call('PATCH', '/api/customer-settings/', 'demo', { currency_iso_code: 'EUR' });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ detail: expect.stringContaining('Demo accounts') });
      expect((await call('GET', '/api/customer-settings/', 'demo')).json()).toEqual(DEFAULTS);
    });

    it('answers 401 without a token and 400 to malformed JSON', async () => {
      for (const method of ['GET', 'PATCH'] as const) {
        const res = await call(method, '/api/customer-settings/', null, method === 'PATCH' ? {} : undefined);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
      }
      const bad = await call('PATCH', '/api/customer-settings/', 'engineer', '{"energy_cost_kwh": 1', { 'content-type': 'application/json' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/^JSON parse error/);
      const list = await call('PATCH', '/api/customer-settings/', 'engineer', '[1]', { 'content-type': 'application/json' });
      expect(list.statusCode).toBe(400);
      expect(list.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    });
  });

  describe('change password', () => {
    const change = (user: string | null, body: unknown) => call('POST', '/api/change_password/', user, body);

    it('needs every field', async () => {
      const res = await change('orgadmin', { password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        old_password: ['This field is required.'],
        password: ['This field may not be blank.'],
        password2: ['This field is required.'],
      });
    });

    it('refuses a wrong old password, a mismatch and a short password', async () => {
      const wrong = await change('orgadmin', { old_password: 'nope', password: 'new password 1', password2: 'new password 1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ old_password: ['Wrong password.'] });

      const mismatch = await change('orgadmin', { old_password: SEED_PASSWORD, password: 'new password 1', password2: 'new password 2' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ password: ["Password fields didn't match."] });

      const short = await change('orgadmin', { old_password: SEED_PASSWORD, password: 'short', password2: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ password: [SHORT] });

      // Nothing changed.
      await login(app, 'orgadmin');
    });

    it('changes the password: the new one signs in, the old one no longer does', async () => {
      const res = await change('orgadmin', { old_password: SEED_PASSWORD, password: 'new password 1', password2: 'new password 1' });
      expect(res.statusCode).toBe(200);
      expect(changePasswordAnswerSchema.parse(res.json())).toEqual({ detail: 'Password changed.' });
      await login(app, 'orgadmin', 'new password 1');
      const old = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'orgadmin', password: SEED_PASSWORD } });
      expect(old.statusCode).toBe(401);
    });

    it('is refused to demo users (403) and without a token (401)', async () => {
      const demo = await change('demo', { old_password: SEED_PASSWORD, password: 'new password 1', password2: 'new password 1' });
      expect(demo.statusCode).toBe(403);
      expect(demo.json()).toEqual({ detail: 'Demo accounts cannot change the password.' });
      await login(app, 'demo');
      expect((await change(null, {})).statusCode).toBe(401);
    });

    it('answers 400 to malformed JSON', async () => {
      const res = await call('POST', '/api/change_password/', 'engineer', '{', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('feedback', () => {
    it('stores non-empty text and answers {success: true}', async () => {
      const res = await call('POST', '/api/feedback/', 'engineer', { content: '  Great viewer!  ' });
      expect(res.statusCode).toBe(200);
      expect(feedbackAnswerSchema.parse(res.json())).toEqual({ success: true });
    });

    it('refuses empty or missing text, and callers without a token', async () => {
      const blank = await call('POST', '/api/feedback/', 'engineer', { content: ' \n ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ content: ['This field may not be blank.'] });
      expect((await call('POST', '/api/feedback/', 'engineer', {})).json()).toEqual({ content: ['This field is required.'] });
      expect((await call('POST', '/api/feedback/', 'engineer', '{x', { 'content-type': 'application/json' })).statusCode).toBe(400);
      expect((await call('POST', '/api/feedback/', null, { content: 'hi' })).statusCode).toBe(401);
    });
  });

  describe('client log', () => {
    const log = (query: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/log-client/${query}`, headers });

    it('records a line with or without a (valid or invalid) token', async () => {
      for (const headers of [{}, as('engineer'), { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }]) {
        const res = await log(`?errorStr=${encodeURIComponent('TypeError: x is undefined')}`, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true });
      }
    });

    it('refuses a missing or blank errorStr', async () => {
      const missing = await log('');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ errorStr: ['This field is required.'] });
      expect((await log('?errorStr=%20')).json()).toEqual({ errorStr: ['This field may not be blank.'] });
    });
  });

  it('puts the default viewer address (http://localhost:3000) in mailed links', async () => {
    await app.inject({ method: 'POST', url: '/auth/users/', payload: { email: 'gina@example.org', username: 'gina@example.org', password: 'long-enough-1' } });
    const mails = z.array(outboxMailSchema).parse((await app.inject({ method: 'GET', url: '/dev/outbox' })).json());
    const mail = mails.find((m) => m.to_address === 'gina@example.org')!;
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/#\/activate\/[\w-]+\/[\w-]+/);
  });
});

describe('persistence of feedback and client log lines', () => {
  it('keeps the text, the user and at most 4000 characters of a client line', async () => {
    const dataDir = await seededDataDir();
    try {
      const app = await buildServer({ dataDir });
      const { access } = await login(app, 'engineer');
      const auth = { authorization: `Bearer ${access}` };
      await app.inject({ method: 'POST', url: '/api/feedback/', headers: auth, payload: { content: '  Needs dark mode ' } });
      await app.inject({ method: 'GET', url: `/api/log-client/?errorStr=${'e'.repeat(5000)}`, headers: auth });
      await app.inject({ method: 'GET', url: '/api/log-client/?errorStr=anonymous', headers: { 'user-agent': 'jest' } });
      await app.close();

      const db = await openDatabase({ dataDir });
      try {
        const feedback = await db.query<{ user_id: number; content: string; username: string }>(
          'SELECT f.user_id, f.content, u.username FROM feedback f JOIN users u ON u.id = f.user_id',
        );
        expect(feedback.rows).toEqual([{ user_id: expect.any(Number), content: 'Needs dark mode', username: 'engineer' }]);
        const lines = await db.query<{ user_id: number | null; len: number; user_agent: string | null }>(
          'SELECT user_id, length(error_str) AS len, user_agent FROM client_log ORDER BY id',
        );
        expect(lines.rows).toEqual([
          { user_id: feedback.rows[0]!.user_id, len: 4000, user_agent: 'lightMyRequest' },
          { user_id: null, len: 9, user_agent: 'jest' },
        ]);
      } finally {
        await db.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
