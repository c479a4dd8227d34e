import {
  EARLY_RESPONSES_GLOBAL as SHARED_EARLY_RESPONSES,
  heatmapViewFromMeta,
  LOCK_HELD_AFTER_REFRESH_MS as SHARED_LOCK_HELD,
  PAGE_SIZE,
  REFRESH_LOCK as SHARED_REFRESH_LOCK,
  TOKEN_REFRESH_MARGIN_S,
} from 'shared-core';
import {
  detailId,
  EARLY_RESPONSES_GLOBAL,
  LOCK_HELD_AFTER_REFRESH_MS,
  REFRESH_LOCK,
  REFRESH_TIMEOUT_MS,
  isListHome,
  pictureZoom,
  prepaint,
  TOKEN_MARGIN_S,
  tokenExpiry,
  PREPAINT_CARDS,
  PREPAINT_PAGE_SIZE,
  PREPAINT_WAIT_MS,
  SHRUNKEN_KEY,
  startPrepaint,
  type PrepaintEnvironment,
  type PrepaintOptions,
} from './prepaint';

type Page = Record<string, unknown>;

const OPTIONS: PrepaintOptions = {
  apiUrl: 'http://api.test',
  sessionKey: 'acv.session',
  productTitle: 'Acoustic Imaging Cloud',
  logo: 'data:image/svg+xml;utf8,logo',
  fontFamily: 'Inter, sans-serif',
  navBackground: 'rgb(15, 37, 55)',
  navText: 'rgb(214, 228, 240)',
};

