import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';

// A fresh seed hashes the demo passwords at scrypt N=2^17: slower on a busy machine.
jest.setTimeout(90_000);

describe('account routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  // A clock the tests move by hand to expire tokens.
  let clockMs = Date.UTC(2025, 0, 1);
  const now = () => clockMs;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, now });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const me = (access?: string) =>
    app.inject({ method: 'GET', url: '/api/me/', headers: access ? { authorization: `Bearer ${access}` } : {} });

  it('returns the claims and feature lists of the signed-in user', async () => {
    const { access } = await login(app, 'demo');
    const res = await me(access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: expect.any(Number),
      username: 'demo',
      email: 'demo@example.com',
      is_reseller: false,
      is_resellermanager: false,
      is_staff: false,
      is_demo: true,
      hasAcceptedTerms: true,
      userFeatures: [],
      organizationFeatures: [],
      cameraFeatures: [],
      organization: null,
    });
  });

  it('names the organization of a member and its features', async () => {
    const { access } = await login(app, 'orgadmin');
    const body = (await me(access)).json();
    expect(body.organization).toEqual({ id: expect.any(Number), name: 'Northwind Utilities' });
    expect(body.organizationFeatures).toContain('DataConnectNewKey');
  });

  it('shows terms not accepted for newcomer until accept-terms', async () => {
    const { access } = await login(app, 'newcomer');
    expect((await me(access)).json().hasAcceptedTerms).toBe(false);

    const accept = await app.inject({
      method: 'POST',
      url: '/api/accept-terms/',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ hasAcceptedTerms: true });
    expect((await me(access)).json().hasAcceptedTerms).toBe(true);
  });

  it('answers 401 not_authenticated without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    const accept = await app.inject({ method: 'POST', url: '/api/accept-terms/' });
    expect(accept.statusCode).toBe(401);
  });

  it('answers 401 token_not_valid to a forged or refresh token', async () => {
    const { refresh } = await login(app, 'engineer');
    expect((await me('not-a-jwt')).json()).toMatchObject({ code: 'token_not_valid' });
    const asAccess = await me(refresh);
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers 401 token_not_valid once the access token expires', async () => {
    const { access } = await login(app, 'engineer');
    clockMs += 299_000;
    expect((await me(access)).statusCode).toBe(200);
    clockMs += 2_000;
    const res = await me(access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('restart on the same data directory', () => {
  it('keeps users, accepted terms and the signing secret', async () => {
    const dataDir = await seededDataDir();
    try {
      const first = await buildServer({ dataDir });
      const { access } = await login(first, 'newcomer');
      const auth = { authorization: `Bearer ${access}` };
      await first.inject({ method: 'POST', url: '/api/accept-terms/', headers: auth });
      const before = (await first.inject({ method: 'GET', url: '/api/me/', headers: auth })).json();
      await first.close();

      const second = await buildServer({ dataDir });
      try {
        // The old token still verifies, so the secret persisted; the user id did not change.
        const after = await second.inject({ method: 'GET', url: '/api/me/', headers: auth });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual(before);
        expect(after.json().hasAcceptedTerms).toBe(true);
        await login(second, 'engineer');
      } finally {
        await second.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });

  it('forgets everything with fresh', async () => {
    const dataDir = await seededDataDir();
    try {
      const first = await buildServer({ dataDir });
      const { access } = await login(first, 'newcomer');
      await first.inject({ method: 'POST', url: '/api/accept-terms/', headers: { authorization: `Bearer ${access}` } });
      await first.close();

      const second = await buildServer({ dataDir, fresh: true });
      try {
        // A new database means a new secret: the old token is refused, and terms are reset.
        const old = await second.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${access}` } });
        expect(old.statusCode).toBe(401);
        const fresh = await login(second, 'newcomer');
        const res = await second.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${fresh.access}` } });
        expect(res.json().hasAcceptedTerms).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
