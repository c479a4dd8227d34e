import { Component, lazy, Suspense, type ReactNode } from 'react';
import { api } from 'shared-core';
import { PageSpinner } from './light/PageSpinner';

// The failure screen brings antd (and its providers) only when it shows: the login page,
// inside this boundary, carries no antd.
const PageFailed = lazy(() => import('./PageFailed'));

/**
 * Last line of defence around the shell's own UI (areas have their own boundaries): shows the
 * page-failed-to-load screen with a refresh and reports the failure through the client log call
 * (spec 001 section 8, rendering failure).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    void api.logClientError(`render: ${error.message}\n${info.componentStack ?? ''}`);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={<PageSpinner />}>
        <PageFailed />
      </Suspense>
    );
  }
}
