import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { queryClient, sessionAtom, store } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { fleetTaskBySerialAtom, updateRequestsAtom } from '../state/fleetAtoms';
import { useFleetUpdate } from './useFleetUpdate';

const posts: string[] = [];
/** The next update answer's refusal (another tab's request), or null for 202. */
let refusal: { status: number; body: object } | null = null;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url);
  if (init?.method === 'POST') posts.push(pathname);
  if (refusal) return { ok: false, status: refusal.status, headers: new Headers(), text: async () => JSON.stringify(refusal!.body) } as Response;
  const body = { ExecutionId: `e${posts.length}`, taskId: `t${posts.length}`, serial: 'NLC21050', status: 'VALIDATING' };
  return { ok: true, status: 202, text: async () => JSON.stringify(body) } as Response;
});

/** Lets the mutation's promise chain reach fetch (the timers are fake, promises are not). */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  });

const wrapper = ({ children }: { children: ReactNode }) => <PlatformProviders>{children}</PlatformProviders>;
const body = { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-L200-350', updateMode: 'S3' as const };

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  posts.length = 0;
  refusal = null;
  global.fetch = fetchMock as unknown as typeof fetch;
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp: Math.floor(Date.now() / 1000) + 3600 }), refresh: 'r' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
  store.set(updateRequestsAtom, {});
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
afterEach(() => jest.useRealTimers());

describe('fleet update lock and repeat guard (spec 001 sections 4 and 9)', () => {
  it('sends a request, locks the buttons for 120 s and does not re-send within 20 s', async () => {
    const { result } = renderHook(() => useFleetUpdate('NLC21050'), { wrapper });
    expect(result.current.locked).toBe(false);

    let sent = false;
    await act(async () => {
      sent = result.current.request(body);
    });
    expect(sent).toBe(true);
    await flush();
    expect(posts).toEqual(['/api/device/NLC21050/update/']);
    expect(result.current.locked).toBe(true);

    // A second click in the same render (a double click) and one 19 s later: neither is sent.
    await act(async () => {
      expect(result.current.request(body)).toBe(false);
      jest.advanceTimersByTime(19_000);
    });
    expect(result.current.request(body)).toBe(false);
    await flush();
    expect(posts).toHaveLength(1);

    // After 20 s the guard lets a request through, but the buttons stay disabled until 120 s.
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(99_000);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(1_100);
    });
    expect(result.current.locked).toBe(false);
  });

  it('keeps each camera its own lock', async () => {
    const first = renderHook(() => useFleetUpdate('NLC21050'), { wrapper });
    const second = renderHook(() => useFleetUpdate('NLC21051'), { wrapper });
    await act(async () => {
      first.result.current.request(body);
    });
    expect(first.result.current.locked).toBe(true);
    second.rerender();
    expect(second.result.current.locked).toBe(false);
    await act(async () => {
      expect(second.result.current.request(body)).toBe(true);
    });
    await flush();
    expect(posts).toEqual(['/api/device/NLC21050/update/', '/api/device/NLC21051/update/']);
  });

  it.each([
    ['requested a moment ago in another tab (429)', 429, { detail: 'An update of this camera was requested less than 20 s ago.', code: 'updateRequested', retryAfterSeconds: 12, taskId: 'job-7' }],
    ['still running (409)', 409, { detail: 'An update of this camera is still running.', code: 'updateRunning', taskId: 'job-7' }],
  ])('follows the update %s instead of reporting a failure', async (_name, status, answer) => {
    refusal = { status, body: answer };
    const { result } = renderHook(() => useFleetUpdate('NLC21050'), { wrapper });
    await act(async () => {
      result.current.request(body);
    });
    await flush();
    expect(posts).toEqual(['/api/device/NLC21050/update/']);
    expect(result.current.error).toBeNull();
    expect(result.current.alreadyRunning).toBe(true);
    expect(store.get(fleetTaskBySerialAtom)['NLC21050']).toBe('job-7');
  });

  it('still reports any other refusal as a failure', async () => {
    refusal = { status: 409, body: { detail: 'The pairing has ended.', code: 'pairingEnded' } };
    const { result } = renderHook(() => useFleetUpdate('NLC21050'), { wrapper });
    await act(async () => {
      result.current.request(body);
    });
    await flush();
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    await flush();
    expect(posts).toEqual(['/api/device/NLC21050/update/']);
    expect(result.current.alreadyRunning).toBe(false);
    expect(result.current.error).not.toBeNull();
  });
});
