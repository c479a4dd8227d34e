import { useState } from 'react';
import { Card, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Device } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { cameraName } from '../state/cameraList';
import { OverviewTab } from './OverviewTab';
import { PairingTab } from './PairingTab';
import { canRemoveCamera, RemoveCameraButton } from './RemoveCameraButton';
import { SnapshotsTab } from './SnapshotsTab';
import { SoftwareTab } from './SoftwareTab';
import { StatusTag } from './StatusTag';

/**
 * One camera (spec 001 section 2): tabs Overview, Software, Snapshots and Pairing; remove for
 * the user's own cameras. `canChange`: the user may change cameras (not a demo account).
 */
export function CameraCard({ device, canChange, highlighted }: { device: Device; canChange: boolean; highlighted?: boolean }) {
  const { t } = useTranslation('cameras');
  const isPhone = useIsPhone();
  const [tab, setTab] = useState('overview');
  const active = device.ownership.isActive;
  const name = cameraName(device);
  return (
    <Card
      data-testid="camera-card"
      data-serial={device.serial}
      size="small"
      style={{
        opacity: active ? 1 : 0.8,
        outline: highlighted ? '2px solid var(--ant-color-primary, #1677ff)' : undefined,
        minWidth: 0,
      }}
      title={
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, padding: '6px 0' }}>
          <Typography.Text strong ellipsis={{ tooltip: name }} style={{ fontSize: 16 }}>
            {name}
          </Typography.Text>
          <Space size={4} wrap>
            {name !== device.serial && <Typography.Text type="secondary">{device.serial}</Typography.Text>}
            <StatusTag status={device.Status} />
            {!active && <Tag>{t('pairingTab.inactive')}</Tag>}
            {device.isOrganizationDevice && <Tag color="purple">{device.organization?.name ?? t('pairingTab.anOrganization')}</Tag>}
          </Space>
        </div>
      }
      extra={canChange && canRemoveCamera(device) ? <RemoveCameraButton device={device} compact={isPhone} /> : null}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          { key: 'overview', label: t('tabs.overview'), children: <OverviewTab device={device} canEdit={canChange && active} /> },
          { key: 'software', label: t('tabs.software'), children: <SoftwareTab device={device} canChange={canChange} /> },
          { key: 'snapshots', label: t('tabs.snapshots'), children: <SnapshotsTab device={device} /> },
          { key: 'pairing', label: t('tabs.pairing'), children: <PairingTab device={device} /> },
        ]}
      />
    </Card>
  );
}
