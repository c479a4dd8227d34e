import { Suspense, lazy, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { initI18n, registerNamespace, type RemoteContract } from 'shared-core';
import { PlatformProviders } from './PlatformProviders';

function AreaRoutes({ contract }: { contract: RemoteContract }) {
  const routes = useMemo(
    () => contract.routes.map((route) => ({ ...route, Page: lazy(route.load) })),
    [contract],
  );
  return (
    <Suspense fallback={<Spin />}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

/**
 * Runs a remote on its own for development, inside the same providers as in the shell.
 * Sign in through the shell first: the session is read from this origin's storage.
 */
export async function renderStandalone(contract: RemoteContract, element: HTMLElement): Promise<void> {
  registerNamespace(contract.area, contract.loadMessages);
  await initI18n();
  createRoot(element).render(
    <PlatformProviders>
      <HashRouter>
        <AreaRoutes contract={contract} />
      </HashRouter>
    </PlatformProviders>,
  );
}
