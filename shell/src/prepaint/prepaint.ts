// What index.html paints for a signed-in visitor who opens the snapshot list or a snapshot's
// detail, before any of the platform's scripts has run (docs/architecture.md, prepaint). The list
// is the first page a signed-in visitor sees, and its largest paint, a card's thumbnail, would
// otherwise wait for the whole platform (hundreds of kilobytes of script on a cold load). This
// script, inlined in index.html by the build (tooling/rspack.mjs `prepaintScript`), asks the
// api-server for the list's first page with the stored session and draws the signed-in frame
// and the first screen of cards (thumbnail and label) as the list draws them; React's first
// render then replaces it, with the same images from the browser's cache.
//
// It stands alone: no imports (the build transpiles this one file), plain DOM, text only through
// textContent. The platform's files are asked for only once it is done (the first thumbnails
// are in, or nothing could be painted, or PREPAINT_WAIT_MS have passed): the head's start-up
// script (tooling/startupPreload.cjs `starterTag`) waits for it, so that the cards' few
// kilobytes do not share a slow link with the platform's hundreds, and the largest paint does
// not depend on which of them comes first. The list's response is left for the API client,
// which takes it instead of asking again.
// Geometry follows shared-ui's AreaPage, SnapshotCard and phone touch targets (touchTargets.css:
// 44 px tabs), mfe-snapshots' SnapshotGrid and the shell's SignedInLayout (the floating buttons'
// gutter, features/floating-panel `floatingPanelGeometry`); e2e `prepaint.spec.ts` holds the
// cards to the list's own.
//
// A detail (`#/snapshot/{id}`, a link someone was sent) is drawn the same way: its largest paint
// is the photo under the heatmap, which would otherwise wait for the platform, the snapshots area
// and the snapshot's own request in turn. The script asks for the snapshot and draws its heading
// and the photo where mfe-snapshots' DetailLayout and HeatmapSection put it, with grey blocks for
// the header's buttons and the side card.

/** The longest the platform's start waits for the painted page's images, ms. */
export const PREPAINT_WAIT_MS = 1500;
/** Cards drawn: more than any first screen holds. */
export const PREPAINT_CARDS = 12;
/**
 * Rows asked for: the list's page on a wide screen (shared-core PAGE_SIZE.desktop) and the first
 * rows a phone asks for (mfe-snapshots HEAD_ROWS), so the list's own first request is this one,
 * which the API client takes over instead of asking again (shared-core `earlyResponses.ts`).
 */
export const PREPAINT_PAGE_SIZE = 20;
/** Where the early response is left for the API client (shared-core EARLY_RESPONSES_GLOBAL). */
export const EARLY_RESPONSES_GLOBAL = 'acvEarlyResponses';
/**
 * An access token this close to its expiry, s, is refreshed first, as the API client does
 * (shared-core TOKEN_REFRESH_MARGIN_S).
 */
export const TOKEN_MARGIN_S = 30;
/** The API client's refresh lock, one refresh at a time across tabs (shared-core ApiClient). */
export const REFRESH_LOCK = 'acv.token-refresh';
/** How long a tab keeps that lock after its refresh, ms (shared-core LOCK_HELD_AFTER_REFRESH_MS). */
export const LOCK_HELD_AFTER_REFRESH_MS = 300;
/** A refresh not answered in this long is given up, and left to the client, ms. */
export const REFRESH_TIMEOUT_MS = 5000;
/** Thumbnails the start waits for (the first screen's on a wide screen; two on a phone). */
const AWAITED_THUMBNAILS = { desktop: 4, phone: 2 };
/** The detail's "shrunken thumbnail" preference (mfe-snapshots `useShrunkenThumbnail`). */
export const SHRUNKEN_KEY = 'acv.detail.shrunkenThumbnail';
/**
 * The detail header's buttons, px, as the English texts make them (home, previous, next, star;
 * smaller image, delete, help): where the row wraps follows from them, so the photo lands where
 * the page puts it. Another language's longer texts may wrap the row at a wider screen than
 * these do; the photo then moves down by a row (44 px) when the page replaces the drawing.
 */
