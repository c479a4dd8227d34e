import { Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Device } from 'shared-core';
import { formatDate } from './formatDate';

interface VersionRow {
  version: string;
  configuration: string;
  publishedAt: string | null;
  state: 'installed' | 'available' | 'withdrawn';
}

/** The versions a camera has and can have: the installed one, then the offered ones, newest first. */
export function versionRows(device: Device): VersionRow[] {
  const offered = [...device.AvailableSoftwareUpdates]
    .sort((a, b) => b.PublishedAt.localeCompare(a.PublishedAt))
    .map((u): VersionRow => ({ version: u.SoftwareVersionId, configuration: u.ConfigurationId, publishedAt: u.PublishedAt, state: u.Active ? 'available' : 'withdrawn' }));
  return [...offered, { version: device.SoftwareVersionId, configuration: device.ConfigurationId, publishedAt: null, state: 'installed' }];
}

const COLORS = { installed: 'green', available: 'blue', withdrawn: 'default' } as const;

/** Version history of a camera (spec 001 sections 2 and 6: an edition capability, FLIR only). */
export function VersionHistoryDialog({ device, open, onClose }: { device: Device; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('cameras');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('history.title', { serial: device.serial })} width={640}>
      <Table<VersionRow>
        size="small"
        pagination={false}
        rowKey={(row) => `${row.version}-${row.configuration}-${row.state}`}
        dataSource={versionRows(device)}
        scroll={{ x: true }}
        columns={[
          { key: 'version', title: t('history.version'), dataIndex: 'version' },
          { key: 'configuration', title: t('history.configuration'), dataIndex: 'configuration' },
          { key: 'published', title: t('history.published'), render: (_, row) => formatDate(row.publishedAt, i18n.language) ?? '—' },
          { key: 'state', title: t('history.state'), render: (_, row) => <Tag color={COLORS[row.state]}>{t(`history.${row.state}`)}</Tag> },
        ]}
      />
    </Modal>
  );
}
