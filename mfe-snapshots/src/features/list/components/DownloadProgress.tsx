import { useEffect, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, taskErrorText, type TaskRecord } from 'shared-core';
import type { PngExport } from '../state/pngExport';
import type { BulkProgress } from '../state/runBulk';

/** A link to a blob, valid while it is shown. */
function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The PNGs drawn in the PNG worker: progress per snapshot, then the archive (downloaded at once;
 * again from its link here) and any failures by label.
 */
export function PngProgress({ progress, result, labels }: { progress: BulkProgress; result: PngExport | null; labels: () => Map<number, string> }) {
  const { t } = useTranslation('snapshots');
  const url = useBlobUrl(result?.blob);
  if (!result) {
    return (
      <div role="status" style={{ width: '100%' }} data-testid="png-progress">
        <Progress percent={Math.round((100 * progress.done) / Math.max(1, progress.total))} status="active" />
        <Typography.Text type="secondary">{t('bulk.downloadDialog.pngProgress', { done: progress.done, total: progress.total })}</Typography.Text>
      </div>
    );
  }
  const names = labels();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
      <Button type="primary" icon={<DownloadOutlined />} href={url} download={result.fileName} data-testid="png-archive">
        {t('bulk.downloadDialog.pngFile')}
      </Button>
      {result.failed.length > 0 && (
        <Alert type="error" showIcon title={t('bulk.tagDialog.failed', { failed: result.failed.length, total: progress.total })} description={result.failed.map((id) => names.get(id)).join(', ')} />
      )}
    </div>
  );
}

/** One export job as the live channel reports it: progress, then the archive's link or the failure. */
export function TaskProgress({ task }: { task: TaskRecord | undefined }) {
  const { t } = useTranslation('snapshots');
  if (task?.phase === 'done' && task.downloadUrl) {
    return (
      <Button type="primary" icon={<DownloadOutlined />} href={api.url(task.downloadUrl)} download>
        {t('bulk.downloadDialog.file')}
      </Button>
    );
  }
  if (task?.phase === 'failed') return <Alert type="error" showIcon title={t('bulk.downloadDialog.failed')} description={taskErrorText(task, t, '') || undefined} />;
  return (
    <div role="status" style={{ width: '100%' }}>
      <Progress percent={Math.round(100 * (task?.progress ?? 0))} status="active" />
    </div>
  );
}
