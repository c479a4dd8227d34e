import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { brand, downloadsApi } from 'shared-core';
import { AreaPage } from 'shared-ui';
import { ReleaseNotesList } from '../release-notes';
import { downloadQueries } from './api/downloadQueries';

/**
 * The desktop viewer's description in the locale files, by the product's name in the API
 * (`/api/downloads/nlcameraviewer/`); the server's own text where a language has none.
 */
const VIEWER_PRODUCT = 'common:products.nlcameraviewer';

/** Public /download: the desktop viewer card with its release notes (NL edition only). */
export function DownloadPage() {
  const { t, i18n } = useTranslation('shell');
  const viewer = useQuery({ ...downloadQueries.viewer(), enabled: brand.capabilities.viewerDownload });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!brand.capabilities.viewerDownload) return <Navigate to="/" replace />;

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await downloadsApi.viewer(true);
      if (!url) throw new Error('no url');
      window.location.assign(url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AreaPage title={t('download.title')}>
      {viewer.isPending ? (
        <Skeleton active />
      ) : viewer.isError ? (
        <Result status="error" title={t('download.failed')} extra={<Button onClick={() => void viewer.refetch()}>{t('error.refresh')}</Button>} />
      ) : (
        <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' }}>
          <Card>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {viewer.data.name}
            </Typography.Title>
            <Typography.Paragraph>{i18n.exists(VIEWER_PRODUCT) ? t(VIEWER_PRODUCT) : viewer.data.description}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{viewer.data.filename}</Typography.Paragraph>
            {failed && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('download.failed')} />}
            <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
              {t('download.button')}
            </Button>
          </Card>
          <Card title={t('releaseNotes.title')}>
            <ReleaseNotesList notes={viewer.data.releasenotes} />
          </Card>
        </div>
      )}
    </AreaPage>
  );
}
