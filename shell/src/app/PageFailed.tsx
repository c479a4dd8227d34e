import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlatformProviders } from 'shared-ui';

function PageFailedBody() {
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

/** The page-failed-to-load screen of PageErrorBoundary, with antd's providers (a lazy chunk). */
export default function PageFailed() {
  return (
    <PlatformProviders>
      <PageFailedBody />
    </PlatformProviders>
  );
}
