import { Component, type ReactNode } from 'react';
import { api } from 'shared-core';
import { AreaFallback } from './AreaFallback';

interface Props {
  /** Which area, for the log line. */
  area: string;
  /** Called by Retry; the parent re-creates the area's lazy components. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that throws while loading a page chunk or rendering, so only its own area
 * shows the fallback. Retry clears the error and asks the parent to load the page again.
 */
export class AreaBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    void api.logClientError(`area ${this.props.area}: ${error.message}`);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <AreaFallback detail={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
