import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PlacesLoading() {
  const { t } = useTranslation('snapshots');
  return (
    <div role="status" aria-label={t('places.loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin size="large" />
    </div>
  );
}

export function PlacesError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Result
      status="error"
      title={t('places.loadError')}
      subTitle={detail}
      extra={<Button onClick={onRetry}>{t('places.retry')}</Button>}
    />
  );
}

export function PlacesEmpty() {
  const { t } = useTranslation('snapshots');
  return <Empty description={t('places.empty')} style={{ padding: 32 }} />;
}
