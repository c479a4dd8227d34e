import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
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
 * retry counter: React.lazy remembers a failed import, so Retry makes a new one.
 */
export function AreaRoute({ area, route }: { area: string; route: AreaRouteDef }) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: a new lazy component per retry.
  const Page = useMemo(() => lazy(route.load), [route, attempt]);
  return (
    <AreaBoundary area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page key={attempt} />
        <PageRendered />
      </Suspense>
    </AreaBoundary>
  );
}
