// First: configures zod before shared-core's schemas are created.
import './zodConfig';
import { createRoot } from 'react-dom/client';
import loadCommon from 'locales/load/common';
import loadFaq from 'locales/load/faq';
import loadShell from 'locales/load/shell';
// The source language's start-up namespaces travel with the start-up chunk (withBundledSource).
import sourceCommon from 'locales/en/common.json';
import sourceShell from 'locales/en/shell.json';
import { brand, claimsAtom, detectLanguage, isStaff, i18n, initI18n, loadRegistry, queryClient, registerNamespace, sessionAtom, shellQueries, store, warmDateFormats, whenIdle, withBundledSource } from 'shared-core';
import { App } from './app/App';
import { nextTask } from './app/afterFirstFrame';
import { areaForPath, ensureArea, ensureAreasFrom } from './app/areaLoading';
import { rewriteLegacyUrl } from './app/rewriteLegacyUrl';
// The modules themselves, not the folder's index: it also exports the areas' antd screens.
import { absentAreasAtom, areasAtom } from './features/areas/areaState';
import { applyOverrides, appliedOverridesAtom, readOverrides } from './features/areas/overrides';
import { registerAll } from './features/areas/loadArea';

/** The user timing mark set when start-up begins. */
const START_MARK = 'acv:start';

/**
 * Start-up: read the deployment's remote registry, register the remotes and render at once
 * so that the frame and the shell's own pages never wait for a remote. Contracts load in
 * parallel and apply as they arrive (app/areaLoading.ts): for a signed-in visitor the current
 * path's area first and the others when the browser is idle, for a public page only the area
 * of the current path.
 */
async function start() {
  // When the platform's code starts, after the first paint (index.ts): a user timing mark for
  // field measurements and for e2e `perf-serving.spec.ts`.
  performance.mark(START_MARK);
  rewriteLegacyUrl(window.location);
  document.title = brand.productTitle;
  registerNamespace('common', withBundledSource(loadCommon, sourceCommon));
  registerNamespace('shell', withBundledSource(loadShell, sourceShell));
  registerNamespace('faq', loadFaq);
  const signedIn = store.get(sessionAtom) !== null;
  // A signed-in visitor's first page needs the full app, the signed-in frame and who they are:
  // asked for now, in parallel with the registry, rather than one after the other as each
  // renders (time to first card). The page chunk follows once its contract is in.
  if (signedIn) {
    // Evaluated one task after the other, not in one: together their antd modules are a long
    // task (over 100 ms on a 1.6x slower CPU). index.html preloads both for a stored session
    // (SIGNED_IN_REQUESTS in tooling/rspack.mjs), so the second waits for no request.
    void import('./app/FullApp')
      .then(nextTask)
      .then(() => import('./app/layout/SignedInLayout'));
    void queryClient.prefetchQuery(shellQueries.me());
  }
  const root = createRoot(document.getElementById('root')!);
  const [registry] = await Promise.allSettled([loadRegistry('remotes.json'), initI18n(detectLanguage(), { namespaces: ['shell'] })]);
  if (registry.status === 'rejected') {
    // The error screen (antd) is fetched only when it shows, to keep antd out of start-up.
    const { StartupError } = await import('./app/StartupError');
    root.render(<StartupError detail={(registry.reason as Error).message} />);
    return;
  }
  // The first page's dates: the engine's date data loads while its code and data are on their way.
  if (signedIn) whenIdle(() => warmDateFormats(i18n.language));
  // A staff user's overrides for testing a deploy (features/areas/overrides.ts) apply before registration.
  const { remotes, applied } = applyOverrides(registry.value.remotes, readOverrides(), isStaff(store.get(claimsAtom)));
  registerAll(remotes);
  store.set(appliedOverridesAtom, applied);
  store.set(absentAreasAtom, registry.value.absent);
  store.set(areasAtom, remotes.map((entry) => ({ entry, status: 'loading' as const })));
  const [hashPath = '', search = ''] = window.location.hash.replace(/^#/, '').split('?');
  const path = hashPath || '/';
  if (signedIn) ensureAreasFrom(path, search);
  else {
    const owner = areaForPath(path);
    if (owner) void ensureArea(owner);
  }
  root.render(<App />);
}

void start();