/** An access token (unsigned: the script reads only its claims) expiring at `exp`, s. */
const jwt = (exp: number, claims: Record<string, unknown> = {}) =>
  `h.${btoa(JSON.stringify({ token_type: 'access', exp, user_id: 1, ...claims })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const ACCESS = jwt(3_600);

const snapshot = (id: number, extra: Record<string, unknown> = {}) => ({ id, label: `Snapshot ${id}`, thumbnail_url: `/media/snapshots/${id}/thumbnail?exp=1&sig=s`, ...extra });

/** index.html's body before any script: the boot frame in #root. */
function bootPage(hash = '#/') {
  document.body.innerHTML = '<div id="root"><div class="acv-boot"><div class="boot" role="status">spinner</div></div></div>';
  window.location.hash = hash;
}

function environment({
  session = JSON.stringify({ access: ACCESS, refresh: 'r' }) as string | null,
  answer = { ok: true, body: { count: 2, results: [snapshot(1), snapshot(2)] } as unknown },
  phone = false,
  stored = {} as Record<string, string>,
} = {}) {
  const fetch = jest.fn(async (_url: string, _init?: unknown) => ({ ok: answer.ok, clone: () => ({ json: async () => answer.body }) }));
  const env: PrepaintEnvironment = {
    document,
    storage: {
      getItem: (key: string) => (key === 'acv.session' ? session : (stored[key] ?? null)),
      setItem: (key: string, value: string) => {
        if (key === 'acv.session') session = value;
        else stored[key] = value;
      },
    },
    fetch,
    earlyResponses: [],
    now: () => 1_000,
    phone,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
  return { env, fetch };
}

/** Resolves true once `promise` has settled, false if it is still pending after the queued work. */
async function settledNow(promise: Promise<void> | undefined) {
  if (!promise) throw new Error('prepaint painted nothing');
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

const cards = () => [...document.querySelectorAll<HTMLAnchorElement>('#root .acv-pp-card')];
const thumbnails = () => [...document.querySelectorAll<HTMLImageElement>('#root .acv-pp-frame img')];

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  window.location.hash = '';
});

it('asks for what the list asks for first, and leaves it where the API client looks', () => {
  expect(PREPAINT_PAGE_SIZE).toBe(PAGE_SIZE.desktop);
  expect(EARLY_RESPONSES_GLOBAL).toBe(SHARED_EARLY_RESPONSES);
  expect(TOKEN_MARGIN_S).toBe(TOKEN_REFRESH_MARGIN_S);
  // and refreshes under the client's lock, keeping it as long.
  expect(REFRESH_LOCK).toBe(SHARED_REFRESH_LOCK);
  expect(LOCK_HELD_AFTER_REFRESH_MS).toBe(SHARED_LOCK_HELD);
});

it('reads a token\'s expiry, and nothing from what is no JWT', () => {
  expect(tokenExpiry(jwt(1_800_000_123))).toBe(1_800_000_123);
  expect(['', 'a.b.c', 'a.e30.c', 'opaque'].map(tokenExpiry)).toEqual([undefined, undefined, undefined, undefined]);
});

describe('isListHome', () => {
  it('is the unfiltered list only', () => {
    expect(['', '#', '#/'].map(isListHome)).toEqual([true, true, true]);
    expect(['#/?type=leak', '#/cameras', '#/snapshot/4', '#/login'].map(isListHome)).toEqual([false, false, false, false]);
  });
});

describe('prepaint', () => {
  it('asks for the first cards with the stored session and draws them as links to their detail', async () => {
    bootPage();
    const { env, fetch } = environment();
    const settled = prepaint(OPTIONS, env);
    await settledNow(settled);
    const url = 'http://api.test/api/snapshots/?page_size=20';
    expect(fetch).toHaveBeenCalledWith(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${ACCESS}` } });
    // The response is left for the API client, which then does not ask again.
    expect(env.earlyResponses.map(({ url, at }) => ({ url, at }))).toEqual([{ url, at: 1_000 }]);
    expect(await env.earlyResponses[0]!.response).toBe(await fetch.mock.results[0]!.value);
    expect(document.querySelector('.acv-boot')).toBeNull();
    expect(cards().map((card) => [card.getAttribute('href'), card.textContent])).toEqual([
      ['#/snapshot/1', 'Snapshot 1'],
      ['#/snapshot/2', 'Snapshot 2'],
    ]);
    expect(thumbnails().map((image) => image.getAttribute('src'))).toEqual([
      'http://api.test/media/snapshots/1/thumbnail?exp=1&sig=s',
      'http://api.test/media/snapshots/2/thumbnail?exp=1&sig=s',
    ]);
    // The edition's rail.
    const rail = document.querySelector<HTMLElement>('.acv-pp-rail')!;
    expect(rail.textContent).toBe('Acoustic Imaging Cloud');
    expect(rail.style.background).toBe('rgb(15, 37, 55)');
    // Busy, and no live region that would read every label out.
    expect(document.querySelector('.acv-pp')!.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('#root [role="status"], #root [aria-live]')).toBeNull();
  });

  it('settles once the first screen\'s thumbnails are in, loaded or failed', async () => {
    bootPage();
    const results = Array.from({ length: 6 }, (_, i) => snapshot(i + 1));
    const { env } = environment({ answer: { ok: true, body: { count: 6, results } } });
    const settled = prepaint(OPTIONS, env);
    expect(await settledNow(settled)).toBe(false);
    const images = thumbnails();
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', null, null]);
    images.slice(0, 3).forEach((image) => image.dispatchEvent(new Event('load')));
    expect(await settledNow(settled)).toBe(false);
    images[3]!.dispatchEvent(new Event('error'));
    expect(await settledNow(settled)).toBe(true);
  });

  it('waits for two thumbnails on a phone', async () => {
    bootPage();
    const results = Array.from({ length: 4 }, (_, i) => snapshot(i + 1));
    const { env } = environment({ answer: { ok: true, body: { count: 4, results } }, phone: true });
    const settled = prepaint(OPTIONS, env);
    await settledNow(settled);
    thumbnails()
      .slice(0, 2)
      .forEach((image) => image.dispatchEvent(new Event('load')));
    expect(await settledNow(settled)).toBe(true);
  });

  it('lets start-up go on after PREPAINT_WAIT_MS when the thumbnails do not come', async () => {
    jest.useFakeTimers();
    bootPage();
    const settled = prepaint(OPTIONS, environment().env);
    expect(await settledNow(settled)).toBe(false);
    jest.advanceTimersByTime(PREPAINT_WAIT_MS - 1);
    expect(await settledNow(settled)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledNow(settled)).toBe(true);
  });

  it('draws at most PREPAINT_CARDS cards, a label as text, absolute thumbnail links as they are', async () => {
    bootPage();
    const results = [
      snapshot(1, { label: '<img src=x onerror="window.hacked=1">' }),
      snapshot(2, { label: '', device_label: 'Camera A' }),
      snapshot(3, { label: null, thumbnail_url: 'https://cdn.test/t3.jpg' }),
      ...Array.from({ length: 20 }, (_, i) => snapshot(i + 4)),
    ];
    const { env } = environment({ answer: { ok: true, body: { count: 23, results } } });
    await settledNow(prepaint(OPTIONS, env));
    expect(cards()).toHaveLength(PREPAINT_CARDS);
    expect(cards().slice(0, 3).map((card) => card.querySelector('.acv-pp-title')!.textContent)).toEqual(['<img src=x onerror="window.hacked=1">', 'Camera A', '#3']);
    expect(document.querySelectorAll('.acv-pp-title img')).toHaveLength(0);
    expect(thumbnails()[2]!.getAttribute('src')).toBe('https://cdn.test/t3.jpg');
  });

  it.each([
    ['no session', { session: null }, '#/'],
    ['a session that is not JSON', { session: '{' }, '#/'],
    ['a session without an access token', { session: '{"refresh":"r"}' }, '#/'],
    ['an expired access token and no Web Locks', { session: JSON.stringify({ access: jwt(0), refresh: 'r' }) }, '#/'],
    ['an access token the client would refresh first and no Web Locks', { session: JSON.stringify({ access: jwt(1 + TOKEN_MARGIN_S - 1), refresh: 'r' }) }, '#/'],
    ['an access token that is no JWT', { session: JSON.stringify({ access: 'opaque', refresh: 'r' }) }, '#/'],
    ['another page', {}, '#/cameras'],
    ['a filtered list', {}, '#/?type=leak'],
  ])('paints nothing and asks nothing with %s', (_, options, hash) => {
    bootPage(hash);
    const { env, fetch } = environment(options);
    expect(prepaint(OPTIONS, env)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('.acv-boot')).not.toBeNull();
  });

  it.each([
    ['a refused session', { ok: false, body: { detail: 'Token is invalid' } }],
    ['an empty list', { ok: true, body: { count: 0, results: [] } }],
    ['an answer that is not a page', { ok: true, body: { detail: 'x' } }],
  ])('keeps the boot frame for %s', async (_, answer) => {
    bootPage();
    const { env } = environment({ answer });
    expect(await settledNow(prepaint(OPTIONS, env))).toBe(true);
    expect(document.querySelector('.acv-boot')).not.toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('leaves #root alone once the app has rendered into it', async () => {
    bootPage();
    const { env } = environment();
    const settled = prepaint(OPTIONS, env);
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    expect(await settledNow(settled)).toBe(true);
    expect(document.getElementById('root')!.innerHTML).toBe('<main>the app</main>');
  });

  it('keeps the boot frame when the request fails', async () => {
    bootPage();
    const { env, fetch } = environment();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await settledNow(prepaint(OPTIONS, env))).toBe(true);
    expect(document.querySelector('.acv-boot')).not.toBeNull();
  });
});

