import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown inside an area whose remote could not load or crashed; the rest of the app keeps working. */
export function AreaFallback({ detail, onRetry, retrying = false }: { detail?: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      title={t('area.unavailableTitle')}
      subTitle={
        <>
          <div>{t('area.unavailableText')}</div>
          {detail ? <small style={{ wordBreak: 'break-word' }}>{detail}</small> : null}
        </>
      }
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {t('area.retry')}
        </Button>
      }
    />
  );
}
