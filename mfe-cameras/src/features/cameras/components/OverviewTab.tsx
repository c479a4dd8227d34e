import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Device } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { productDescription } from '../state/productDescription';
import { formatDate, formatDateTime } from './formatDate';
import { NicknameEditor } from './NicknameEditor';
import { StatusTag } from './StatusTag';
import { snapshotRoutes } from 'shared-core';

/** Overview tab (spec 001 section 2): identity, connection, warranty and snapshots of one camera. */
export function OverviewTab({ device, canEdit }: { device: Device; canEdit: boolean }) {
  const { t, i18n } = useTranslation('cameras');
  const isPhone = useIsPhone();
  const language = i18n.language;
  const warranty = formatDate(device.WarrantyEndDate, language);
  const warrantyOver = device.WarrantyEndDate !== null && new Date(`${device.WarrantyEndDate.slice(0, 10)}T23:59:59Z`).getTime() < Date.now();
  const recent = device.mostRecentSnapshot;
  const none = <Typography.Text type="secondary">{t('overview.none')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={isPhone ? 1 : 2}
      layout={isPhone ? 'horizontal' : 'vertical'}
      styles={{ content: { paddingBottom: isPhone ? undefined : 12 } }}
      items={[
        { key: 'nickname', label: t('overview.nickname'), span: isPhone ? 1 : 2, children: <NicknameEditor device={device} canEdit={canEdit} /> },
        { key: 'serial', label: t('overview.serial'), children: <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{device.serial}</Typography.Text> },
        { key: 'product', label: t('overview.product'), children: `${device.ProductCode} · ${productDescription(device, i18n)}` },
        { key: 'mac', label: t('overview.mac'), children: device.MacAddress ? <span style={{ whiteSpace: 'nowrap' }}>{device.MacAddress}</span> : none },
        { key: 'wifi', label: t('overview.wifi'), children: !device.Wifi ? t('overview.noWifi') : device.Wifi === 'available' ? t('overview.wifiAvailable') : device.Wifi },
        { key: 'status', label: t('overview.status'), children: <StatusTag status={device.Status} /> },
        { key: 'lastSeen', label: t('overview.lastSeen'), children: formatDateTime(device.lastSeenOnline, language) ?? t('overview.never') },
        {
          key: 'warranty',
          label: t('overview.warranty'),
          children: warranty ? (
            <span>
              {warranty} {warrantyOver && <Tag color="orange">{t('overview.warrantyOver')}</Tag>}
            </span>
          ) : (
            none
          ),
        },
        { key: 'count', label: t('overview.snapshotCount'), children: <span data-testid="snapshot-count">{device.snapshotCount}</span> },
        {
          key: 'recent',
          label: t('overview.recent'),
          span: isPhone ? 1 : 2,
          children: recent ? (
            <Link to={snapshotRoutes.detail({ id: recent.id })}>
              {t('overview.recentLink', { label: recent.label || `#${recent.id}`, date: formatDateTime(recent.created_date, language) ?? '' })}
            </Link>
          ) : (
            none
          ),
        },
      ]}
    />
  );
}
