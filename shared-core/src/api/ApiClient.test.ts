import { makeToken } from '../testing/makeToken';
import type { TokenStore, Tokens } from '../session/tokenStore';
import { z } from 'zod';
import { API_TIMEOUT_MS, ApiClient, LOCK_HELD_AFTER_REFRESH_MS, OTHER_TAB_TOKENS_WAIT_MS, retryAfterSeconds } from './ApiClient';
import { ApiError, ContractViolationError } from './errors';

const NOW_MS = 1_800_000_000_000;
const nowS = NOW_MS / 1000;
const claims = { user_id: 1, username: 'engineer', email: 'e@example.com', is_reseller: false, is_resellermanager: false, is_staff: false, is_demo: false };
const token = (expInS: number, tag = '') => makeToken({ ...claims, exp: nowS + expInS, jti: tag });

function memoryStore(initial: Tokens | null): TokenStore & { value: Tokens | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (tokens: Tokens | null) => {
      store.value = tokens;
    },
    subscribe: () => () => undefined,
  };
  return store;
}

const me = { ...claims, user_id: 1, hasAcceptedTerms: true, userFeatures: [], organizationFeatures: [], cameraFeatures: [], organization: null };

function setup(tokens: Tokens | null, handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const store = memoryStore(tokens);
  const client = new ApiClient({
    baseUrl: 'http://api',
    tokenStore: store,
    language: () => 'de',
    edition: 'UE',
    now: () => NOW_MS,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }) as typeof fetch,
  });
  const logouts: string[] = [];
  client.onLogout((reason) => logouts.push(reason));
  return { client, calls, store, logouts };
}

