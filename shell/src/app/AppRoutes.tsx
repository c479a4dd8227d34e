import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { AccessRule } from 'shared-core';
import { areasAtom, AreaFallback, useRetryArea } from '../features/areas';
import type { RegistryEntry } from 'shared-core';
import { ensureArea } from './areaLoading';
import { AreaRoute } from './AreaRoute';
import { PageSpinner } from './light/PageSpinner';
import { PublicLayout } from './layout/PublicLayout';
import { RouteGuard } from './RouteGuard';

// Issue 16: the login page and /logout are routes of App (no antd); this table, in FullApp's
// chunk, holds every other page. The signed-in frame and the other shell pages are chunks of
// their own (with the antd components only they use), fetched when their path is visited.
const SignedInLayout = lazy(() => import('./layout/SignedInLayout').then((m) => ({ default: m.SignedInLayout })));
const RegisterPage = lazy(() => import('../features/account/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ActivatePage = lazy(() => import('../features/account/ActivatePage').then((m) => ({ default: m.ActivatePage })));
const PasswordResetPage = lazy(() => import('../features/account/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })));
const PasswordResetConfirmPage = lazy(() =>
  import('../features/account/PasswordResetConfirmPage').then((m) => ({ default: m.PasswordResetConfirmPage })),
);
const DownloadPage = lazy(() => import('../features/download').then((m) => ({ default: m.DownloadPage })));
const FaqPage = lazy(() => import('../features/faq').then((m) => ({ default: m.FaqPage })));

/** A lazily loaded shell page: a spinner in its frame until its chunk is in. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

const PUBLIC_RULES: AccessRule[] = ['public', 'signedOut'];

/** A path of an area whose contract has not arrived: ask for it, spin in the frame meanwhile. */
function PendingArea({ entry }: { entry: RegistryEntry }) {
  useEffect(() => {
    void ensureArea(entry);
  }, [entry]);
  return <PageSpinner />;
}

/** The hash router's table: the shell's own pages (but /login and /logout, in App) plus the routes of every remote that loaded. */
export function AppRoutes() {
  const areas = useAtomValue(areasAtom);
  const retry = useRetryArea();

  const areaRoutes = areas.flatMap((area) => {
    if (area.status !== 'ready') return [];
    return area.contract.routes.map((route) => ({ area: area.contract.area, route }));
  });
  const publicRoutes = areaRoutes.filter(({ route }) => PUBLIC_RULES.includes(route.access));
  const privateRoutes = areaRoutes.filter(({ route }) => !PUBLIC_RULES.includes(route.access));
  // A remote that did not load still owns its paths: its fallback there once it failed, a
  // spinner in the frame while its contract is on the way (public paths in the public frame).
  const failed = areas.flatMap((area) => (area.status === 'failed' ? area.entry.paths.map((path) => ({ path, area })) : []));
  const pending = areas.flatMap((area) =>
    area.status === 'loading' ? area.entry.paths.map((path) => ({ path, entry: area.entry, isPublic: area.entry.publicPaths?.includes(path) ?? false })) : [],
  );
  const anyPending = pending.length > 0;

  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/register" element={<RouteGuard rule="signedOut"><Page><RegisterPage /></Page></RouteGuard>} />
        <Route path="/activate/:uid/:token" element={<RouteGuard rule="signedOut"><Page><ActivatePage /></Page></RouteGuard>} />
        <Route path="/password_reset" element={<RouteGuard rule="signedOut"><Page><PasswordResetPage /></Page></RouteGuard>} />
        <Route
          path="/password/reset/confirm/:uid/:token"
          element={<RouteGuard rule="signedOut"><Page><PasswordResetConfirmPage /></Page></RouteGuard>}
        />
        <Route path="/download" element={<RouteGuard rule="public"><Page><DownloadPage /></Page></RouteGuard>} />
        {pending.filter(({ isPublic }) => isPublic).map(({ path, entry }) => (
          <Route key={path} path={path} element={<PendingArea entry={entry} />} />
        ))}
        {publicRoutes.map(({ area, route }) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RouteGuard rule={route.access}><AreaRoute area={area} route={route} /></RouteGuard>}
          />
        ))}
      </Route>
      <Route element={<RouteGuard rule="signedIn"><Page><SignedInLayout /></Page></RouteGuard>}>
        <Route path="/faq" element={<Page><FaqPage /></Page>} />
        {privateRoutes.map(({ area, route }) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RouteGuard rule={route.access}><AreaRoute area={area} route={route} /></RouteGuard>}
          />
        ))}
        {failed.map(({ path, area }) => (
          <Route
            key={path}
            path={path}
            element={area.status === 'failed' ? <AreaFallback detail={area.error} onRetry={() => void retry(area.entry)} /> : null}
          />
        ))}
        {pending.filter(({ isPublic }) => !isPublic).map(({ path, entry }) => (
          <Route key={path} path={path} element={<PendingArea entry={entry} />} />
        ))}
        {/* A path no area has claimed yet may belong to a contract still on the way. */}
        {anyPending && <Route path="*" element={<PageSpinner />} />}
      </Route>
      {!anyPending && <Route path="*" element={<Navigate to="/" replace />} />}
    </Routes>
  );
}
