import type { TFunction } from 'i18next';
import { DownloadOutlined } from '@ant-design/icons';
import { Empty, List, Progress, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { liveTasksAtom, taskErrorText, type TaskRecord } from 'shared-core';

/** The text under a task: the status as the spec words it, or the failure. */
function statusText(task: TaskRecord, t: TFunction): string {
  if (task.phase === 'failed') {
    if (task.kind === 'excel-export' || task.kind === 'dashboard-summary') return t('tasks.exportFailed');
    if (task.kind === 'fleet-update') return t('tasks.fleetUpdateFailed', { code: task.alertCode ?? '—' });
    return taskErrorText(task, t, t('tasks.failed'));
  }
  if (task.phase === 'done') return t('tasks.done');
  return task.status === 'UNKNOWN STATUS' ? t('tasks.unknownStatus') : t('tasks.status', { status: task.status });
}

/** Every task of this session, newest first, with progress and the result link. */
export function TaskList() {
  const { t } = useTranslation('shell');
  const tasks = Object.values(useAtomValue(liveTasksAtom)).sort((a, b) => b.updatedAtMs - a.updatedAtMs);
  if (!tasks.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.none')} />;
  return (
    <List
      size="small"
      style={{ width: 320, maxHeight: 360, overflow: 'auto' }}
      dataSource={tasks}
      renderItem={(task) => (
        <List.Item key={task.taskId} data-testid="task-item">
          <div style={{ width: '100%' }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {task.description || t(`tasks.kind.${task.kind}`)}
            </Typography.Text>
            <Progress
              size="small"
              percent={task.progress === null ? (task.phase === 'done' ? 100 : 0) : Math.round(task.progress * 100)}
              status={task.phase === 'failed' ? 'exception' : task.phase === 'done' ? 'success' : 'active'}
            />
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Typography.Text type={task.phase === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                {statusText(task, t)}
              </Typography.Text>
              {task.downloadUrl && task.phase === 'done' && (
                <a href={task.downloadUrl} download>
                  <DownloadOutlined /> {t('tasks.download')}
                </a>
              )}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