describe('an expired access token', () => {
  const EXPIRED = JSON.stringify({ access: jwt(0), refresh: 'r1' });
  const FRESH = jwt(3_600, { user_id: 2 });
  /** Web Locks with the lock free, or taken by another tab; records what was asked. */
  function locks(free = true) {
    const requests: [string, { ifAvailable: boolean }][] = [];
    let held = false;
    let released!: Promise<unknown>;
    const manager = {
      request: jest.fn((name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>) => {
        requests.push([name, options]);
        held = free;
        released = callback(free ? { name } : null).then(() => (held = false));
        return released;
      }),
    };
    return { manager, requests, isHeld: () => held, released: () => released };
  }
  /** A fetch that answers the refresh with `refresh` and anything else with a list of one. */
  function answers(refresh: { ok: boolean; body: unknown } | 'hang') {
    return jest.fn(async (url: string, init?: { signal?: AbortSignal }) => {
      if (url.endsWith('/api/token/refresh/')) {
        if (refresh === 'hang') return new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
        return { ok: refresh.ok, clone: () => ({ json: async () => refresh.body }) };
      }
      return { ok: true, clone: () => ({ json: async () => ({ count: 1, results: [snapshot(1)] }) }) };
    });
  }

  it('is refreshed under the client\'s lock first; the new pair is stored and asks for the list', async () => {
    jest.useFakeTimers();
    bootPage();
    const { env } = environment({ session: EXPIRED });
    const lock = locks();
    env.locks = lock.manager;
    env.fetch = answers({ ok: true, body: { access: FRESH, refresh: 'r2' } });
    const settled = prepaint(OPTIONS, env);
    await settledNow(settled);
    expect(lock.requests).toEqual([['acv.token-refresh', { ifAvailable: true }]]);
    const calls = (env.fetch as jest.Mock).mock.calls as [string, { method?: string; headers: Record<string, string>; body?: string }][];
    expect(calls[0]![0]).toBe('http://api.test/api/token/refresh/');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ refresh: 'r1' }), headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(env.storage.getItem('acv.session')!)).toEqual({ access: FRESH, refresh: 'r2' });
    expect(calls[1]).toEqual(['http://api.test/api/snapshots/?page_size=20', { headers: { Accept: 'application/json', Authorization: `Bearer ${FRESH}` } }]);
    expect(cards()).toHaveLength(1);
    // The lock is kept a while after the refresh, so another tab reads the new pair.
    expect(lock.isHeld()).toBe(true);
    jest.advanceTimersByTime(LOCK_HELD_AFTER_REFRESH_MS);
    await lock.released();
    expect(lock.isHeld()).toBe(false);
  });

  it('is left to the client while another tab refreshes', async () => {
    bootPage();
    const { env } = environment({ session: EXPIRED });
    env.locks = locks(false).manager;
    env.fetch = answers({ ok: true, body: { access: FRESH, refresh: 'r2' } });
    const settled = prepaint(OPTIONS, env);
    expect(await settledNow(settled)).toBe(true);
    expect(env.fetch).not.toHaveBeenCalled();
    expect(document.querySelector('.acv-boot')).not.toBeNull();
    // The early response failed: the API client asks for the list itself.
    await expect(env.earlyResponses[0]!.response).rejects.toThrow();
  });

  it('uses what another tab stored meanwhile without refreshing again', async () => {
    bootPage();
    const { env } = environment({ session: EXPIRED });
    const lock = locks();
    // The other tab's pair arrives while this one waits for the lock.
    lock.manager.request.mockImplementationOnce((_name, _options, callback) => {
      env.storage.setItem('acv.session', JSON.stringify({ access: FRESH, refresh: 'r2' }));
      return callback({});
    });
    env.locks = lock.manager;
    env.fetch = answers({ ok: true, body: { access: 'never', refresh: 'never' } });
    await settledNow(prepaint(OPTIONS, env));
    const urls = (env.fetch as jest.Mock).mock.calls.map(([url]) => url as string);
    expect(urls).toEqual(['http://api.test/api/snapshots/?page_size=20']);
    expect(cards()).toHaveLength(1);
  });

  it.each([
    ['a refused refresh', { ok: false, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } }],
    ['an answer without tokens', { ok: true, body: { detail: 'x' } }],
  ])('paints nothing after %s and leaves the tokens to the client', async (_, refresh) => {
    bootPage();
    const { env } = environment({ session: EXPIRED });
    env.locks = locks().manager;
    env.fetch = answers(refresh);
    expect(await settledNow(prepaint(OPTIONS, env))).toBe(true);
    expect((env.fetch as jest.Mock).mock.calls).toHaveLength(1);
    expect(env.storage.getItem('acv.session')).toBe(EXPIRED);
    expect(document.querySelector('.acv-boot')).not.toBeNull();
  });

  it('gives a refresh up after REFRESH_TIMEOUT_MS', async () => {
    jest.useFakeTimers();
    bootPage();
    const { env } = environment({ session: EXPIRED });
    env.locks = locks().manager;
    env.fetch = answers('hang');
    const settled = prepaint(OPTIONS, env);
    const early = env.earlyResponses[0]!.response;
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const signal = ((env.fetch as jest.Mock).mock.calls[0]![1] as { signal: AbortSignal }).signal;
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(REFRESH_TIMEOUT_MS);
    expect(signal.aborted).toBe(true);
    await expect(early).rejects.toThrow();
    expect(await settledNow(settled)).toBe(true);
    expect(env.storage.getItem('acv.session')).toBe(EXPIRED);
  });
});