describe('ApiClient (spec 000 section 7 conventions; spec 001 section 8)', () => {
  it('sends the bearer token, Accept-Language and the edition, and validates the answer', async () => {
    const { client, calls } = setup({ access: token(300), refresh: 'r1' }, () => Response.json(me));
    await expect(client.me()).resolves.toMatchObject({ username: 'engineer' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
    expect(headers['Accept-Language']).toBe('de');
    expect(headers['X-Edition']).toBe('UE');
  });

  it('refreshes once for 50 calls that find a token under 30 s from expiry', async () => {
    let refreshes = 0;
    const { client, store } = setup({ access: token(20, 'old'), refresh: 'r1' }, async (url) => {
      if (url.endsWith('/api/token/refresh/')) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return Response.json({ access: token(300, 'new'), refresh: 'r2' });
      }
      return Response.json(me);
    });
    await Promise.all(Array.from({ length: 50 }, () => client.me()));
    expect(refreshes).toBe(1);
    expect(store.value?.refresh).toBe('r2');
  });

  it('does not refresh a token with more than 30 s left', async () => {
    const { client, calls } = setup({ access: token(31), refresh: 'r1' }, () => Response.json(me));
    await client.me();
    expect(calls.map((c) => c.url)).toEqual(['http://api/api/me/']);
  });

  /**
   * Another tab holds the refresh lock (`ifAvailable` gets none); once it is free, `onFree` plays
   * that tab's refresh. The client answers every other call with `me`; `urls` lists its calls.
   */
  function behindOtherTab(tokenStore: TokenStore, onFree: () => void) {
    const held: string[] = [];
    const urls: string[] = [];
    const client = new ApiClient({
      baseUrl: 'http://api',
      tokenStore,
      language: () => 'en',
      now: () => NOW_MS,
      locks: {
        request: (async (name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) => {
          held.push(name);
          if (options.ifAvailable) return callback(null);
          onFree();
          return callback({ name, mode: 'exclusive' } as Lock);
        }) as LockManager['request'],
      },
      fetch: (async (url: string) => {
        urls.push(url);
        return Response.json(me);
      }) as typeof fetch,
    });
    return { client, held, urls };
  }

  it('serialises refresh across tabs with the lock and reuses a token another tab refreshed', async () => {
    const store = memoryStore({ access: token(10), refresh: 'r1' });
    const { client, held, urls } = behindOtherTab(store, () => (store.value = { access: token(300, 'other-tab'), refresh: 'r2' }));
    await client.me();
    expect(held).toEqual(['acv.token-refresh', 'acv.token-refresh']);
    expect(urls).toEqual(['http://api/api/me/']);
  });

  it("after waiting for another tab's refresh, waits for its tokens to reach this tab's storage instead of refreshing again", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      // Storage that reaches this tab late: the other tab's write arrives 100 ms after its lock is released.
      let listener: ((tokens: Tokens | null) => void) | undefined;
      const store = memoryStore({ access: token(10), refresh: 'r1' });
      store.subscribe = (l) => ((listener = l), () => (listener = undefined));
      const { client, urls } = behindOtherTab(store, () =>
        setTimeout(() => {
          store.value = { access: token(300, 'other-tab'), refresh: 'r2' };
          listener?.(store.value);
        }, 100),
      );
      const answer = client.me();
      await jest.advanceTimersByTimeAsync(OTHER_TAB_TOKENS_WAIT_MS);
      await answer;
      expect(urls).toEqual(['http://api/api/me/']);
      expect(store.value?.refresh).toBe('r2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the refresh lock a while after its refresh, so the tab that takes it next reads the new tokens, while its own call goes on', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const events: string[] = [];
      const store = memoryStore({ access: token(10), refresh: 'r1' });
      const client = new ApiClient({
        baseUrl: 'http://api',
        tokenStore: store,
        language: () => 'en',
        now: () => NOW_MS,
        locks: {
          request: (async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) => {
            events.push('lock taken');
            await callback({ name: 'acv.token-refresh', mode: 'exclusive' } as Lock);
            events.push('lock released');
          }) as LockManager['request'],
        },
        fetch: (async (url: string) => {
          events.push(url);
          return url.endsWith('/refresh/') ? Response.json({ access: token(300, 'new'), refresh: 'r2' }) : Response.json(me);
        }) as typeof fetch,
      });
      await client.me();
      expect(events).toEqual(['lock taken', 'http://api/api/token/refresh/', 'http://api/api/me/']);
      await jest.advanceTimersByTimeAsync(LOCK_HELD_AFTER_REFRESH_MS - 1);
      expect(events).not.toContain('lock released');
      await jest.advanceTimersByTimeAsync(1);
      expect(events.at(-1)).toBe('lock released');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends the session when the refresh fails', async () => {
    const { client, logouts, store } = setup({ access: token(5), refresh: 'used' }, (url) =>
      url.endsWith('/refresh/') ? Response.json({ detail: 'Token is invalid', code: 'token_not_valid' }, { status: 401 }) : Response.json(me),
    );
    await expect(client.me()).rejects.toBeInstanceOf(ApiError);
    expect(logouts).toEqual(['refreshFailed']);
    expect(store.value).toBeNull();
  });

  it('keeps the session when the refresh got no answer (offline, timeout, a reload), and refreshes again on the next call', async () => {
    let attempt = 0;
    const { client, logouts, store } = setup({ access: token(5), refresh: 'r1' }, (url) => {
      if (!url.endsWith('/refresh/')) return Response.json(me);
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return Response.json({ access: token(300, 'new'), refresh: 'r2' });
    });
    await expect(client.me()).rejects.toMatchObject({ status: 0 });
    expect(logouts).toEqual([]);
    expect(store.value).toEqual({ access: token(5), refresh: 'r1' });
    await expect(client.me()).resolves.toMatchObject({ username: 'engineer' });
    expect(store.value?.refresh).toBe('r2');
    expect(logouts).toEqual([]);
  });

  it('ends the session on a 403 (spec 001 section 8)', async () => {
    const { client, logouts } = setup({ access: token(300), refresh: 'r' }, () => Response.json({ detail: 'Forbidden' }, { status: 403 }));
    await expect(client.me()).rejects.toMatchObject({ status: 403, call: 'me' });
    expect(logouts).toEqual(['forbidden']);
  });

  it('ends the session when there is no token', async () => {
    const { client, logouts, calls } = setup(null, () => Response.json(me));
    await expect(client.me()).rejects.toBeInstanceOf(ApiError);
    expect(logouts).toEqual(['noToken']);
    expect(calls).toHaveLength(0);
  });

  it('names the call when the answer does not match its schema', async () => {
    const { client } = setup({ access: token(300), refresh: 'r' }, () => Response.json({ username: 42 }));
    await expect(client.me()).rejects.toBeInstanceOf(ContractViolationError);
    await expect(client.me()).rejects.toThrow(/^me answered with an unexpected response/);
  });

  it('keeps field messages of a 400 and does not log out on a failed login', async () => {
    const { client, logouts } = setup(null, () => Response.json({ username: ['This field may not be blank.'] }, { status: 400 }));
    await expect(client.login('', 'x')).rejects.toMatchObject({ status: 400, fields: { username: ['This field may not be blank.'] } });
    expect(logouts).toEqual([]);
  });

  it('stores the tokens after a login', async () => {
    const pair = { access: token(300), refresh: 'r9' };
    const { client, store } = setup(null, () => Response.json(pair));
    await client.login('engineer', 'viewer-demo-1');
    expect(store.value).toEqual(pair);
  });

  describe('timeouts, logout on the server, one logout', () => {
    it('fails a hung call after its timeout with code timeout and status 0, instead of spinning forever', async () => {
      const { client } = setup({ access: token(300), refresh: 'r' }, (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      );
      const error = await client.request('me', { path: '/api/me/', schema: z.unknown(), timeoutMs: 50 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, code: 'timeout', call: 'me' });
    });

    it('times out a server that sends headers and then stalls the body', async () => {
      const stalled = () => new Response(new ReadableStream({ start: () => undefined }), { status: 200, headers: { 'content-type': 'application/json' } });
      const { client } = setup({ access: token(300), refresh: 'r' }, () => stalled());
      await expect(client.request('me', { path: '/api/me/', schema: z.unknown(), timeoutMs: 50 })).rejects.toMatchObject({ code: 'timeout' });
    });

    it('gives every call a default timeout', () => {
      expect(API_TIMEOUT_MS).toBeGreaterThan(0);
      expect(API_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    });

    it('asks the server to revoke the session on logout (keepalive) and forgets the tokens', async () => {
      const { client, calls, store, logouts } = setup({ access: token(300), refresh: 'r-live' }, () => Response.json({}));
      client.logout('user');
      expect(store.value).toBeNull();
      expect(logouts).toEqual(['user']);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('http://api/api/token/blacklist/');
      expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ refresh: 'r-live' });
      expect(calls[0]!.init.keepalive).toBe(true);
    });

    it('does not call the server when the refresh was refused (that session is over)', async () => {
      const { client, calls } = setup({ access: token(5), refresh: 'spent' }, (url) =>
        url.endsWith('/refresh/') ? Response.json({ code: 'token_not_valid' }, { status: 401 }) : Response.json(me),
      );
      await client.me().catch(() => undefined);
      expect(calls.map((c) => c.url)).toEqual(['http://api/api/token/refresh/']);
    });

    it('tells the listeners once when ten calls fail together on a refused refresh, and again only after a new sign-in', async () => {
      const { client, logouts, store } = setup({ access: token(5), refresh: 'spent' }, (url) =>
        url.endsWith('/refresh/') ? Response.json({ code: 'token_not_valid' }, { status: 401 }) : Response.json(me),
      );
      await Promise.all(Array.from({ length: 10 }, () => client.me().catch(() => undefined)));
      await client.me().catch(() => undefined);
      expect(logouts).toEqual(['refreshFailed']);
      expect(store.value).toBeNull();
      store.value = { access: token(300), refresh: 'r2' };
      client.logout('forbidden');
      expect(logouts).toEqual(['refreshFailed', 'forbidden']);
    });

    it('keeps the wait of a 429 from Retry-After', async () => {
      const { client } = setup(null, () => Response.json({ detail: 'Too many failed sign-in attempts.' }, { status: 429, headers: { 'Retry-After': '37' } }));
      await expect(client.login('engineer', 'x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 37 });
      expect(retryAfterSeconds(new Date(NOW_MS + 90_000).toUTCString(), NOW_MS)).toBe(90);
      expect(retryAfterSeconds('soon', NOW_MS)).toBeUndefined();
    });

    it("reads the wait from the body's wait when Retry-After is not readable (cross-origin)", async () => {
      const { client } = setup(null, () => Response.json({ detail: 'Request was throttled.', code: 'throttled', wait: 12 }, { status: 429 }));
      await expect(client.login('engineer', 'x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 12 });
    });
  });
});

describe('server texts in the user language', () => {
  const refusal = (body: unknown, contentLanguage?: string) => () =>
    Response.json(body, { status: 400, headers: contentLanguage ? { 'Content-Language': contentLanguage } : {} });
  const failure = (client: ApiClient) => client.request('register', { method: 'POST', path: '/auth/users/', body: {}, schema: z.unknown(), auth: false }).catch((e: unknown) => e as ApiError);

  it('takes texts the server gave in the language asked for as the user language', async () => {
    const { client } = setup(null, refusal({ email: ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.'] }, 'de'));
    expect(await failure(client)).toMatchObject({ status: 400, foreignText: false, fields: { email: ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.'] } });
  });

  it.each([
    ['English', 'en'],
    ['partly English', 'de, en'],
    ['another language', 'fr'],
    ['no language named (the server English)', undefined],
  ])('marks texts in %s as not for a German user', async (_name, contentLanguage) => {
    const { client } = setup(null, refusal({ email: ['user with this email address already exists.'] }, contentLanguage));
    expect(await failure(client)).toMatchObject({ status: 400, foreignText: true });
  });

  it('asks for the user language when it ends the session on the server too', async () => {
    const { client, calls } = setup({ access: token(300), refresh: 'r1' }, () => Response.json({}));
    client.logout('user');
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('de');
  });
});