const DETAIL_NAVIGATION = [91, 108, 83, 32];
const DETAIL_TOOLS = { shrink: 143, remove: 94, help: 83 };

export interface PrepaintOptions {
  /** The api-server's origin, e.g. `http://localhost:8000`. */
  apiUrl: string;
  /** The token store's localStorage key (shared-core `tokenStore.ts`). */
  sessionKey: string;
  /** The edition's product title, logo (a URL), font and rail colours (brands `identity.json`). */
  productTitle: string;
  logo: string;
  fontFamily: string;
  navBackground: string;
  navText: string;
}

/** What the script needs of a fetch() response. */
export interface PrepaintResponse {
  ok: boolean;
  clone(): { json(): Promise<unknown> };
}

export interface PrepaintRequest {
  method?: 'POST';
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface PrepaintEnvironment {
  document: Document;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetch: (url: string, init: PrepaintRequest) => Promise<PrepaintResponse>;
  /** The browser's Web Locks (undefined where there are none: then an expired token paints nothing). */
  locks?: { request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>): Promise<unknown> };
  /** Where the list's response is left for the API client, with its URL and time. */
  earlyResponses: { url: string; at: number; response: Promise<PrepaintResponse> }[];
  now: () => number;
  /** Whether the phone layout applies (shared-core PHONE_MEDIA_QUERY). */
  phone: boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

interface ListedSnapshot {
  id: number;
  label?: string | null;
  device_label?: string | null;
  thumbnail_url?: string | null;
}

interface DetailSnapshot {
  id: number;
  label?: string | null;
  picture_url?: string | null;
  meta?: { zoom_val?: unknown; software_version?: unknown } | null;
}

/** A JWT's claims; undefined for anything that is no JWT. */
function tokenClaims(token: string): Record<string, unknown> | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A JWT's `exp` claim, s since the epoch; undefined for anything else. */
export function tokenExpiry(token: string): number | undefined {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : undefined;
}

/** The route a hash names is the unfiltered list: `#/`, `#` or no hash. */
export function isListHome(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/';
}

/** The snapshot a hash opens (`#/snapshot/{id}`, with or without the list's filters), or undefined. */
export function detailId(hash: string): number | undefined {
  const match = /^#\/snapshot\/(\d{1,10})(\?.*)?$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/**
 * The zoom a photo is shown at (shared-core `heatmapViewFromMeta`): cameras before software
 * version 3 stored the view's zoom with the snapshot; 1 for anything else.
 */
export function pictureZoom(meta: DetailSnapshot['meta']): number {
  const major = Number.parseInt(String(meta?.software_version ?? '').split('.')[0] ?? '', 10);
  if (Number.isFinite(major) && major >= 3) return 1;
  const zoom = meta?.zoom_val;
  return typeof zoom === 'number' && Number.isFinite(zoom) && zoom > 0 ? zoom : 1;
}

/** The painted frame's style: index.html carries it in its head (tooling/rspack.mjs). */
export const PREPAINT_CSS = `
.acv-pp { display: flex; min-height: 100%; font-size: 14px; line-height: 1.5714; color: rgba(0, 0, 0, 0.88); }
.acv-pp-rail { flex: 0 0 220px; }
.acv-pp-rail div { display: flex; align-items: center; gap: 8px; padding: 16px 20px; font-weight: 600; line-height: 1.2; }
.acv-pp-main { flex: 1 1 auto; min-width: 0; }
.acv-pp-top { height: 64px; background: #fff; border-bottom: 1px solid #f0f0f0; box-sizing: border-box; }
.acv-pp-top img { display: none; }
.acv-pp-content { padding-right: 64px; }
.acv-pp-page { padding: 16px clamp(12px, 3vw, 32px); max-width: 1400px; margin: 0 auto; }
.acv-pp-bar { display: block; height: 32px; border-radius: 6px; background: rgba(0, 0, 0, 0.06); }
.acv-pp-tools { display: flex; flex-direction: column; gap: 12px; height: 123px; overflow: hidden; }
.acv-pp-tools .acv-pp-h1 { flex: none; width: 160px; height: 29px; margin-bottom: 4px; }
.acv-pp-tools .acv-pp-row { flex: none; max-width: 820px; }
.acv-pp-tools .acv-pp-small { flex: none; width: 140px; height: 22px; }
.acv-pp-tools .acv-pp-phone { display: none; flex: none; }
.acv-pp-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px; }
.acv-pp-day { grid-column: 1 / -1; margin-bottom: -8px; height: 32px; }
.acv-pp-day .acv-pp-bar { width: 150px; height: 18px; margin-top: 7px; }
.acv-pp-card { display: block; background: #fff; border: 1px solid #f0f0f0; border-radius: 10px; overflow: hidden; color: inherit; text-decoration: none; }
.acv-pp-media { position: relative; display: block; aspect-ratio: 16 / 9; margin: -1px -1px 0; background: #1f2933; overflow: hidden; }
.acv-pp-frame { position: absolute; left: 0; right: 0; top: 50%; aspect-ratio: 800 / 480; transform: translateY(-50%); }
.acv-pp-frame img { position: absolute; inset: 0; width: 100%; height: 100%; }
.acv-pp-body { display: flex; align-items: center; gap: 8px; padding: 12px; }
.acv-pp-body > .acv-pp-bar { flex: none; width: 16px; height: 16px; border-radius: 4px; }
.acv-pp-body > .acv-pp-bar + span { flex: 1 1 auto; min-width: 0; }
.acv-pp-body > .acv-pp-bar + span + .acv-pp-bar { width: 46px; }
.acv-pp-title { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: anywhere; line-height: 1.3; font-weight: 600; }
.acv-pp-date { display: block; height: 20px; padding: 4px 0; box-sizing: border-box; }
.acv-pp-date .acv-pp-bar { width: 120px; height: 12px; }
.acv-pp-heading { margin: 0 0 16px; font-size: 24px; font-weight: 600; line-height: 1.2105263; overflow-wrap: break-word; }
.acv-pp-heading .acv-pp-bar { height: 29px; }
.acv-pp-dhead { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.acv-pp-dhead > span { display: flex; flex-wrap: wrap; gap: 8px; }
.acv-pp-dhead > .acv-pp-crumbs { flex: 1 1 240px; gap: 0; min-width: 0; line-height: 22px; color: rgba(0, 0, 0, 0.45); }
.acv-pp-crumbs .acv-pp-bar { height: 14px; margin: 4px 0; }
.acv-pp-crumb-sep { margin: 0 8px; }
.acv-pp-crumb { min-width: 0; overflow-wrap: anywhere; color: rgba(0, 0, 0, 0.88); }
.acv-pp-dhead .acv-pp-button { height: 32px; border-radius: 8px; }
.acv-pp-tabs { display: flex; align-items: center; gap: 32px; height: 46px; margin-bottom: 16px; border-bottom: 1px solid #f0f0f0; box-sizing: border-box; overflow: hidden; }
.acv-pp-tabs .acv-pp-bar { flex: none; height: 14px; }
.acv-pp-dgrid { display: grid; grid-template-columns: repeat(24, minmax(0, 1fr)); gap: 16px; }
.acv-pp-dcard { grid-column: span 24; align-self: start; min-width: 0; background: #fff; border: 1px solid #f0f0f0; border-radius: 10px; }
.acv-pp-dcard-head { display: flex; align-items: center; height: 38px; margin-bottom: -1px; padding: 0 12px; border-bottom: 1px solid #f0f0f0; box-sizing: border-box; }
.acv-pp-dcard-head .acv-pp-bar { height: 14px; }
.acv-pp-dcard-body { padding: 12px; }
.acv-pp-picture { position: relative; width: 100%; aspect-ratio: 800 / 480; background: #111; overflow: hidden; }
.acv-pp-picture img { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }
.acv-pp-controls { display: flex; flex-direction: column; gap: 24px; height: 212px; padding-top: 8px; box-sizing: border-box; }
.acv-pp-controls .acv-pp-bar { flex: none; height: 14px; }
.acv-pp-controls .acv-pp-bar:nth-child(1) { height: 10px; }
.acv-pp-controls .acv-pp-bar:nth-child(3), .acv-pp-controls .acv-pp-bar:nth-child(5) { height: 4px; }
.acv-pp-controls .acv-pp-bar:nth-child(6) { height: 28px; }
.acv-pp-side .acv-pp-dcard-body { display: flex; flex-direction: column; gap: 17px; padding: 24px; }
.acv-pp-side .acv-pp-bar { height: 22px; }
@media (min-width: 992px) {
  .acv-pp-dgrid > .acv-pp-dcard { grid-column: span 15; }
  .acv-pp-dgrid > .acv-pp-side { grid-column: span 9; }
  .acv-pp-shrunken > .acv-pp-dcard { grid-column: span 10; }
  .acv-pp-shrunken > .acv-pp-side { grid-column: span 14; }
}
@media (max-width: 1199.98px) { .acv-pp-tools { height: 163px; } .acv-pp-tools .acv-pp-row { max-width: 520px; } }
@media (max-width: 991.98px) { .acv-pp-rail { flex-basis: 64px; } .acv-pp-rail span { display: none; } .acv-pp-rail div { padding: 16px 18px; } }
@media (max-width: 767.98px) {
  .acv-pp-rail { display: none; }
  .acv-pp-top { padding: 18px 0 0 58px; }
  .acv-pp-top img { display: block; }
  .acv-pp-tools { height: 286px; gap: 8px; }
  .acv-pp-tools .acv-pp-phone { display: block; }
  .acv-pp-tools .acv-pp-small { display: none; }
  .acv-pp-dhead { flex-wrap: nowrap; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
  .acv-pp-content { padding-right: 52px; }
  .acv-pp-tabs { height: 44px; }
  /* One card a row, as the phone's sections stack: the 24 columns' gaps alone are wider than a phone's page. */
  .acv-pp-dgrid { display: block; }
}
`;

/**
 * Paints the signed-in frame and the list's first cards, or a detail's photo, into `#root` when a
 * session is stored and the address is the unfiltered list or a snapshot; answers a promise that
 * resolves once the platform may start, or undefined (at once) where it paints nothing.
 */
export function prepaint(options: PrepaintOptions, env: PrepaintEnvironment): Promise<void> | undefined {
  const doc = env.document;
  const root = doc.getElementById('root');
  const session = storedSession(env, options.sessionKey);
  const hash = doc.location.hash;
  const snapshotId = detailId(hash);
  if (!root || !session || (!isListHome(hash) && snapshotId === undefined)) return undefined;
  // An access token that has expired (a first visit after five minutes away) is refreshed
  // first, under the client's lock; without Web Locks it is left to the client.
  const live = isLive(session.access, env.now());
  if (!live && (!env.locks || tokenExpiry(session.access) === undefined)) return undefined;
  const path = snapshotId === undefined ? `/api/snapshots/?page_size=${PREPAINT_PAGE_SIZE}` : `/api/snapshots/${snapshotId}/`;

  return new Promise<void>((resolve) => {
    env.setTimeout(resolve, PREPAINT_WAIT_MS);
    const access = live ? Promise.resolve(session.access) : refreshedAccess(options, env);
    const url = `${options.apiUrl}${path}`;
    let demo = false;
    const response = access.then((token) => {
      if (token === undefined) throw new Error('no access token');
      demo = tokenClaims(token)?.is_demo === true;
      return env.fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    });
    // Failed when the token could not be refreshed: the API client then takes no early response.
    response.catch(() => undefined);
    env.earlyResponses.push({ url, at: env.now(), response });
    response
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then((body) => {
        // React may have rendered already (a slow answer), and then owns #root.
        const boot = root.querySelector('.acv-boot');
        if (!boot || !body || typeof body !== 'object') return resolve();
        let awaited: Promise<void>[];
        if (snapshotId === undefined) {
          const results = (body as { results?: unknown }).results;
          if (!Array.isArray(results) || results.length === 0) return resolve();
          const { frame, page } = paintFrame(doc, options);
          awaited = paintList(doc, page, options, results.slice(0, PREPAINT_CARDS) as ListedSnapshot[], env.phone ? AWAITED_THUMBNAILS.phone : AWAITED_THUMBNAILS.desktop);
          root.replaceChild(frame, boot);
        } else {
          const snapshot = body as DetailSnapshot;
          if (snapshot.id !== snapshotId || !snapshot.picture_url) return resolve();
          const { frame, page } = paintFrame(doc, options);
          awaited = paintDetail(doc, page, options, snapshot, { phone: env.phone, demo, shrunken: env.storage.getItem(SHRUNKEN_KEY) === '1' });
          root.replaceChild(frame, boot);
        }
        void Promise.all(awaited).then(() => resolve());
      })
      .catch(() => resolve());
  });
}

/** The stored token pair (shared-core `tokenStore.ts`), or undefined. */
function storedSession(env: PrepaintEnvironment, key: string): { access: string; refresh: string } | undefined {
  try {
    const value = JSON.parse(env.storage.getItem(key) ?? 'null') as { access?: unknown; refresh?: unknown } | null;
    return typeof value?.access === 'string' && typeof value.refresh === 'string' ? { access: value.access, refresh: value.refresh } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an access token is good for more than TOKEN_MARGIN_S. */
function isLive(access: string, now: number): boolean {
  const expiry = tokenExpiry(access);
  return expiry !== undefined && expiry - now / 1000 >= TOKEN_MARGIN_S;
}

/**
 * Refreshes the stored tokens as the API client does (shared-core ApiClient `refreshAcrossTabs`):
 * under its Web Lock, taken only if free (another tab refreshing is left to the client, which
 * waits for it), reading the tokens again under the lock (another tab may have refreshed
 * already), storing the new pair before the lock goes and keeping the lock
 * LOCK_HELD_AFTER_REFRESH_MS longer, so another tab finds the new pair in its storage. Answers
 * the new access token, or undefined where there is none: a refusal is the client's to act on
 * (it tries once more and ends the session), and an answer lost or given up is retried by the
 * client, which the server accepts for a short while.
 */
function refreshedAccess(options: PrepaintOptions, env: PrepaintEnvironment): Promise<string | undefined> {
  return new Promise((resolve) => {
    const underLock = async (lock: unknown) => {
      const session = lock ? storedSession(env, options.sessionKey) : undefined;
      if (!session) return resolve(undefined);
      if (isLive(session.access, env.now())) return resolve(session.access);
      const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
      env.setTimeout(() => controller?.abort(), REFRESH_TIMEOUT_MS);
      let access: string | undefined;
      try {
        const answer = await env.fetch(`${options.apiUrl}/api/token/refresh/`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh: session.refresh }),
          signal: controller?.signal,
        });
        const pair = (answer.ok ? await answer.clone().json() : undefined) as { access?: unknown; refresh?: unknown } | undefined;
        if (typeof pair?.access === 'string' && typeof pair.refresh === 'string') {
          env.storage.setItem(options.sessionKey, JSON.stringify({ access: pair.access, refresh: pair.refresh }));
          access = pair.access;
        }
      } catch {
        access = undefined;
      }
      resolve(access);
      if (access !== undefined) await new Promise<void>((done) => env.setTimeout(done, LOCK_HELD_AFTER_REFRESH_MS));
    };
    try {
      env.locks!.request(REFRESH_LOCK, { ifAvailable: true }, underLock).catch(() => resolve(undefined));
    } catch {
      resolve(undefined);
    }
  });
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, parent?: Element): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  parent?.appendChild(node);
  return node;
}

