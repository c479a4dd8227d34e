import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import loadCommon from 'locales/load/common';
import loadReseller from 'locales/load/reseller';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';

/** Loads the English `common` and `reseller` messages once per test file. */
export async function initPortalI18n(): Promise<void> {
  registerNamespace('common', loadCommon);
  registerNamespace('reseller', loadReseller);
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'reseller']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

/** Signs in a reseller (a reseller manager unless `manager` is false) by storing a session, as the shell would. */
export function signInReseller({ manager = true } = {}): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const access = makeToken({ user_id: 3, username: 'reseller', is_reseller: true, is_resellermanager: manager, exp });
  localStorage.setItem('acv.session', JSON.stringify({ access, refresh: 'r' }));
  store.set(sessionAtom, { access, refresh: 'r' });
}

function Providers({ children }: { children: ReactNode }) {
  return <PlatformProviders>{children}</PlatformProviders>;
}

/** Renders inside the platform providers (one QueryClient, jotai store, i18n, antd). */
export function renderInPlatform(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
