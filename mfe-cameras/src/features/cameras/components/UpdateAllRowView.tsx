import { ReloadOutlined } from '@ant-design/icons';
import { Button, Progress, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, catalogueText, FLEET_ALERT_CODES, messageFor, taskErrorText, type TaskRecord } from 'shared-core';
import { updateAllRow, type UpdateAllItem, type UpdateAllRow } from '../state/updateAll';

/** Why a camera failed, in the user's language. */
function failureText(row: Extract<UpdateAllRow, { state: 'failed' }>, t: TFunction): string {
  const { refusal, task } = row;
  // Held back by the 20 s repeat guard, here or on the server (429): the Software tab's words.
  if (refusal?.guard || (refusal && refusal.error instanceof ApiError && refusal.error.status === 429)) return t('software.repeatIgnored');
  if (refusal) return catalogueText(messageFor(refusal.error, 'fleetUpdate'), t);
  const code = task?.alertCode;
  if (code) return (FLEET_ALERT_CODES as readonly string[]).includes(code) ? t(`fleet.alert.${code}`) : t('common:errors.fleetAlerted', { code });
  return task ? taskErrorText(task, t, t('common:errors.fleetUpdateFailed')) : t('common:errors.fleetUpdateFailed');
}

/** Where one camera's update stands: a tag, the live status with its bar, or the failure with Retry. */
function RowStatus({ item, row, locked, onRetry }: { item: UpdateAllItem; row: UpdateAllRow; locked: boolean; onRetry: () => void }) {
  const { t } = useTranslation('cameras');
  switch (row.state) {
    case 'waiting':
      return <Tag>{t('updateAll.waiting')}</Tag>;
    case 'starting':
      return <Tag color="processing">{t('updateAll.starting')}</Tag>;
    case 'updating': {
      // Until its first live message, an accepted request is VALIDATING (the answer says so).
      const status = row.task?.status ?? 'VALIDATING';
      return (
        <div role="status">
          <Typography.Text>{t('fleet.inProgress', { status: t(`fleet.status.${status}`, { defaultValue: status }) })}</Typography.Text>
          <Progress percent={Math.round((row.task?.progress ?? 0) * 100)} status="active" size="small" />
        </div>
      );
    }
    case 'done':
      return (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <Tag color="success">{t('updateAll.done', { version: item.version })}</Tag>
          {row.task.downloadUrl && (
            <a href={row.task.downloadUrl} download>
              {t('fleet.downloadPackage')}
            </a>
          )}
        </div>
      );
    case 'failed':
      return (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
          <div>
            <Tag color="error">{t('updateAll.failed')}</Tag>
            <Typography.Text type="danger" data-testid="update-all-error">
              {failureText(row, t)}
            </Typography.Text>
          </div>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} disabled={locked} onClick={onRetry}>
            {t('updateAll.retry')}
          </Button>
          {/* The camera's buttons stay locked for 120 s after its last request: Retry too. */}
          {locked && <Typography.Text type="secondary">{t('software.locked')}</Typography.Text>}
        </div>
      );
  }
}

/** One camera of the "Update all" progress list. */
export function UpdateAllRowView({ item, task, locked, onRetry }: { item: UpdateAllItem; task: TaskRecord | null; locked: boolean; onRetry: () => void }) {
  const { t } = useTranslation('cameras');
  const row = updateAllRow(item, task);
  return (
    <li
      data-testid="update-all-row"
      data-serial={item.serial}
      data-state={row.state}
      style={{ padding: '12px 0', borderBlockEnd: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))' }}
    >
      <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {t('updateAll.target', { camera: item.name, version: item.version })}
      </Typography.Text>
      <div style={{ marginTop: 4 }}>
        <RowStatus item={item} row={row} locked={locked} onRetry={onRetry} />
      </div>
    </li>
  );
}
