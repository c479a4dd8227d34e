import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { api, i18n, queryClient, sessionAtom, store, tokenStorageAvailable } from 'shared-core';
import { forgetSeenNotices } from '../features/global-snackbars/seenNotices';
import { LoginPage } from '../features/login';
// Not lazy: it ends the session as soon as /logout is opened (and carries no antd).
import { LogoutPage } from '../features/logout';
import { PageSpinner } from './light/PageSpinner';
import { PublicLayout } from './layout/PublicLayout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteGuard } from './RouteGuard';

// The login page is every visitor's first load and must stay under 250 KB of
// JavaScript, which antd alone exceeds. So the login page and its public frame carry no antd;
// every other page renders inside the full app (antd's providers, the signed-in frame, the
// other public pages, the remotes' routes), a chunk of its own fetched when such a path opens.
const FullApp = lazy(() => import('./FullApp'));
const StorageUnavailableBanner = lazy(() => import('../features/account/StorageUnavailableBanner'));

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

/**
 * While the full app loads: signed out, the public frame index.html painted stays (every such
 * page is public or leads to /login), so its header does not vanish and come back; signed in,
 * the page spinner, before the signed-in frame.
 */
export function FullAppLoading() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  return signedIn ? (
    <PageSpinner />
  ) : (
    <PublicLayout>
      <PageSpinner />
    </PublicLayout>
  );
}

/** The providers that do not need antd: the one jotai store, QueryClient and i18n instance. */
function CoreProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The shell: the providers (created once) around the hash router; antd only past the login page. */
export function App() {
  return (
    <CoreProviders>
      <HashRouter>
        <SessionEnd />
        <PageErrorBoundary>
          <Routes>
            <Route path="/login" element={<PublicLayout />}>
              <Route
                index
                element={
                  <>
                    {/* Rare (storage blocked): the banner brings antd only then. */}
                    {!tokenStorageAvailable() && (
                      <Suspense fallback={null}>
                        <StorageUnavailableBanner />
                      </Suspense>
                    )}
                    <RouteGuard rule="signedOut">
                      <LoginPage />
                    </RouteGuard>
                  </>
                }
              />
            </Route>
            <Route path="/logout" element={<LogoutPage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<FullAppLoading />}>
                  <FullApp />
                </Suspense>
              }
            />
          </Routes>
        </PageErrorBoundary>
      </HashRouter>
    </CoreProviders>
  );
}
