import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess, type AccessRule } from 'shared-core';
import { PageSpinner } from './light/PageSpinner';
import { useAccessContext } from './useAccessContext';

// Lazy: only signed-in routes reach the terms gate, and it brings antd (the login page must not).
const TermsScreen = lazy(() => import('../features/terms').then((m) => ({ default: m.TermsScreen })));

/**
 * Applies a route's access rule (spec 000 section 2): signed-out visitors go to /login,
 * signed-in users leave signed-out pages for /, and signed-in routes sit behind the terms
 * gate (spinner, then the terms screen, then the content).
 */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { ctx, loading } = useAccessContext();
  const location = useLocation();
  if (loading && rule !== 'public') return <PageSpinner />;
  switch (decideAccess(rule, ctx)) {
    case 'allow':
      return children;
    case 'login':
      return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'terms':
      return (
        <Suspense fallback={<PageSpinner />}>
          <TermsScreen />
        </Suspense>
      );
  }
}
