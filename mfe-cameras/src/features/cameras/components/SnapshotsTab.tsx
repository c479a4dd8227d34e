import { PictureOutlined } from '@ant-design/icons';
import { Button, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Device } from 'shared-core';

/** Where the snapshot list shows only this camera's snapshots (its `serials` filter). */
export const snapshotListPath = (serial: string): string => `/?serials=${encodeURIComponent(serial)}`;

/** Snapshots tab (spec 001 section 2): how many, and a link to the list filtered by this camera. */
export function SnapshotsTab({ device }: { device: Device }) {
  const { t } = useTranslation('cameras');
  const navigate = useNavigate();
  const path = snapshotListPath(device.serial);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
      <Statistic title={t('overview.snapshotCount')} value={device.snapshotCount} />
      <Button
        type="primary"
        icon={<PictureOutlined />}
        href={`#${path}`}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
          event.preventDefault();
          navigate(path);
        }}
      >
        {t('snapshots.show')}
      </Button>
    </div>
  );
}
