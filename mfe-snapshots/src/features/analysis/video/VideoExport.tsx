import { DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, taskErrorText } from 'shared-core';
import { isExportBusy, type ExportState } from './exportState';
import { useVideoExport } from './useVideoExport';

/**
 * Video export (spec 000 section 4): the button starts the export and opens a dialog that follows
 * it: exporting, heatmap (frame rendering with progress and time left), encode (percent), then
 * the download link of the MP4, or the failure in the user's language. The floating task panel
 * follows the same task, so the dialog may be closed meanwhile.
 */
export function VideoExport({ snapshotId }: { snapshotId: number }) {
  const { t } = useTranslation('snapshots');
  const { state, start } = useVideoExport(snapshotId);
  const [open, setOpen] = useState(false);
  const busy = isExportBusy(state);
  return (
    <div data-testid="video-export">
      <Button
        icon={<VideoCameraOutlined />}
        onClick={() => {
          setOpen(true);
          if (!busy) void start();
        }}
      >
        {t('video.export.start')}
      </Button>
      <Modal
        open={open}
        title={t('video.export.start')}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            {t('common:close')}
          </Button>,
        ]}
        destroyOnHidden
      >
        <ExportStatus state={state} onRetry={() => void start()} />
      </Modal>
    </div>
  );
}

/** The export's state as the dialog shows it. */
export function ExportStatus({ state, onRetry }: { state: ExportState; onRetry: () => void }) {
  const { t } = useTranslation('snapshots');
  const percent = Math.round(state.progress * 100);
  if (state.phase === 'done' && state.url) {
    return (
      <Result
        status="success"
        title={t('video.export.done')}
        subTitle={t('video.export.format')}
        extra={
          <Button type="primary" icon={<DownloadOutlined />} href={api.url(state.url)} download data-testid="video-export-download">
            {t('video.export.download')}
          </Button>
        }
      />
    );
  }
  if (state.phase === 'fail') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('video.export.fail')}
        description={taskErrorText({ error: state.error, errorCode: state.errorCode ?? null, errorParams: state.errorParams ?? {} }, t, '') || undefined}
        action={
          <Button size="small" onClick={onRetry}>
            {t('video.export.retry')}
          </Button>
        }
      />
    );
  }
  const text =
    state.phase === 'heatmap'
      ? [t('video.export.heatmap', { percent }), state.remainingS ? t('video.export.remaining', { seconds: Math.ceil(state.remainingS) }) : null].filter(Boolean).join(' · ')
      : state.phase === 'encode'
        ? t('video.export.encode', { percent })
        : t('video.export.exporting');
  return (
    <div role="status" data-testid="video-export-status" data-phase={state.phase} style={{ display: 'grid', gap: 8 }}>
      <Typography.Text type="secondary">{t('video.export.format')}</Typography.Text>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={state.phase === 'exporting' ? 0 : percent} status="active" />
    </div>
  );
}
