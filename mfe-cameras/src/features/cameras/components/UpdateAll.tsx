import { useState } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { App, Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Device } from 'shared-core';
import { useUpdateAll } from '../api/useUpdateAll';
import type { UpdateAllTarget } from '../state/updateAll';
import { UpdateAllPanel } from './UpdateAllPanel';

/** What the confirmation lists: each camera with the version it goes to (and the USB package where it has no Wi-Fi). */
function TargetList({ targets }: { targets: readonly UpdateAllTarget[] }) {
  const { t } = useTranslation('cameras');
  return (
    <>
      <Typography.Paragraph>{t('updateAll.confirmText')}</Typography.Paragraph>
      <ul data-testid="update-all-targets" style={{ margin: 0, paddingInlineStart: 20, maxHeight: 280, overflowY: 'auto' }}>
        {targets.map((target) => (
          <li key={target.serial} style={{ overflowWrap: 'anywhere' }}>
            {t('updateAll.target', { camera: target.name, version: target.version })}
            {target.mode === 'USB' && <Tag style={{ marginInlineStart: 8 }}>{t('software.modeUSB')}</Tag>}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Update all (N)" where two or more cameras have an update the user may start now,
 * its confirmation, and the progress list. Only rendered for users who may change cameras (not
 * demo accounts).
 */
export function UpdateAll({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation('cameras');
  const { modal } = App.useApp();
  const updateAll = useUpdateAll(devices);
  const [open, setOpen] = useState(false);
  const { targets, items } = updateAll;

  const confirm = () =>
    // The cameras confirmed are the ones started: one requested meanwhile meets its repeat guard.
    modal.confirm({
      title: t('updateAll.confirmTitle'),
      content: <TargetList targets={targets} />,
      okText: t('updateAll.confirmOk'),
      onOk: () => {
        updateAll.start(targets);
        setOpen(true);
      },
    });

  return (
    <>
      {targets.length >= 2 && (
        <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={confirm} style={{ maxWidth: '100%' }}>
          {t('updateAll.button', { count: targets.length })}
        </Button>
      )}
      {items.length > 0 && !open && (
        <Button onClick={() => setOpen(true)} style={{ maxWidth: '100%' }}>
          {t('updateAll.showProgress')}
        </Button>
      )}
      <UpdateAllPanel open={open} onClose={() => setOpen(false)} updateAll={updateAll} />
    </>
  );
}
