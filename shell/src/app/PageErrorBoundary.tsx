import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from 'shared-core';

function PageFailed() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('error.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </Button>
      }
    />
  );
}

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
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
