import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from 'shared-ui';
import { EXCEL_MAX_SNAPSHOTS } from 'shared-core';
import { scopeText, type ReportScope } from '../report-scope';
import { useDashboardSummary } from './api/useDashboardSummary';
import { SummaryDashboard } from './components/SummaryDashboard';

/**
 * The summary dialog (spec 000 sections 2 and 4, spec 001 section 4): processing while the
 * dashboard task runs over the scope, then the dashboard of the data it delivers.
 */
export default function SummaryDialog({ open, onClose, scope }: { open: boolean; onClose: () => void; scope: ReportScope }) {
  const { t, i18n } = useTranslation('reports');
  const isPhone = useIsPhone();
  const { summary, progress, empty, failed, retry } = useDashboardSummary(open, scope);

  return (
    <Modal
      open={open}
      title={t('summary.title')}
      onCancel={onClose}
      destroyOnHidden
      width={isPhone ? '100%' : 'min(1240px, calc(100vw - 48px))'}
      style={isPhone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 24 }}
      styles={{ body: { maxHeight: isPhone ? 'calc(100vh - 120px)' : 'calc(100vh - 180px)', overflowY: 'auto', overflowX: 'hidden' } }}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Text type="secondary">{scopeText(t, i18n.language, scope, EXCEL_MAX_SNAPSHOTS)}</Typography.Text>
        {empty ? (
          <Alert type="info" showIcon title={t('summary.empty')} />
        ) : failed ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('summary.failed')}
            action={
              <Button size="small" onClick={retry}>
                {t('retry')}
              </Button>
            }
          />
        ) : summary ? (
          <SummaryDashboard summary={summary} />
        ) : (
          <div data-testid="summary-processing">
            <Typography.Text>{t('summary.processing')}</Typography.Text>
            <Progress percent={Math.round(progress * 100)} status="active" />
          </div>
        )}
      </Space>
    </Modal>
  );
}
