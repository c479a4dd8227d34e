import type { FastifyInstance } from 'fastify';
import { decodeJwt, login, seededDataDir, removeDataDir } from '../testing/testServer';
import { buildServer } from '../app';

// A fresh seed hashes the demo passwords at scrypt N=2^17: slower on a busy machine.
jest.setTimeout(90_000);

describe('token routes', () => {
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

  const token = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/token/', payload: payload as string, headers });

  it('issues an access and a refresh token carrying the user claims', async () => {
    const res = await token({ username: 'reseller', password: 'viewer-demo-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; refresh: string }>();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const access = decodeJwt(body.access);
    expect(access).toMatchObject({
      username: 'reseller',
      email: 'reseller@example.com',
      is_reseller: true,
      is_resellermanager: true,
      is_staff: false,
      is_demo: false,
      token_type: 'access',
    });
    expect(typeof access.user_id).toBe('number');
    expect(access.exp).toBe((access.iat as number) + 300);
    expect(decodeJwt(body.refresh)).toMatchObject({ token_type: 'refresh', username: 'reseller' });
    expect(access.jti).not.toBe(decodeJwt(body.refresh).jti);
  });

  it('answers 400 naming each missing or blank field', async () => {
    const missing = await token({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });

    const blank = await token({ username: ' ', password: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ username: ['This field may not be blank.'] });
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await token('{bad', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error/);
  });

  it('answers 400 to a JSON body that is not an object', async () => {
    const res = await token('[1]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it.each([
    ['a wrong password', 'engineer', 'wrong-password'],
    ['an unknown user', 'nobody', 'viewer-demo-1'],
  ])('answers 401 to %s', async (_case, username, password) => {
    const res = await token({ username, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('rotates the refresh token and refuses the spent one once the chain moved on', async () => {
    const first = await login(app, 'engineer');
    const refresh = (body: unknown) => app.inject({ method: 'POST', url: '/api/token/refresh/', payload: body as object });

    const rotated = await refresh({ refresh: first.refresh });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect(decodeJwt(second.access)).toMatchObject({ username: 'engineer', token_type: 'access' });
    const third = (await refresh({ refresh: second.refresh })).json<{ access: string; refresh: string }>();

    // (A retry of `first` before `second` was used is a lost answer, allowed for 30 s: auth/sessions.test.ts.)
    const reused = await refresh({ refresh: first.refresh });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'token_not_valid' });
    expect(typeof reused.json().detail).toBe('string');

    // A replay means two parties hold the chain, so the successor is revoked too (else a thief
    // who refreshed first would keep the session).
    expect((await refresh({ refresh: third.refresh })).statusCode).toBe(401);
  });

  it('lets a refresh token that was not replayed work exactly once', async () => {
    const first = await login(app, 'engineer');
    const refresh = (body: unknown) => app.inject({ method: 'POST', url: '/api/token/refresh/', payload: body as object });
    const second = (await refresh({ refresh: first.refresh })).json<{ refresh: string }>();
    expect((await refresh({ refresh: second.refresh })).statusCode).toBe(200);
  });

  it('refuses an access token, garbage or nothing as a refresh token', async () => {
    const { access } = await login(app, 'engineer');
    const asRefresh = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: access } });
    expect(asRefresh.statusCode).toBe(401);
    expect(asRefresh.json()).toEqual({ detail: 'Token has wrong type', code: 'token_not_valid' });

    const garbage = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: 'a.b.c' } });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('token_not_valid');

    const missing = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
  });
});