/** A grey block of `width` px (or its class's). */
function bar(doc: Document, parent: Element, className = '', width?: number): HTMLSpanElement {
  const node = element(doc, 'span', `acv-pp-bar${className ? ` ${className}` : ''}`, parent);
  if (width !== undefined) node.style.width = `${width}px`;
  return node;
}

/** A media link as the api-server gives it: absolute as it is, a path on the api-server. */
function mediaUrl(src: string, options: PrepaintOptions): string {
  return /^https?:\/\//.test(src) ? src : `${options.apiUrl}${src}`;
}

/** An image that settles the returned promise once it has loaded or failed. */
function awaitedImage(doc: Document, parent: Element, src: string, options: PrepaintOptions): [HTMLImageElement, Promise<void>] {
  const image = element(doc, 'img', '', parent);
  image.alt = '';
  image.setAttribute('fetchpriority', 'high');
  const loaded = new Promise<void>((done) => (image.onload = image.onerror = () => done()));
  image.src = mediaUrl(src, options);
  return [image, loaded];
}

/** The signed-in frame: the edition's rail, the top bar and the page's column. */
function paintFrame(doc: Document, options: PrepaintOptions): { frame: HTMLElement; page: HTMLElement } {
  const frame = element(doc, 'div', 'acv-pp');
  frame.style.fontFamily = options.fontFamily;
  // Busy, not a live region: a status role would have a screen reader read every card's label
  // as they are put in, and again as React's replace them.
  frame.setAttribute('aria-busy', 'true');
  const rail = element(doc, 'div', 'acv-pp-rail', frame);
  rail.style.background = options.navBackground;
  rail.style.color = options.navText;
  const brand = element(doc, 'div', '', rail);
  const logo = element(doc, 'img', '', brand);
  logo.src = options.logo;
  logo.alt = '';
  logo.width = logo.height = 28;
  element(doc, 'span', '', brand).textContent = options.productTitle;
  const main = element(doc, 'div', 'acv-pp-main', frame);
  const phoneLogo = element(doc, 'img', '', element(doc, 'div', 'acv-pp-top', main));
  phoneLogo.src = options.logo;
  phoneLogo.alt = '';
  phoneLogo.width = phoneLogo.height = 28;
  // The page's column leaves the strip at the right where the floating buttons stand.
  const content = element(doc, 'div', 'acv-pp-content', main);
  return { frame, page: element(doc, 'div', 'acv-pp-page', content) };
}

