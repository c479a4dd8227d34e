import { Navigate, Route, Routes } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { AccessRule } from 'shared-core';
import { ActivatePage, PasswordResetConfirmPage, PasswordResetPage, RegisterPage } from '../features/account';
import { areasAtom, AreaFallback, useRetryArea } from '../features/areas';
import { DownloadPage } from '../features/download';
import { FaqPage } from '../features/faq';
import { LoginPage } from '../features/login';
import { LogoutPage } from '../features/logout';
import { AreaRoute, PageSpinner } from './AreaRoute';
import { PublicLayout } from './layout/PublicLayout';
import { SignedInLayout } from './layout/SignedInLayout';
import { RouteGuard } from './RouteGuard';

const PUBLIC_RULES: AccessRule[] = ['public', 'signedOut'];

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
  // A remote that did not load still owns its paths: show its fallback there.
  const unavailable = areas.flatMap((area) =>
    area.status === 'ready' ? [] : area.entry.paths.map((path) => ({ path, area })),
  );

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
        {unavailable.map(({ path, area }) => (
          <Route
            key={path}
            path={path}
            element={
              area.status === 'loading' ? (
                <PageSpinner />
              ) : (
                <AreaFallback detail={area.error} onRetry={() => void retry(area.entry)} />
              )
            }
          />
        ))}
      </Route>
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
