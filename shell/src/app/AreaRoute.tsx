import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AreaRoute as AreaRouteDef } from 'shared-core';
import { AreaBoundary } from '../features/areas';
import { notePageRendered, prefetchRoute } from './areaLoading';
import { PageSpinner } from './light/PageSpinner';

/** Tells the area loader the page beside it has rendered (it commits with the page, after its Suspense). */
function PageRendered() {
  useEffect(() => notePageRendered(), []);
  return null;
}

/**
 * Renders one route of a remote inside its own error boundary. The lazy page is keyed on a
 * retry counter: React.lazy remembers a failed import, so Retry makes a new one. The route's
 * `prefetch` starts the page's data calls while its chunks load.
 */
export function AreaRoute({ area, route }: { area: string; route: AreaRouteDef }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname, search } = useLocation();
  // The page's first data calls go out with its chunks, once, as it first renders (render as
  // you fetch). Not in an effect: React commits a navigation, and runs effects, only
  // once the page's chunks have come and the page has rendered. prefetchQuery skips a query
  // already on its way.
  const prefetched = useRef(false);
  if (!prefetched.current) {
    prefetched.current = true;
    prefetchRoute(route, pathname, search);
  }
  // `attempt` is a dependency on purpose: a new lazy component per retry.
  const Page = useMemo(() => lazy(route.load), [route, attempt]);
  // The same element while only the router's context changes (this route reads params): the
  // page renders again for its own reasons only.
  const page = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Page key={attempt} />
        <PageRendered />
      </Suspense>
    ),
    [Page, attempt],
  );
  return (
    <AreaBoundary area={area} onRetry={() => setAttempt((n) => n + 1)}>
      {page}
    </AreaBoundary>
  );
}