/** Draws the list's cards; answers a promise per awaited thumbnail (settled on load or error). */
function paintList(doc: Document, page: HTMLElement, options: PrepaintOptions, snapshots: ListedSnapshot[], awaited: number): Promise<void>[] {
  // The page's heading and its controls as grey blocks of their size (search, sort and buttons
  // in a row, or stacked on a phone), so the cards land where the list puts them.
  const tools = element(doc, 'div', 'acv-pp-tools', page);
  for (const kind of ['h1', 'row', 'phone', 'phone', 'phone', 'phone', 'small']) bar(doc, tools, `acv-pp-${kind}`);
  const grid = element(doc, 'div', 'acv-pp-grid', page);
  bar(doc, element(doc, 'div', 'acv-pp-day', grid));

  const loads: Promise<void>[] = [];
  snapshots.forEach((snapshot, index) => {
    const title = snapshot.label || snapshot.device_label || `#${snapshot.id}`;
    const card = element(doc, 'a', 'acv-pp-card', grid);
    card.href = `#/snapshot/${Number(snapshot.id)}`;
    card.setAttribute('aria-label', title);
    const media = element(doc, 'span', 'acv-pp-media', card);
    const url = snapshot.thumbnail_url;
    if (url) {
      const frame = element(doc, 'span', 'acv-pp-frame', media);
      if (index < awaited) loads.push(awaitedImage(doc, frame, url, options)[1]);
      else {
        const image = element(doc, 'img', '', frame);
        image.alt = '';
        image.setAttribute('loading', 'lazy');
        image.src = mediaUrl(url, options);
      }
    }
    // Checkbox, label over date, icons: the label wraps as the card's does.
    const body = element(doc, 'div', 'acv-pp-body', card);
    bar(doc, body);
    const text = element(doc, 'span', '', body);
    element(doc, 'span', 'acv-pp-title', text).textContent = title;
    bar(doc, element(doc, 'span', 'acv-pp-date', text));
    bar(doc, body);
  });
  return loads;
}

