import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadShell from 'locales/load/shell';
import { i18n, initI18n, registerNamespace } from 'shared-core';
import { PlatformProviders } from 'shared-ui';

/** Initialises English messages of the shell once for component tests. */
export async function setUpI18n(): Promise<void> {
  registerNamespace('common', loadCommon);
  registerNamespace('shell', loadShell);
  await initI18n('en');
  await i18n.loadNamespaces(['shell']);
}

/** Renders a shell page inside the platform providers and a memory router. */
export function renderPage(ui: ReactElement, route = '/') {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </PlatformProviders>,
  );
}
