import { useEffect, useState, type ReactNode } from 'react';
import { FolderOpenOutlined, SafetyCertificateOutlined, UsbOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { catalogueText, claimsAtom, desktopApi, messageFor, permissionsFor, platformAtom, type ErrorSituation } from 'shared-core';

type Entry = 'license' | 'offlineFiles' | 'directTransfer';

/** The catalogue situation of each entry's failure (spec 001 section 8). */
const SITUATIONS: Record<Entry, ErrorSituation> = { license: 'license', offlineFiles: 'offlineUpload', directTransfer: 'directTransfer' };

type Outcome = { kind: 'loading' } | { kind: 'lines'; lines: string[] } | { kind: 'error'; text: string };

function DesktopEntryDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    /** What each entry reads from the desktop host; on the web every read rejects with DesktopOnlyError. */
    const load = async (): Promise<string[]> => {
      switch (entry) {
        case 'license': {
          const license = await desktopApi.licenseData();
          const state = license.isLicenseKeyValid ? t('desktop.licenseValid') : t('common:errors.licenseNotValid');
          return [state, t('desktop.nodeKey', { nodeKey: license.nodeKey })];
        }
        case 'offlineFiles': {
          const files = await desktopApi.offlineList();
          return files.length ? files.map((f) => f.name) : [t('desktop.noOfflineFiles')];
        }
        case 'directTransfer':
          return [t('desktop.snapshotsOnCamera', { number: await desktopApi.directTransferSnapshotCount() })];
      }
    };
    load().then(
      (lines) => live && setOutcome({ kind: 'lines', lines }),
      (error: unknown) => live && setOutcome({ kind: 'error', text: catalogueText(messageFor(error, SITUATIONS[entry]), t) }),
    );
    return () => {
      live = false;
    };
  }, [entry, t]);
  return (
    <Modal open title={t(`topBar.${entry}`)} onCancel={onClose} footer={null}>
      {outcome.kind === 'loading' && <Spin />}
      {outcome.kind === 'error' && <Alert type="error" showIcon title={outcome.text} />}
      {outcome.kind === 'lines' && <List size="small" dataSource={outcome.lines} renderItem={(line) => <List.Item><Typography.Text>{line}</Typography.Text></List.Item>} />}
    </Modal>
  );
}

/**
 * The desktop-only top-bar entries (spec 000 sections 2 and 6): offline files, direct transfer
 * and the licence dialog. They exist only when the platform is desktop; on the web nothing renders.
 * `offlineFiles` is an area's offline files entry (the `topBar.offlineFiles` slot), shown instead of
 * the shell's list of the desktop's offline files when given.
 */
export function DesktopEntries({ offlineFiles }: { offlineFiles?: ReactNode }) {
  const { t } = useTranslation('shell');
  const platform = useAtomValue(platformAtom);
  const claims = useAtomValue(claimsAtom);
  const [open, setOpen] = useState<Entry | null>(null);
  if (platform !== 'desktop') return null;
  return (
    <>
      {offlineFiles ?? <Button type="text" icon={<FolderOpenOutlined />} aria-label={t('topBar.offlineFiles')} onClick={() => setOpen('offlineFiles')} />}
      <Button type="text" icon={<UsbOutlined />} aria-label={t('topBar.directTransfer')} onClick={() => setOpen('directTransfer')} />
      <Button
        type="text"
        icon={<SafetyCertificateOutlined />}
        aria-label={t('topBar.license')}
        disabled={!permissionsFor(claims).canUseLicenseButton}
        onClick={() => setOpen('license')}
      />
      {open && <DesktopEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
