import { act } from '@testing-library/react';
import { sessionAtom, store } from 'shared-core';
import { makeToken } from 'shared-core/testing';

/** One call the fake network saw. */
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Replaces fetch with a network edge answering `METHOD /path` from `routes` (404 otherwise), and
 * records every call. A handler may return `{ status, body }` through {@link reply}.
 */
export function routedFetch(routes: Record<string, (call: Call) => unknown>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(call) : new Reply(404, { detail: 'Not found.' });
    const { status, body } = answer instanceof Reply ? answer : new Reply(200, answer);
    return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer with a status other than 200. */
export const reply = (status: number, body: unknown) => new Reply(status, body);

/** Signs a user in as the platform does: the stored tokens (the API client reads them) and the session atom. */
export function signInAs(claims: { user_id: number; username: string; is_demo?: boolean }): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = { access: makeToken({ ...claims, exp }), refresh: 'refresh-token' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  act(() => store.set(sessionAtom, tokens));
}

/** Signs out again (between tests). */
export function signOut(): void {
  localStorage.removeItem('acv.session');
  act(() => store.set(sessionAtom, null));
}
