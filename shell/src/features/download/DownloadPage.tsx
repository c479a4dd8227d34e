import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { brand } from 'shared-core';
import { AreaPage } from 'shared-ui';

/** Public /download: the desktop viewer download, only where the edition offers it. */
export function DownloadPage() {
  const { t } = useTranslation('shell');
  if (!brand.capabilities.viewerDownload) return <Navigate to="/" replace />;
  return (
    <AreaPage title={t('download.title')}>
      <Typography.Paragraph type="secondary">{t('download.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
