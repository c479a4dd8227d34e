import type { ReactNode } from 'react';
import { DeleteOutlined, DownloadOutlined, DownOutlined, EditOutlined, StarFilled, StarOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Dropdown, Progress, Tooltip, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBulkStar } from '../api/useBulkStar';
import type { BulkDialogId, BulkDialogs } from '../state/bulkDialogs';

interface Props {
  snapshotIds: number[];
  /** Registered dialogs: an action without one shows disabled. */
  dialogs: BulkDialogs;
  /** Bulk delete (spec 000 section 6: not for demo users). */
  canDelete: boolean;
  onOpenDialog: (id: BulkDialogId) => void;
  onClear: () => void;
}

/**
 * The bulk-action menus over the selection (spec 000 sections 2 and 4): tag, edit (fields, add
 * or remove the star), download and delete. The page shows them only to people who may use them.
 */
export function BulkActions({ snapshotIds, dialogs, canDelete, onOpenDialog, onClear }: Props) {
  const { t } = useTranslation('snapshots');
  const star = useBulkStar();
  const busy = star.progress !== null;
  const has = (id: BulkDialogId) => dialogs[id] !== undefined;
  // A disabled button gets no pointer events: the tooltip sits on a wrapper.
  const unavailable = (id: BulkDialogId, button: ReactNode) =>
    has(id) ? button : (
      <Tooltip title={t('bulk.unavailable')}>
        <span>{button}</span>
      </Tooltip>
    );

  const editItems: MenuProps['items'] = [
    { key: 'fields', label: t('bulk.editFields'), icon: <EditOutlined />, disabled: !has('edit'), title: has('edit') ? undefined : t('bulk.unavailable') },
    { type: 'divider' },
    { key: 'star', label: t('bulk.star'), icon: <StarFilled /> },
    { key: 'unstar', label: t('bulk.unstar'), icon: <StarOutlined /> },
  ];
  const onEdit: MenuProps['onClick'] = ({ key }) => {
    if (key === 'fields') onOpenDialog('edit');
    else void star.run(snapshotIds, key === 'star');
  };

  return (
    <div role="toolbar" aria-label={t('bulk.label')} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {unavailable(
        'tag',
        <Button icon={<TagsOutlined />} disabled={!has('tag') || busy} onClick={() => onOpenDialog('tag')}>
          {t('bulk.tag')}
        </Button>,
      )}
      <Dropdown trigger={['click']} disabled={busy} menu={{ items: editItems, onClick: onEdit }}>
        <Button icon={<EditOutlined />}>
          {t('bulk.edit')} <DownOutlined />
        </Button>
      </Dropdown>
      {unavailable(
        'download',
        <Button icon={<DownloadOutlined />} disabled={!has('download') || busy} onClick={() => onOpenDialog('download')}>
          {t('bulk.download')}
        </Button>,
      )}
      {canDelete &&
        unavailable(
          'delete',
          <Button danger icon={<DeleteOutlined />} disabled={!has('delete') || busy} onClick={() => onOpenDialog('delete')}>
            {t('bulk.delete')}
          </Button>,
        )}
      <Button type="link" onClick={onClear} disabled={busy}>
        {t('bulk.clearSelection')}
      </Button>
      {star.progress && (
        <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 200 }}>
          <Progress
            type="line"
            size="small"
            style={{ width: 120, margin: 0 }}
            percent={Math.round((100 * star.progress.done) / Math.max(1, star.progress.total))}
            showInfo={false}
          />
          <Typography.Text type="secondary">{t('bulk.starProgress', { done: star.progress.done, total: star.progress.total })}</Typography.Text>
        </div>
      )}
    </div>
  );
}
