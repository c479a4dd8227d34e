import { useEffect } from 'react';
import { HashRouter, useNavigate } from 'react-router-dom';
import { api } from 'shared-core';
import { PlatformProviders } from 'shared-ui';
import { AppRoutes } from './AppRoutes';
import { PageErrorBoundary } from './PageErrorBoundary';

/** A 403, a missing token or a failed refresh ends the session: go to /logout, then /login. */
function ForcedLogout() {
  const navigate = useNavigate();
  useEffect(() => api.onLogout((reason) => reason !== 'user' && navigate('/logout', { replace: true })), [navigate]);
  return null;
}

/** The shell: the platform's providers (created once) around the hash router. */
export function App() {
  return (
    <PlatformProviders>
      <HashRouter>
        <ForcedLogout />
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </HashRouter>
    </PlatformProviders>
  );
}
