import type { ReactNode } from 'react';
import { Alert, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  done: number;
  total: number;
  /** The line under the bar while running (already translated); nothing once finished. */
  caption: ReactNode;
  finished: boolean;
  /** Snapshots that failed, reported by label. */
  failedIds: readonly number[];
  labels: ReadonlyMap<number, string>;
  /** How many snapshots the run was about (the outcome messages name it). */
  count: number;
  children?: ReactNode;
}

/**
 * The progress part of the bulk dialogs (bulk edit and bulk tag, spec 000 section 4): the bar and
 * its caption while running, then the outcome: the failed snapshots by label in red, or done in
 * green. The per-snapshot lines a dialog shows go below, as children.
 */
export function BulkProgressPanel({ done, total, caption, finished, failedIds, labels, count, children }: Props) {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div role="status">
        <Progress percent={Math.round((100 * done) / Math.max(1, total))} status={failedIds.length ? 'exception' : finished ? 'success' : 'active'} />
        <Typography.Text type="secondary">{caption}</Typography.Text>
      </div>
      {finished && failedIds.length > 0 && (
        <Alert type="error" showIcon role="alert" title={t('bulk.tagDialog.failed', { failed: failedIds.length, total: count })} description={failedIds.map((id) => labels.get(id)).join(', ')} />
      )}
      {finished && failedIds.length === 0 && <Alert type="success" showIcon title={t('bulk.tagDialog.done', { total: count })} />}
      {children}
    </div>
  );
}