describe('a snapshot\'s detail', () => {
  const detail = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    label: 'Pipe joint north wall',
    picture_url: `http://api.test/media/snapshots/${id}/picture?exp=1&sig=s`,
    meta: { software_version: '3.1.0', zoom_val: 2 },
    ...extra,
  });
  const photo = () => document.querySelector<HTMLImageElement>('#root .acv-pp-picture img');
  const buttons = () => document.querySelectorAll('#root .acv-pp-dhead .acv-pp-button').length;

  it('is the route #/snapshot/{id}, with or without the list\'s filters', () => {
    expect(['#/snapshot/7', '#/snapshot/7?type=leak&page=2', '#/snapshot/1234567890'].map(detailId)).toEqual([7, 7, 1234567890]);
    expect(['#/snapshot/', '#/snapshot/x', '#/snapshot/7/edit', '#/snapshot/12345678901', '#/'].map(detailId)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('zooms the photo as the detail does', () => {
    const metas = [{ software_version: '2.4.1', zoom_val: 1.5 }, { software_version: '3.0.0', zoom_val: 1.5 }, { zoom_val: 2 }, { software_version: '2.0', zoom_val: -1 }, { software_version: '1.9', zoom_val: 'x' }, {}];
    expect(metas.map(pictureZoom)).toEqual(metas.map((meta) => heatmapViewFromMeta(meta).viewZoom));
    expect(pictureZoom(null)).toBe(1);
  });

  it('asks for the snapshot and draws its label and photo, and settles once the photo is in', async () => {
    bootPage('#/snapshot/7?type=leak');
    const { env, fetch } = environment({ answer: { ok: true, body: detail(7, { label: '<b>Valve</b>' }) } });
    const settled = prepaint(OPTIONS, env);
    expect(await settledNow(settled)).toBe(false);
    const url = 'http://api.test/api/snapshots/7/';
    expect(fetch).toHaveBeenCalledWith(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${ACCESS}` } });
    expect(env.earlyResponses.map((early) => early.url)).toEqual([url]);
    // The label heads the page and ends the breadcrumb, as text.
    expect(document.querySelector('.acv-pp-heading')!.textContent).toBe('<b>Valve</b>');
    expect(document.querySelector('.acv-pp-crumb')!.textContent).toBe('<b>Valve</b>');
    expect(document.querySelectorAll('#root b')).toHaveLength(0);
    expect(photo()!.getAttribute('src')).toBe('http://api.test/media/snapshots/7/picture?exp=1&sig=s');
    expect(photo()!.getAttribute('fetchpriority')).toBe('high');
    expect(photo()!.style.transform).toBe('');
    // Desktop: the header's seven buttons and the side card.
    expect(buttons()).toBe(7);
    expect(document.querySelector('.acv-pp-side')).not.toBeNull();
    expect(document.querySelector('.acv-pp-tabs')).toBeNull();
    photo()!.dispatchEvent(new Event('error'));
    expect(await settledNow(settled)).toBe(true);
  });

  it('follows the phone\'s tabs, a demo user\'s header, the smaller image and an old camera\'s zoom', async () => {
    bootPage('#/snapshot/7');
    await settledNow(prepaint(OPTIONS, environment({ answer: { ok: true, body: detail(7) } as { ok: boolean; body: unknown }, phone: true }).env));
    expect(document.querySelector('.acv-pp-tabs')).not.toBeNull();
    expect(document.querySelector('.acv-pp-side')).toBeNull();
    expect(buttons()).toBe(5);

    bootPage('#/snapshot/7');
    const demo = JSON.stringify({ access: jwt(3_600, { is_demo: true }), refresh: 'r' });
    const old = detail(7, { meta: { software_version: '2.4.1', zoom_val: 1.5 } });
    await settledNow(prepaint(OPTIONS, environment({ session: demo, answer: { ok: true, body: old }, stored: { [SHRUNKEN_KEY]: '1' } }).env));
    expect(buttons()).toBe(6);
    expect(document.querySelector('.acv-pp-dgrid')!.classList.contains('acv-pp-shrunken')).toBe(true);
    expect(photo()!.style.transform).toBe('scale(1.5)');
  });

  it('heads a snapshot without a label with a block, not a made-up text', async () => {
    bootPage('#/snapshot/7');
    await settledNow(prepaint(OPTIONS, environment({ answer: { ok: true, body: detail(7, { label: '' }) } }).env));
    expect(document.querySelector('.acv-pp-heading')!.textContent).toBe('');
    expect(document.querySelector('.acv-pp-heading .acv-pp-bar')).not.toBeNull();
    expect(document.querySelector('.acv-pp-crumb')!.textContent).toBe('');
  });

  it.each([
    ['a snapshot that is not there', { ok: false, body: { detail: 'Not found.', file_name: ['a.nlz'] } }],
    ['another snapshot', { ok: true, body: { id: 8, label: 'x', picture_url: 'http://api.test/p' } }],
    ['a snapshot without a photo', { ok: true, body: { id: 7, label: 'x', picture_url: null } }],
    ['an answer that is no object', { ok: true, body: 'x' }],
  ])('keeps the boot frame for %s', async (_, answer) => {
    bootPage('#/snapshot/7');
    expect(await settledNow(prepaint(OPTIONS, environment({ answer }).env))).toBe(true);
    expect(document.querySelector('.acv-boot')).not.toBeNull();
    expect(document.querySelector('.acv-pp')).toBeNull();
  });
});

describe('startPrepaint', () => {
  afterEach(() => {
    for (const name of ['acvStart', 'acvPrepaintPending', EARLY_RESPONSES_GLOBAL]) delete (window as unknown as Page)[name];
  });
  const page = window as unknown as Page;

  it('holds the platform\'s start while it paints, and starts it once done', async () => {
    bootPage();
    localStorage.setItem('acv.session', JSON.stringify({ access: jwt(Date.now() / 1000 + 300), refresh: 'r' }));
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    const start = jest.fn();
    page.acvStart = start;
    let answer!: (value: unknown) => void;
    window.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    startPrepaint(OPTIONS);
    expect(page.acvPrepaintPending).toBe(true);
    expect(page[EARLY_RESPONSES_GLOBAL]).toHaveLength(1);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    answer({ ok: false, clone: () => ({ json: async () => ({}) }) });
    for (let i = 0; i < 10 && start.mock.calls.length === 0; i++) await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    localStorage.removeItem('acv.session');
  });

  it('leaves the start alone where it paints nothing, storage refused included', () => {
    bootPage();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    startPrepaint(OPTIONS);
    expect(page.acvPrepaintPending).toBeUndefined();
    expect(document.querySelector('.acv-boot')).not.toBeNull();
    getItem.mockRestore();
  });
});
