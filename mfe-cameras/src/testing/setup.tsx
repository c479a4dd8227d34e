import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import loadCameras from 'locales/load/cameras';
import loadCommon from 'locales/load/common';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { CameraList } from '../features/cameras';

/** Component tests: the area's English messages (and common's), and queries that fail at once. */
export async function setUpCameraTests(): Promise<void> {
  registerNamespace('common', loadCommon);
  registerNamespace('cameras', loadCameras);
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'cameras']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

/** Signs user 1 in as the platform does: the stored tokens (the API client reads them) and the session atom. */
export function signInAs(claims: Record<string, unknown> = {}): void {
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp: Math.floor(Date.now() / 1000) + 3600, ...claims }), refresh: 'r' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
}

/** Renders the camera list of a user who may change cameras, inside the platform's providers and a router. */
export const renderCameraList = () =>
  render(
    <PlatformProviders>
      <MemoryRouter>
        <CameraList canChange onPair={() => undefined} />
      </MemoryRouter>
    </PlatformProviders>,
  );
