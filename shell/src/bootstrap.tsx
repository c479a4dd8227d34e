import { createRoot } from 'react-dom/client';
import loadCommon from 'locales/load/common';
import loadFaq from 'locales/load/faq';
import loadShell from 'locales/load/shell';
import { brand, i18n, initI18n, loadRegistry, registerNamespace, store } from 'shared-core';
import { App } from './app/App';
import { rewriteLegacyUrl } from './app/rewriteLegacyUrl';
import { areasAtom, loadArea, registerAll } from './features/areas';
import { StartupError } from './app/StartupError';

/**
 * Start-up: read the deployment's remote registry, register the remotes, load their contracts
 * (each failure stays inside its own area), then render.
 */
async function start() {
  rewriteLegacyUrl(window.location);
  document.title = brand.productTitle;
  registerNamespace('common', loadCommon);
  registerNamespace('shell', loadShell);
  registerNamespace('faq', loadFaq);
  await initI18n();
  await i18n.loadNamespaces('shell');
  const root = createRoot(document.getElementById('root')!);
  try {
    const registry = await loadRegistry('remotes.json');
    registerAll(registry.remotes);
    store.set(areasAtom, registry.remotes.map((entry) => ({ entry, status: 'loading' as const })));
    store.set(areasAtom, await Promise.all(registry.remotes.map((entry) => loadArea(entry))));
    root.render(<App />);
  } catch (error) {
    root.render(<StartupError detail={(error as Error).message} />);
  }
}

void start();