/**
 * Draws a detail's first screen: the label as the heading, the header's buttons, and the heatmap
 * card with the photo (beside the side card on a wide screen; under the tabs on a phone).
 * Answers the photo's promise (settled on load or error).
 */
function paintDetail(doc: Document, page: HTMLElement, options: PrepaintOptions, snapshot: DetailSnapshot, layout: { phone: boolean; demo: boolean; shrunken: boolean }): Promise<void>[] {
  const heading = element(doc, 'div', 'acv-pp-heading', page);
  // A snapshot without a label is headed by its number in the user's language: a block here.
  if (snapshot.label) heading.textContent = snapshot.label;
  else bar(doc, heading, '', 200);
  const header = element(doc, 'div', 'acv-pp-dhead', page);
  if (layout.phone) {
    const navigation = element(doc, 'span', '', header);
    for (let i = 0; i < DETAIL_NAVIGATION.length; i++) bar(doc, navigation, 'acv-pp-button', 32);
    bar(doc, header, 'acv-pp-button', 32);
    const tabs = element(doc, 'div', 'acv-pp-tabs', page);
    for (const width of [64, 48, 40, 36, 72]) bar(doc, tabs, '', width);
  } else {
    // The breadcrumb: the list's name (a block of its English width), then the label, which
    // wraps as the page's does and makes the row as tall.
    const crumbs = element(doc, 'span', 'acv-pp-crumbs', header);
    bar(doc, crumbs, '', 66);
    element(doc, 'span', 'acv-pp-crumb-sep', crumbs).textContent = '/';
    const current = element(doc, 'span', 'acv-pp-crumb', crumbs);
    if (snapshot.label) current.textContent = snapshot.label;
    else bar(doc, current, '', 100);
    const navigation = element(doc, 'span', '', header);
    for (const width of DETAIL_NAVIGATION) bar(doc, navigation, 'acv-pp-button', width);
    const tools = element(doc, 'span', '', header);
    for (const width of [DETAIL_TOOLS.shrink, ...(layout.demo ? [] : [DETAIL_TOOLS.remove]), DETAIL_TOOLS.help]) bar(doc, tools, 'acv-pp-button', width);
  }

  const grid = element(doc, 'div', `acv-pp-dgrid${layout.shrunken ? ' acv-pp-shrunken' : ''}`, page);
  const card = element(doc, 'div', 'acv-pp-dcard', grid);
  bar(doc, element(doc, 'div', 'acv-pp-dcard-head', card), '', 70);
  const body = element(doc, 'div', 'acv-pp-dcard-body', card);
  const picture = element(doc, 'div', 'acv-pp-picture', body);
  const [image, loaded] = awaitedImage(doc, picture, snapshot.picture_url!, options);
  const zoom = pictureZoom(snapshot.meta);
  if (zoom !== 1) image.style.transform = `scale(${zoom})`;
  // The colour scale, the two sliders with their labels and the mode switch.
  const controls = element(doc, 'div', 'acv-pp-controls', body);
  for (const width of [undefined, 130, undefined, 150, undefined, 230]) bar(doc, controls, '', width);
  if (!layout.phone) {
    const side = element(doc, 'div', 'acv-pp-dcard acv-pp-side', grid);
    bar(doc, element(doc, 'div', 'acv-pp-dcard-head', side), '', 60);
    const rows = element(doc, 'div', 'acv-pp-dcard-body', side);
    for (let i = 0; i < 6; i++) bar(doc, rows);
  }
  return [loaded];
}

