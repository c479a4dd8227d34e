import { useEffect } from 'react';
import { HashRouter, useNavigate } from 'react-router-dom';
import { api } from 'shared-core';
import { PlatformProviders } from 'shared-ui';
import { StorageUnavailableNotice } from '../features/account/StorageUnavailableNotice';
import { forgetSeenNotices } from '../features/global-snackbars/seenNotices';
import { AppRoutes } from './AppRoutes';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * The end of a session: the global snackbars may show again at the next sign-in; a 403, a
 * missing token or a failed refresh goes to /logout, then /login.
 */
function SessionEnd() {
  const navigate = useNavigate();
  useEffect(
    () =>
      api.onLogout((reason) => {
        forgetSeenNotices();
        if (reason !== 'user') navigate('/logout', { replace: true });
      }),
    [navigate],
  );
  return null;
}

/** The shell: the platform's providers (created once) around the hash router. */
export function App() {
  return (
    <PlatformProviders>
      <HashRouter>
        <SessionEnd />
        <StorageUnavailableNotice />
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </HashRouter>
    </PlatformProviders>
  );
}
