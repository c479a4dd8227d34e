import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { AccessRule } from 'shared-core';
import { ActivatePage, PasswordResetConfirmPage, PasswordResetPage, RegisterPage } from '../features/account';
import { areasAtom, AreaFallback, useRetryArea } from '../features/areas';
import { DownloadPage } from '../features/download';
import { FaqPage } from '../features/faq';
import { LoginPage } from '../features/login';
import { LogoutPage } from '../features/logout';
import type { RegistryEntry } from 'shared-core';
import { ensureArea } from './areaLoading';
import { AreaRoute, PageSpinner } from './AreaRoute';
import { PublicLayout } from './layout/PublicLayout';
import { SignedInLayout } from './layout/SignedInLayout';
import { RouteGuard } from './RouteGuard';

const PUBLIC_RULES: AccessRule[] = ['public', 'signedOut'];

/** A path of an area whose contract has not arrived: ask for it, spin in the frame meanwhile. */
function PendingArea({ entry }: { entry: RegistryEntry }) {
  useEffect(() => {
    void ensureArea(entry);
  }, [entry]);
  return <PageSpinner />;
}

/** The hash router's table: the shell's own pages plus the routes of every remote that loaded. */
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
        <Route path="/login" element={<RouteGuard rule="signedOut"><LoginPage /></RouteGuard>} />
        <Route path="/register" element={<RouteGuard rule="signedOut"><RegisterPage /></RouteGuard>} />
        <Route path="/activate/:uid/:token" element={<RouteGuard rule="signedOut"><ActivatePage /></RouteGuard>} />
        <Route path="/password_reset" element={<RouteGuard rule="signedOut"><PasswordResetPage /></RouteGuard>} />
        <Route
          path="/password/reset/confirm/:uid/:token"
          element={<RouteGuard rule="signedOut"><PasswordResetConfirmPage /></RouteGuard>}
        />
        <Route path="/download" element={<RouteGuard rule="public"><DownloadPage /></RouteGuard>} />
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
      <Route element={<RouteGuard rule="signedIn"><SignedInLayout /></RouteGuard>}>
        <Route path="/faq" element={<FaqPage />} />
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
      <Route path="/logout" element={<LogoutPage />} />
      {!anyPending && <Route path="*" element={<Navigate to="/" replace />} />}
    </Routes>
  );
}
