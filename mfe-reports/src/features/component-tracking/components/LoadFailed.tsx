import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A read that failed: what could not be loaded, the error, and a retry button. */
export function LoadFailed({ title, error, onRetry, retrying }: { title: string; error: Error; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error.message}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      }
    />
  );
}
