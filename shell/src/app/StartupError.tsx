import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlatformProviders } from 'shared-ui';

/** The page-failed-to-load screen for a shell that cannot start (registry missing or invalid). */
export function StartupError({ detail }: { detail: string }) {
  return (
    <PlatformProviders>
      <StartupErrorBody detail={detail} />
    </PlatformProviders>
  );
}

function StartupErrorBody({ detail }: { detail: string }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('error.pageFailed')}
      subTitle={detail}
      extra={<Button onClick={() => window.location.reload()}>{t('error.refresh')}</Button>}
    />
  );
}
