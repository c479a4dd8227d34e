import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { AreaRoute as AreaRouteDef } from 'shared-core';
import { AreaBoundary } from '../features/areas';
import { notePageRendered } from './areaLoading';
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
  const params = useParams();
  const { search } = useLocation();
  // The page's first data calls go out with its chunks, once (issue 16: render as you fetch).
  const prefetched = useRef(false);
  useEffect(() => {
    if (prefetched.current) return;
    prefetched.current = true;
    try {
      route.prefetch?.({ params, search: new URLSearchParams(search) });
    } catch {
      // Only a head start: the page asks for its data itself.
    }
  }, [route, params, search]);
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
