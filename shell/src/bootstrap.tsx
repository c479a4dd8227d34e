import { createRoot } from 'react-dom/client';
import loadCommon from 'locales/load/common';
import loadFaq from 'locales/load/faq';
import loadShell from 'locales/load/shell';
import { brand, i18n, initI18n, loadRegistry, registerNamespace, sessionAtom, store } from 'shared-core';
import { App } from './app/App';
import { areaForPath, ensureAllAreas, ensureArea } from './app/areaLoading';
import { rewriteLegacyUrl } from './app/rewriteLegacyUrl';
// The modules themselves, not the folder's index: it also exports the areas' antd screens.
import { areasAtom } from './features/areas/areaState';
import { registerAll } from './features/areas/loadArea';

/**
 * Start-up: read the deployment's remote registry, register the remotes and render at once
 * (issue 16): the frame and the shell's own pages never wait for a remote. Contracts load in
 * parallel and apply as they arrive (app/areaLoading.ts): every one for a signed-in visitor,
 * only the area of the current path for a public page.
 */
async function start() {
  rewriteLegacyUrl(window.location);
  document.title = brand.productTitle;
  registerNamespace('common', loadCommon);
  registerNamespace('shell', loadShell);
  registerNamespace('faq', loadFaq);
  const root = createRoot(document.getElementById('root')!);
  const [registry] = await Promise.allSettled([loadRegistry('remotes.json'), initI18n().then(() => i18n.loadNamespaces('shell'))]);
  if (registry.status === 'rejected') {
    // The error screen (antd) is fetched only when it shows (issue 16).
    const { StartupError } = await import('./app/StartupError');
    root.render(<StartupError detail={(registry.reason as Error).message} />);
    return;
  }
  const { remotes } = registry.value;
  registerAll(remotes);
  store.set(areasAtom, remotes.map((entry) => ({ entry, status: 'loading' as const })));
  if (store.get(sessionAtom) !== null) ensureAllAreas();
  else {
    const owner = areaForPath(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
    if (owner) void ensureArea(owner);
  }
  root.render(<App />);
}

void start();
