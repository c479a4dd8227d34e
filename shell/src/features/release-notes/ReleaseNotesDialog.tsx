import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReleaseNotes } from 'shared-core';
import { ReleaseNotesList } from './ReleaseNotesList';

/** Release notes dialog (keyed by date, newest first). */
export function ReleaseNotesDialog({ open, onClose, notes, error }: { open: boolean; onClose: () => void; notes?: ReleaseNotes; error: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('releaseNotes.title')}>
      {error ? <Alert type="error" showIcon title={t('releaseNotes.failed')} /> : notes ? <ReleaseNotesList notes={notes} /> : <Spin />}
    </Modal>
  );
}
