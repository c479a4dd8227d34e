import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLEET_ALERT_CODES, taskErrorText, type TaskRecord } from 'shared-core';
import { fleetView } from '../state/fleetStatus';

/** The alert code of a failed update, clickable: it opens what the code means. */
function AlertCode({ code, detail }: { code: string; detail: string | null }) {
  const { t } = useTranslation('cameras');
  const [open, setOpen] = useState(false);
  const known = (FLEET_ALERT_CODES as readonly string[]).includes(code);
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)} data-testid="fleet-alert-code">
        {t('common:errors.fleetAlerted', { code })}
      </Typography.Link>
      <Modal open={open} title={t('fleet.alertTitle', { code })} onCancel={() => setOpen(false)} footer={null}>
        <Typography.Paragraph>{known ? t(`fleet.alert.${code}`) : (detail ?? t('fleet.alertUnknown'))}</Typography.Paragraph>
      </Modal>
    </>
  );
}

/**
 * The latest update of a camera as its live messages report it (spec 001 section 4): in
 * progress with a bar, failed with the clickable alert code, or ready with the USB package's
 * download or the Wi-Fi delivery.
 */
export function FleetStatus({ task }: { task: TaskRecord }) {
  const { t } = useTranslation('cameras');
  const view = fleetView(task.status);
  if (view === 'inProgress') {
    return (
      <div data-testid="fleet-status" data-status={task.status} role="status">
        <Typography.Text>{t('fleet.inProgress', { status: t(`fleet.status.${task.status}`, { defaultValue: task.status }) })}</Typography.Text>
        <Progress percent={Math.round((task.progress ?? 0) * 100)} status="active" size="small" />
      </div>
    );
  }
  if (view === 'failed') {
    return (
      <Alert
        data-testid="fleet-status"
        data-status={task.status}
        type="error"
        showIcon
        title={t('common:errors.fleetUpdateFailed')}
        description={task.alertCode ? <AlertCode code={task.alertCode} detail={task.error} /> : taskErrorText(task, t, '') || undefined}
      />
    );
  }
  return (
    <Alert
      data-testid="fleet-status"
      data-status={task.status}
      type="success"
      showIcon
      title={t('fleet.ready')}
      description={
        task.downloadUrl ? (
          <a href={task.downloadUrl} download>
            <DownloadOutlined /> {t('fleet.downloadPackage')}
          </a>
        ) : (
          t('fleet.wifiDelivery')
        )
      }
    />
  );
}
