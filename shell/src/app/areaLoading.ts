import { startTransition } from 'react';
import { matchPath } from 'react-router-dom';
import { store, whenIdle, type AreaRoute, type RegistryEntry, type RemoteContract } from 'shared-core';
// The modules themselves, not the folder's index (its antd screens stay off the login page).
import { areasAtom, type AreaState } from '../features/areas/areaState';
import { loadArea } from '../features/areas/loadArea';

/**
 * When each remote's contract loads: the shell renders
 * its frame and its own pages at once; contracts load in parallel and are applied one by one
 * as they arrive, so a slow or dead remote delays only its own area.
 * - a signed-in visitor's frame asks for every area (the rail and the pages need them);
 * - a public page asks only for the area that owns the path being shown (a shared report);
 * - hovering or focusing a link preloads that area's page chunk.
 */
const started = new Map<string, Promise<AreaState>>();
/** When each area's contract was first asked for (performance.now()): its slow notice counts from then. */
const startedAt = new Map<string, number>();

/** When `name`'s contract was first asked for, if it was (performance.now() time). */
export function areaStartedAt(name: string): number | undefined {
  return startedAt.get(name);
}
/** Each started area's contract, as soon as it is in (before its messages); undefined if it failed. */
const contracts = new Map<string, Promise<RemoteContract | undefined>>();

/**
 * Applies an area's new state in a transition: what it changes (the rail, the top bar's slots,
 * the area's page) renders in slices between frames, not as one long task in the middle of
 * the page being loaded.
 */
function replace(next: AreaState) {
  startTransition(() => store.set(areasAtom, (areas) => areas.map((area) => (area.entry.name === next.entry.name ? next : area))));
}

/**
 * Loads one area's contract once (again after a failure only through Retry) and applies it on
 * arrival. `waitingSince` (performance.now() time) is when the visitor began to wait for it: now,
 * or for the first page of a visit the navigation itself (0), so that its slow notice comes 3 s
 * after the visitor asked for the page, not 3 s after the shell's own files arrived.
 */
export function ensureArea(entry: RegistryEntry, waitingSince = performance.now()): Promise<AreaState> {
  const current = store.get(areasAtom).find((area) => area.entry.name === entry.name);
  // Ready already (perhaps through Retry after a failure here).
  if (current?.status === 'ready') return Promise.resolve(current);
  const known = started.get(entry.name);
  if (known) return known;
  startedAt.set(entry.name, waitingSince);
  let contractIn: (contract: RemoteContract | undefined) => void = () => undefined;
  contracts.set(entry.name, new Promise((resolve) => (contractIn = resolve)));
  // A remote slower than loadArea's limit keeps loading in the federation runtime: one more
  // wait picks up that same load instead of leaving the area failed for good.
  const promise = loadArea(entry, false, contractIn)
    .then((state) => (state.status === 'failed' && state.error.includes('did not answer') ? loadArea(entry, false, contractIn) : state))
    .then((state) => {
      contractIn(state.status === 'ready' ? state.contract : undefined);
      replace(state);
      return state;
    });
  started.set(entry.name, promise);
  return promise;
}

/** Loads every area of the registry in parallel (signed-in frame). */
export function ensureAllAreas(): void {
  for (const area of store.get(areasAtom)) void ensureArea(area.entry);
}

/**
 * The longest the other areas wait for the first page (their top-bar slots, such as the
 * Reports menu, must not wait for a hung remote): as long as that page's area may take before
 * it shows its slow notice.
 */
export const OTHER_AREAS_WAIT_MS = 3_000;

let pageRendered: () => void = () => undefined;
const firstPageRendered = new Promise<void>((resolve) => (pageRendered = resolve));

/** Called by AreaRoute when an area's page has rendered for the first time (committed to the DOM). */
export function notePageRendered(): void {
  pageRendered();
}

/**
 * The signed-in frame's areas, the one the visitor waits for first (time to first card): the
 * contract and page chunk of the area owning `pathname`, then every other contract once that
 * page has rendered and the browser is idle. Not idle alone: React renders a page in slices and
 * the browser is idle between them, so the other remotes' entries would be fetched
 * and evaluated in the middle of the first page's render (4x CPU: 0.6 to 1 s later cards). The
 * rail does not wait for them (its entries come from the registry); a path of an area not
 * loaded yet asks for it at once (AppRoutes' PendingArea).
 */
export function ensureAreasFrom(pathname: string, search = ''): void {
  const owner = areaForPath(pathname);
  if (!owner) return ensureAllAreas();
  // The first page's area loaded and its page rendered, or the wait is over (a hung or dead
  // remote: its contract may take 20 s to fail), whichever comes first.
  const firstPage = preloadPath(pathname, { search }, 0)
    .catch(() => undefined)
    .then(() => firstPageRendered);
  void Promise.race([firstPage, new Promise<void>((resolve) => setTimeout(resolve, OTHER_AREAS_WAIT_MS))]).then(() => whenIdle(ensureAllAreas));
}

/** The registry entry whose paths include `pathname`, if any. */
export function areaForPath(pathname: string): RegistryEntry | undefined {
  return store
    .get(areasAtom)
    .map((area) => area.entry)
    .find((entry) => entry.paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname)));
}

/**
 * Preloads the page chunk of the area route `pathname` leads to (hover or focus on a link):
 * the contract first if needed, then the route's lazy import, which the page reuses. With
 * `data` (the first page of a visit) the route's data calls start too, as soon as the contract
 * is in: before React renders the frame and the page, which it does in one pass that commits,
 * and runs effects, only when the page's chunks have come and rendered (on a phone at 4x CPU,
 * over a second later). Neither waits for the area's messages.
 */
export async function preloadPath(pathname: string, data?: { search: string }, waitingSince?: number): Promise<void> {
  const entry = areaForPath(pathname);
  if (!entry) return;
  const state = ensureArea(entry, waitingSince);
  const current = store.get(areasAtom).find((area) => area.entry.name === entry.name);
  const contract =
    current?.status === 'ready' ? current.contract : await (contracts.get(entry.name) ?? state.then((s) => (s.status === 'ready' ? s.contract : undefined)));
  if (!contract) return;
  const route = contract.routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (route && data) prefetchRoute(route, pathname, data.search, 'start-up');
  await route?.load().catch(() => undefined);
}

/** The location whose data calls start-up began, which the page's own first prefetch then skips. */
let startedAtStartUp: { route: AreaRoute; key: string } | undefined;

/**
 * Starts the data calls `route` declares for `pathname` and `search` (its `prefetch`, render
 * as you fetch). Called by start-up for the first page and by AreaRoute as a page mounts; the
 * mount right after start-up's call for the same location does not ask again.
 */
export function prefetchRoute(route: AreaRoute, pathname: string, search: string, caller: 'start-up' | 'page' = 'page'): void {
  if (!route.prefetch) return;
  // The router's search starts with "?", start-up's (cut from the hash) does not.
  const query = search.replace(/^\?/, '');
  const key = `${pathname}?${query}`;
  if (caller === 'page' && startedAtStartUp?.route === route && startedAtStartUp.key === key) {
    startedAtStartUp = undefined;
    return;
  }
  if (caller === 'start-up') startedAtStartUp = { route, key };
  const params = matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
  try {
    route.prefetch({ params, search: new URLSearchParams(query) });
  } catch {
    // Only a head start: the page asks for its data itself.
  }
}
