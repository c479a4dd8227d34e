import { z } from 'zod';
import { makeToken } from '../testing/makeToken';
import { ApiClient } from './ApiClient';
import { EARLY_RESPONSE_MAX_AGE_MS, EARLY_RESPONSES_GLOBAL, takeEarlyResponse, type EarlyResponse } from './earlyResponses';

const NOW_MS = 1_800_000_000_000;
const URL_A = 'http://api/api/snapshots/?page_size=20';
const page = { count: 1, next: null, previous: null, results: [{ id: 7 }] };

function leave(...entries: EarlyResponse[]) {
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = entries;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
});

describe('takeEarlyResponse', () => {
  it('hands a successful early response over once', async () => {
    const response = Response.json(page);
    leave({ url: URL_A, at: NOW_MS - 1000, response: Promise.resolve(response) });
    expect(takeEarlyResponse('http://api/api/snapshots/?page_size=200', NOW_MS)).toBeUndefined();
    await expect(takeEarlyResponse(URL_A, NOW_MS)).resolves.toBe(response);
    expect(takeEarlyResponse(URL_A, NOW_MS)).toBeUndefined();
  });

  it('does not hand over a refused, failed or old one', async () => {
    leave({ url: URL_A, at: NOW_MS, response: Promise.resolve(Response.json({ detail: 'Token is invalid' }, { status: 401 })) });
    await expect(takeEarlyResponse(URL_A, NOW_MS)).resolves.toBeUndefined();
    leave({ url: URL_A, at: NOW_MS, response: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(takeEarlyResponse(URL_A, NOW_MS)).resolves.toBeUndefined();
    leave({ url: URL_A, at: NOW_MS - EARLY_RESPONSE_MAX_AGE_MS - 1, response: Promise.resolve(Response.json(page)) });
    expect(takeEarlyResponse(URL_A, NOW_MS)).toBeUndefined();
  });

  it('answers nothing when the page left nothing, or something else', () => {
    expect(takeEarlyResponse(URL_A, NOW_MS)).toBeUndefined();
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = 'x';
    expect(takeEarlyResponse(URL_A, NOW_MS)).toBeUndefined();
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = [null, { url: URL_A, at: NOW_MS }];
    expect(takeEarlyResponse(URL_A, NOW_MS)).toBeUndefined();
  });
});

describe('the API client and an early response', () => {
  const claims = { user_id: 1, username: 'engineer', email: 'e@example.com', is_reseller: false, is_resellermanager: false, is_staff: false, is_demo: false };
  function client(answer: () => Response) {
    const calls: string[] = [];
    const logouts: string[] = [];
    const tokens = { access: makeToken({ ...claims, exp: NOW_MS / 1000 + 300, jti: '' }), refresh: 'r' };
    const api = new ApiClient({
      baseUrl: 'http://api',
      tokenStore: { read: () => tokens, write: () => undefined, subscribe: () => () => undefined },
      language: () => 'en',
      now: () => NOW_MS,
      fetch: (async (url: string) => {
        calls.push(url);
        return answer();
      }) as typeof fetch,
    });
    api.onLogout((reason) => logouts.push(reason));
    return { api, calls, logouts };
  }
  const schema = z.object({ count: z.number() });

  it('reads the list from the early response instead of asking again', async () => {
    const { api, calls } = client(() => Response.json({ count: 99 }));
    leave({ url: URL_A, at: NOW_MS, response: Promise.resolve(Response.json(page)) });
    await expect(api.request('snapshots', { path: '/api/snapshots/?page_size=20', schema })).resolves.toEqual({ count: 1 });
    expect(calls).toEqual([]);
    // Once: the next read asks.
    await expect(api.request('snapshots', { path: '/api/snapshots/?page_size=20', schema })).resolves.toEqual({ count: 99 });
    expect(calls).toEqual([URL_A]);
  });

  it('asks itself, and keeps the session, when the early request was refused', async () => {
    const { api, calls, logouts } = client(() => Response.json({ count: 3 }));
    leave({ url: URL_A, at: NOW_MS, response: Promise.resolve(Response.json({ detail: 'expired' }, { status: 401 })) });
    await expect(api.request('snapshots', { path: '/api/snapshots/?page_size=20', schema })).resolves.toEqual({ count: 3 });
    expect(calls).toEqual([URL_A]);
    expect(logouts).toEqual([]);
  });

  it('never takes one for a write', async () => {
    const { api, calls } = client(() => Response.json({ count: 5 }));
    leave({ url: URL_A, at: NOW_MS, response: Promise.resolve(Response.json(page)) });
    await expect(api.request('snapshots', { method: 'POST', path: '/api/snapshots/?page_size=20', body: {}, schema })).resolves.toEqual({ count: 5 });
    expect(calls).toEqual([URL_A]);
  });
});