/** Set while the platform's start waits for this script (tooling/startupPreload.cjs). */
export const PREPAINT_PENDING_GLOBAL = 'acvPrepaintPending';
/** The head's start-up script's function that asks for the platform's files. */
export const START_GLOBAL = 'acvStart';

/**
 * Runs {@link prepaint} in the page: what index.html's inline script calls. Where it paints, it
 * marks the start as waiting and starts the platform once done. Storage the browser refuses (a
 * blocked site) paints nothing.
 */
export function startPrepaint(options: PrepaintOptions): void {
  const page = window as unknown as Record<string, unknown>;
  let settled: Promise<void> | undefined;
  try {
    const earlyResponses = (page[EARLY_RESPONSES_GLOBAL] ??= []) as PrepaintEnvironment['earlyResponses'];
    settled = prepaint(options, {
      document,
      storage: window.localStorage,
      fetch: (url, init) => window.fetch(url, init),
      locks: navigator.locks,
      earlyResponses,
      now: () => Date.now(),
      phone: window.matchMedia('(max-width: 767.98px)').matches,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    });
  } catch {
    settled = undefined;
  }
  if (!settled) return;
  page[PREPAINT_PENDING_GLOBAL] = true;
  void settled.then(() => (page[START_GLOBAL] as (() => void) | undefined)?.());
}
