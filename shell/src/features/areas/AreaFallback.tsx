import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown inside an area whose remote could not load, crashed, or (`slow`) has not answered within
 * {@link REMOTE_SLOW_MS} while it goes on loading; the rest of the viewer keeps working. The
 * texts are sentences in the user's language; the federation's own error (codes, addresses) is
 * only behind "Technical details", for a support call.
 */
export function AreaFallback({ detail, onRetry, retrying = false, slow = false }: { detail?: string; onRetry: () => void; retrying?: boolean; slow?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status={slow ? 'info' : 'warning'}
      title={t(slow ? 'area.slowTitle' : 'area.unavailableTitle')}
      subTitle={
        <>
          <div>{t(slow ? 'area.slowText' : 'area.unavailableText')}</div>
          {detail ? (
            <details style={{ marginTop: 8 }} data-testid="area-technical-details">
              <summary style={{ cursor: 'pointer' }}>{t('area.technicalDetails')}</summary>
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
                {detail}
              </Typography.Text>
            </details>
          ) : null}
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

/** How long an area's remote may take before its area shows the slow fallback (loading goes on). */
export const REMOTE_SLOW_MS = 3_000;
