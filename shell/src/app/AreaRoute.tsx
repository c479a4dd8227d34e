import { Suspense, lazy, useMemo, useState } from 'react';
import type { AreaRoute as AreaRouteDef } from 'shared-core';
import { AreaBoundary } from '../features/areas';
import { PageSpinner } from './light/PageSpinner';

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
      </Suspense>
    </AreaBoundary>
  );
}
