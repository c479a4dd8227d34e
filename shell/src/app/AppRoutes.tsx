import { lazy, memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { absentAreasAtom, areasAtom, AreaFallback, NotInEdition, REMOTE_SLOW_MS, useRetryArea } from '../features/areas';
import type { RegistryEntry } from 'shared-core';
import { areaStartedAt, ensureArea } from './areaLoading';
import { AreaRoute } from './AreaRoute';
import { PageSpinner } from './light/PageSpinner';
import { PublicLayout } from './layout/PublicLayout';
import { RouteGuard } from './RouteGuard';
import { anyPendingAtom, routeTableAtom, type TablePath } from './routeTable';

// The login page and /logout are routes of App (no antd); this table, in FullApp's
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
const PlatformHealthPage = lazy(() => import('../features/platform-health').then((m) => ({ default: m.PlatformHealthPage })));

/** A lazily loaded shell page: a spinner in its frame until its chunk is in. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/**
 * A path of an area whose contract has not arrived: ask for it and spin in the frame; once it
 * has been on its way for {@link REMOTE_SLOW_MS}, say so with Retry, rather than spin for as long as a hung remote hangs.
 * Loading goes on: the page replaces the notice as soon as the contract is in.
 */
function PendingArea({ entry }: { entry: RegistryEntry }) {
  const [slow, setSlow] = useState(false);
  const retry = useRetryArea();
  useEffect(() => {
    void ensureArea(entry);
    // Counted from when the contract was first asked for (at start-up for the first page).
    const since = areaStartedAt(entry.name) ?? performance.now();
    const timer = setTimeout(() => setSlow(true), Math.max(0, since + REMOTE_SLOW_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [entry]);
  return slow ? <AreaFallback slow onRetry={() => void retry(entry)} /> : <PageSpinner />;
}

/**
 * What an area's path shows: a spinner while its contract is on the way, its fallback if it
 * failed, else its page. Memoised: the table rendering again (the catch-all route changes once no
 * contract is pending) does not render the open page again.
 */
const AreaPath = memo(function AreaPath({ name, path }: { name: string; path: string }) {
  const areaAtom = useMemo(() => selectAtom(areasAtom, (areas) => areas.find((area) => area.entry.name === name)), [name]);
  const area = useAtomValue(areaAtom);
  const retry = useRetryArea();
  if (!area) return null;
  if (area.status === 'loading') return <PendingArea entry={area.entry} />;
  if (area.status === 'failed') return <AreaFallback detail={area.error} onRetry={() => void retry(area.entry)} />;
  const route = area.contract.routes.find((r) => r.path === path);
  // A path of the registry that the loaded contract does not serve: as any unknown path.
  if (!route) return <Navigate to="/" replace />;
  return (
    <RouteGuard rule={route.access}>
      <AreaRoute area={area.contract.area} route={route} />
    </RouteGuard>
  );
});

/**
 * A path no route matched: it may belong to a contract still on the way (a spinner in the frame
 * meanwhile), else home. One element whether or not a contract is pending, so the last contract
 * to arrive does not render the table (and with it the open page) again.
 */
function UnknownPath() {
  const anyPending = useAtomValue(anyPendingAtom);
  return anyPending ? <PageSpinner /> : <Navigate to="/" replace />;
}

/** The hash router's table: the shell's own pages (but /login and /logout, in App) plus the paths of every area. */
export function AppRoutes() {
  const table = useAtomValue(routeTableAtom);
  const absent = useAtomValue(absentAreasAtom);
  const areaRoute = ({ area, path }: TablePath) => <Route key={path} path={path} element={<AreaPath name={area} path={path} />} />;

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
        {table.filter((row) => row.isPublic).map(areaRoute)}
      </Route>
      <Route element={<RouteGuard rule="signedIn"><Page><SignedInLayout /></Page></RouteGuard>}>
        <Route path="/faq" element={<Page><FaqPage /></Page>} />
        <Route path="/platform" element={<RouteGuard rule="staff"><Page><PlatformHealthPage /></Page></RouteGuard>} />
        {table.filter((row) => !row.isPublic).map(areaRoute)}
        {absent.flatMap((area) => area.paths).map((path) => (
          <Route key={`absent:${path}`} path={path} element={<Page><NotInEdition /></Page>} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
