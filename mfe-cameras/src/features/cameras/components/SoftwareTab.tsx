import { useState } from 'react';
import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, List, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand, catalogueText, messageFor, serverLines, type Device, type UpdateMode } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { useFleetUpdate } from '../api/useFleetUpdate';
import { fleetView } from '../state/fleetStatus';
import { defaultUpdateMode, mayUpdateCamera } from '../state/updateAll';
import { FleetStatus } from './FleetStatus';
import { formatDate } from './formatDate';
import { ManualList } from './ManualList';
import { VersionHistoryDialog } from './VersionHistoryDialog';

/**
 * Software tab (spec 001 sections 2 and 4): the current version, the available updates with
 * their controls (S3 over Wi-Fi or a USB package), the running update's status, the manuals
 * and, where the edition has it, the version history.
 */
export function SoftwareTab({ device, canChange }: { device: Device; canChange: boolean }) {
  const { t, i18n } = useTranslation('cameras');
  const snackbar = useSnackbar();
  const isPhone = useIsPhone();
  const fleet = useFleetUpdate(device.serial);
  const [mode, setMode] = useState<UpdateMode>(defaultUpdateMode(device));
  const [historyOpen, setHistoryOpen] = useState(false);
  const running = fleet.task !== null && fleetView(fleet.task.status) === 'inProgress';
  const updatable = canChange && mayUpdateCamera(device);
  const disabled = !updatable || fleet.locked || running;

  const start = (version: string, configurationId: string) => {
    const sent = fleet.request({ targetSoftwareVersion: version, configurationId, updateMode: mode });
    if (!sent) snackbar.info(t('software.repeatIgnored'));
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'version', label: t('software.current'), children: <span data-testid="software-version">{device.SoftwareVersionId}</span> },
          { key: 'configuration', label: t('software.configuration'), children: device.ConfigurationId },
          { key: 'hardware', label: t('software.hardware'), children: device.HardwareVersionInformation.SD },
        ]}
      />
      {fleet.alreadyRunning && <Alert type="info" showIcon title={t('software.alreadyRunning')} />}
      {fleet.task && <FleetStatus task={fleet.task} />}
      {fleet.error && (
        <Alert
          type="error"
          showIcon
          title={[catalogueText(messageFor(fleet.error, 'fleetUpdate'), t), ...serverLines(fleet.error)].join('\n')}
          style={{ whiteSpace: 'pre-line' }}
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('software.updates')}
      </Typography.Title>
      {!device.AllowedToUpdate && <Alert type="warning" showIcon title={t('software.notAllowed')} />}
      {device.AvailableSoftwareUpdates.length === 0 ? (
        <Typography.Text type="secondary">{t('software.upToDate')}</Typography.Text>
      ) : (
        <>
          <Radio.Group
            aria-label={t('software.mode')}
            value={mode}
            onChange={(event) => setMode(event.target.value as UpdateMode)}
            optionType={isPhone ? 'default' : 'button'}
            style={isPhone ? { display: 'flex', flexDirection: 'column', gap: 4 } : undefined}
            options={[
              { value: 'S3', label: t('software.modeS3'), disabled: !device.Wifi },
              { value: 'USB', label: t('software.modeUSB') },
            ]}
          />
          {!device.Wifi && <Typography.Text type="secondary">{t('software.noWifiHint')}</Typography.Text>}
          <List
            size="small"
            bordered
            dataSource={device.AvailableSoftwareUpdates}
            renderItem={(update) => (
              <List.Item
                key={`${update.SoftwareVersionId}-${update.ConfigurationId}`}
                actions={[
                  update.Active ? (
                    <Button
                      key="update"
                      type="primary"
                      size="small"
                      disabled={disabled}
                      onClick={() => start(update.SoftwareVersionId, update.ConfigurationId)}
                    >
                      {t('software.update', { version: update.SoftwareVersionId })}
                    </Button>
                  ) : (
                    <Tag key="withdrawn">{t('software.withdrawn')}</Tag>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={update.SoftwareVersionId}
                  description={t('software.published', { date: formatDate(update.PublishedAt, i18n.language) ?? '' })}
                />
              </List.Item>
            )}
          />
          {fleet.locked && <Typography.Text type="secondary">{t('software.locked')}</Typography.Text>}
        </>
      )}
      {brand.capabilities.versionHistory && (
        <>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} style={{ alignSelf: 'flex-start' }}>
            {t('history.open')}
          </Button>
          <VersionHistoryDialog device={device} open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </>
      )}
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('manuals.title')}
      </Typography.Title>
      <ManualList serial={device.serial} />
    </div>
  );
}
