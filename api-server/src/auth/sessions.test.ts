import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCESS_TTL_SECONDS } from '../app';
import { REFRESH_RETRY_GRACE_SECONDS } from './refreshGrace';
import { decodeJwt, login, startTestServer } from '../testing/testServer';

jest.setTimeout(60_000);

/** Sessions end at logout and password change; a replayed refresh token revokes its successor too. */
describe('sessions', () => {
  let app: FastifyInstance;
  /** Moves the server's clock forward (the grace window of a lost refresh answer). */
  let clockOffsetMs = 0;
  beforeAll(async () => {
    app = await startTestServer({ devMode: true, now: () => Date.now() + clockOffsetMs });
  });
  afterEach(() => {
    clockOffsetMs = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (access: string) => app.inject({ url: '/api/me/', headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const logout = (token: string) => app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: token } });

  it('keeps access tokens short-lived (5 minutes) and names their session', async () => {
    const pair = await login(app, 'staff');
    const access = decodeJwt(pair.access);
    expect(DEFAULT_ACCESS_TTL_SECONDS).toBeLessThanOrEqual(300);
    expect((access.exp as number) - (access.iat as number)).toBe(DEFAULT_ACCESS_TTL_SECONDS);
    expect(typeof access.sid).toBe('string');
    expect(decodeJwt(pair.refresh).sid).toBe(access.sid);
  });

  it('logout ends the refresh token, its successors and the access tokens of that session only', async () => {
    const other = await login(app, 'staff');
    const first = await login(app, 'staff');
    const rotated = (await refresh(first.refresh)).json<{ access: string; refresh: string }>();
    expect((await me(rotated.access)).statusCode).toBe(200);

    const res = await logout(rotated.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});

    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    const afterLogout = await me(rotated.access);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await me(first.access)).statusCode).toBe(401);
    // Another sign-in of the same user is another session.
    expect((await me(other.access)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('logout with a forged or access token answers 401', async () => {
    const pair = await login(app, 'staff');
    expect((await logout('x.y.z')).statusCode).toBe(401);
    expect((await logout(pair.access)).statusCode).toBe(401);
    expect((await me(pair.access)).statusCode).toBe(200);
  });

  it("reuse of a spent refresh token ends its whole chain, the thief's and the owner's copy", async () => {
    const pair = await login(app, 'staff');
    const successor = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    // The chain moved on: the successor was exchanged, so the spent token in other hands is theft.
    const next = (await refresh(successor.refresh)).json<{ access: string; refresh: string }>();
    const replay = await refresh(pair.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(next.refresh)).statusCode).toBe(401);
    expect((await me(next.access)).statusCode).toBe(401);
    expect((await me(successor.access)).statusCode).toBe(401);
  });

  it('reuse after the grace window ends the chain even when the successor was never used', async () => {
    const pair = await login(app, 'staff');
    const successor = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    clockOffsetMs = (REFRESH_RETRY_GRACE_SECONDS + 1) * 1000;
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect((await refresh(successor.refresh)).statusCode).toBe(401);
    expect((await me(successor.access)).statusCode).toBe(401);
  });

  it('a refresh whose answer was lost (a reload during the refresh) may be retried within the grace window, once per successor', async () => {
    const pair = await login(app, 'staff');
    const lost = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    clockOffsetMs = (REFRESH_RETRY_GRACE_SECONDS - 5) * 1000;
    const retried = await refresh(pair.refresh);
    expect(retried.statusCode).toBe(200);
    const next = retried.json<{ access: string; refresh: string }>();
    expect(decodeJwt(next.refresh).sid).toBe(decodeJwt(pair.refresh).sid);
    expect((await me(next.access)).statusCode).toBe(200);
    // The session goes on: the new refresh token rotates as usual.
    const later = (await refresh(next.refresh)).json<{ access: string; refresh: string }>();
    expect((await me(later.access)).statusCode).toBe(200);
    // The lost successor was retired: whoever presents it now is a replay, and the session ends.
    expect((await refresh(lost.refresh)).statusCode).toBe(401);
    expect((await me(later.access)).statusCode).toBe(401);
    expect((await refresh(later.refresh)).statusCode).toBe(401);
  });

  it('a thief who replays within the grace window is caught when the owner refreshes', async () => {
    const pair = await login(app, 'staff');
    const owner = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    const thief = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    expect((await me(thief.access)).statusCode).toBe(200);
    // The owner's successor was retired by the thief's retry: its exchange is a replay.
    expect((await refresh(owner.refresh)).statusCode).toBe(401);
    expect((await me(thief.access)).statusCode).toBe(401);
    expect((await refresh(thief.refresh)).statusCode).toBe(401);
  });

  it('no grace for a session that ended (logout)', async () => {
    const pair = await login(app, 'staff');
    const successor = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();
    expect((await logout(successor.refresh)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('change_password signs out every other session and keeps this one', async () => {
    const username = 'pwchanger';
    const password = 'first-password-1';
    const reg = await app.inject({ method: 'POST', url: '/auth/users/', payload: { username, email: `${username}@example.com`, password } });
    expect(reg.statusCode).toBe(201);
    const mail = (await app.inject({ url: '/dev/outbox' })).json<{ to_address: string; body: string }[]>().find((m) => m.to_address === `${username}@example.com`)!;
    const [, uid, token] = /#\/activate\/([^/\s]+)\/(\S+)/.exec(mail.body)!;
    expect((await app.inject({ method: 'POST', url: '/auth/users/activation/', payload: { uid, token } })).statusCode).toBe(204);

    const elsewhere = await login(app, username, password);
    const here = await login(app, username, password);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/change_password/',
      headers: { authorization: `Bearer ${here.access}` },
      payload: { old_password: password, password: 'second-password-2', password2: 'second-password-2' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await me(elsewhere.access)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await me(here.access)).statusCode).toBe(200);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
  });

  it('a password reset ends every session, access tokens included', async () => {
    const pair = await login(app, 'orgadmin');
    expect((await app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: 'orgadmin@example.com' } })).statusCode).toBe(204);
    const mail = (await app.inject({ url: '/dev/outbox' })).json<{ to_address: string; body: string }[]>().find((m) => m.to_address === 'orgadmin@example.com')!;
    const [, uid, token] = /#\/password\/reset\/confirm\/([^/\s]+)\/(\S+)/.exec(mail.body)!;
    const confirm = await app.inject({ method: 'POST', url: '/auth/users/reset_password_confirm/', payload: { uid, token, new_password: 'a-new-password-3' } });
    expect(confirm.statusCode).toBe(204);
    expect((await me(pair.access)).statusCode).toBe(401);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('refuses a well-signed access token that names no session (issued before sessions existed)', async () => {
    const pair = await login(app, 'staff');
    const claims = decodeJwt(pair.access);
    delete claims.sid;
    const legacy = app.jwt.sign(claims);
    expect((await me(legacy)).statusCode).toBe(401);
  });
});
