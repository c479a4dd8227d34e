import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AreaPage, useIsPhone } from 'shared-ui';
import { sharedReportQueries } from './api/sharedReportQueries';

/**
 * Public route /shared/reports/{uuid} (spec 001 section 2 "Download and shared report", section
 * 4 "Shared link"): checks the link, then shows the embedded PDF and a download button, or
 * shareExp when it has expired (or never existed).
 */
export function SharedReportPage() {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const { uuid = '' } = useParams();
  const shared = useQuery(sharedReportQueries.report(uuid));

  let content;
  if (shared.isPending)
    content = (
      <Space orientation="vertical" align="center" style={{ width: '100%', padding: 48 }} data-testid="shared-checking">
        <Spin />
        <Typography.Text type="secondary">{t('shared.checking')}</Typography.Text>
      </Space>
    );
  else if (shared.isError || 'expired' in shared.data) content = <Result status="warning" title={t('shared.shareExp')} data-testid="shared-expired" />;
  else
    content = (
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Button type="primary" icon={<DownloadOutlined />} href={shared.data.url} download>
          {t('shared.download')}
        </Button>
        <iframe
          title={t('shared.title')}
          src={shared.data.embed}
          style={{ width: '100%', height: isPhone ? '70vh' : 'calc(100vh - 220px)', minHeight: 360, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 8 }}
        />
        <Typography.Text type="secondary">{t('shared.validUntil', { date: new Date(shared.data.expiresAt).toLocaleString() })}</Typography.Text>
      </Space>
    );
  return <AreaPage title={t('shared.title')}>{content}</AreaPage>;
}
