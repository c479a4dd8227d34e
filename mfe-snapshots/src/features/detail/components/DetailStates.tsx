import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function DetailLoading() {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }} role="status" aria-label={t('detail.loading')}>
      <Spin size="large" />
    </div>
  );
}

/** Not found: names the file when it is known (spec 000 section 2), else the id from the link, and links back home. */
export function DetailNotFound({ fileName, id, homeHref }: { fileName: string | undefined; id: string; homeHref: string }) {
  const { t } = useTranslation('snapshots');
  return (
    <Result
      status="404"
      title={fileName ? t('detail.notFound', { file_name: fileName }) : t('detail.notFoundId', { id })}
      extra={
        <Link to={homeHref}>
          <Button type="primary">{t('detail.home')}</Button>
        </Link>
      }
    />
  );
}

/** Any other load error: an error panel with the detail and a retry (spec 000 section 4). */
export function DetailError({ detail, onRetry, homeHref }: { detail: string; onRetry: () => void; homeHref: string }) {
  const { t } = useTranslation('snapshots');
  return (
    <Result
      status="error"
      title={t('detail.loadError')}
      subTitle={detail}
      extra={[
        <Button key="retry" onClick={onRetry}>
          {t('detail.retry')}
        </Button>,
        <Link key="home" to={homeHref}>
          <Button type="link">{t('detail.home')}</Button>
        </Link>,
      ]}
    />
  );
}
