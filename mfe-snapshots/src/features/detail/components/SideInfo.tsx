import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatDecimal, type SnapshotDetail } from 'shared-core';
import { LabelEditor } from './LabelEditor';

/** Side info (spec 000 section 2): label, created and sync date, max level, serial. */
export function SideInfo({ snapshot, onSaveLabel }: { snapshot: SnapshotDetail; onSaveLabel: (text: string) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('snapshots');
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'label', label: t('detail.info.label'), children: <LabelEditor key={snapshot.label} label={snapshot.label} onSave={onSaveLabel} /> },
        { key: 'created', label: t('detail.info.created'), children: date(snapshot.created_date) },
        { key: 'synced', label: t('detail.info.synced'), children: date(snapshot.synced_date) },
        { key: 'max', label: t('detail.info.maxLevel'), children: t('detail.info.decibels', { db: formatDecimal(snapshot.meta.max_value, i18n.language) }) },
        { key: 'serial', label: t('detail.info.serial'), children: snapshot.device_serial },
        { key: 'camera', label: t('detail.info.camera'), children: snapshot.device_label },
      ]}
    />
  );
}
