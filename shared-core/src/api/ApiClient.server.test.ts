import { z } from 'zod';
import { createTokenStore, type TokenStore } from '../session/tokenStore';
import { removeDataDir, startApiServer, type ApiServerProcess } from '../testing/apiServerProcess';
import { ApiClient, type LogoutReason } from './ApiClient';
import { ApiError, ContractViolationError } from './errors';
import { meSchema, tokenPairSchema } from 'shared-domain/schemas';

// The api-server runs as a child process, on a copy of the seeded demo data (seconds, more on a busy machine).
jest.setTimeout(240_000);

const PASSWORD = 'viewer-demo-1';

/**
 * The API client against the real api-server on loopback: refresh single-flight,
 * 403 logout, contract error. Only the clock the client reads is moved: the server checks
 * every token against its own.
 */
describe('ApiClient against the api-server', () => {
  let server: ApiServerProcess;

  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A client over a memory token store that records the paths it requests and its logouts. */
  function client(opts: { clockSkewMs?: number; tokenStore?: TokenStore } = {}) {
    const tokenStore = opts.tokenStore ?? createTokenStore(undefined);
    const requests: string[] = [];
    const logouts: LogoutReason[] = [];
    const api = new ApiClient({
      baseUrl: server.baseUrl,
      tokenStore,
      language: () => 'de',
      now: () => Date.now() + (opts.clockSkewMs ?? 0),
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    });
    api.onLogout((reason) => logouts.push(reason));
    return { api, tokenStore, requests, logouts };
  }

  it('signs in and reads /api/me/ with the bearer token, validated by the shared schema', async () => {
    const { api } = client();
    await api.login('engineer', PASSWORD);
    await expect(api.me()).resolves.toMatchObject({ username: 'engineer', is_demo: false });
  });

  it('spends the rotating refresh token once for 50 calls that find the access token under 30 s from expiry', async () => {
    const signIn = client();
    await signIn.api.login('engineer', PASSWORD);
    const before = signIn.tokenStore.read()!;
    // The server's access tokens live 300 s; seen 280 s later, 20 s are left: under the margin.
    const late = client({ clockSkewMs: 280_000 });
    late.tokenStore.write(before);
    const answers = await Promise.all(Array.from({ length: 50 }, () => late.api.me()));
    expect(answers.every((me) => me.username === 'engineer')).toBe(true);
    expect(late.requests.filter((p) => p === '/api/token/refresh/')).toHaveLength(1);
    expect(late.requests.filter((p) => p === '/api/me/')).toHaveLength(50);
    // Rotation: a second refresh with the old token would have failed and logged out.
    expect(late.tokenStore.read()!.refresh).not.toBe(before.refresh);
    expect(late.logouts).toEqual([]);
  });

  const refreshOnServer = async (refresh: string) => {
    const res = await fetch(`${server.baseUrl}/api/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    const pair = tokenPairSchema.safeParse(await res.json());
    expect(pair.success).toBe(true);
    return pair.data!;
  };

  it('ends the session when its spent refresh token is replayed after the chain moved on', async () => {
    const signIn = client();
    await signIn.api.login('engineer', PASSWORD);
    const stale = signIn.tokenStore.read()!;
    // Someone else holds the chain and has gone on refreshing.
    const next = await refreshOnServer(stale.refresh);
    await refreshOnServer(next.refresh);

    const late = client({ clockSkewMs: 280_000 });
    late.tokenStore.write(stale);
    const error = await late.api.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(late.logouts).toEqual(['refreshFailed']);
    expect(late.tokenStore.read()).toBeNull();
  });

  it('keeps the session when a refresh answer was lost (a reload during the refresh) and the spent token is retried', async () => {
    const signIn = client();
    await signIn.api.login('engineer', PASSWORD);
    const stale = signIn.tokenStore.read()!;
    // The server rotated, but the page reloaded before it stored the answer.
    await refreshOnServer(stale.refresh);

    const late = client({ clockSkewMs: 280_000 });
    late.tokenStore.write(stale);
    await expect(late.api.me()).resolves.toMatchObject({ username: 'engineer' });
    expect(late.logouts).toEqual([]);
    expect(late.tokenStore.read()!.refresh).not.toBe(stale.refresh);
  });

  it('ends the session on a 403 from the server (a demo user saving settings)', async () => {
    const { api, tokenStore, logouts } = client();
    await api.login('demo', PASSWORD);
    const error = await api
      .request('saveSettings', { method: 'PATCH', path: '/api/customer-settings/', body: { energy_cost_kwh: 0.2 }, schema: z.unknown() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).call).toBe('saveSettings');
    expect(logouts).toEqual(['forbidden']);
    expect(tokenStore.read()).toBeNull();
  });

  it('ends the session without calling when there is no token', async () => {
    const { api, requests, logouts } = client();
    await expect(api.me()).rejects.toBeInstanceOf(ApiError);
    expect(requests).toEqual([]);
    expect(logouts).toEqual(['noToken']);
  });

  it('rejects an answer that does not match the schema with an error naming the call', async () => {
    const { api, logouts } = client();
    await api.login('engineer', PASSWORD);
    // The real /api/me/ answer, read with a schema that expects a field the server does not send.
    const stricter = meSchema.extend({ favouriteColour: z.string() });
    const error = await api.request('meStrict', { path: '/api/me/', schema: stricter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as ContractViolationError).call).toBe('meStrict');
    expect((error as Error).message).toMatch(/meStrict.*favouriteColour/);
    expect(logouts).toEqual([]);
  });

  it('carries the field messages of a 400 in the typed error', async () => {
    const { api, logouts } = client();
    const error = await api
      .request('token', { method: 'POST', path: '/api/token/', body: { username: 'engineer' }, schema: tokenPairSchema, auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).fields)).toContain('password');
    expect(logouts).toEqual([]);
  });
});
