import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../state/importRows';

/** The detail page of a snapshot, as the list's cards link to it (hash routes). */
const detailHref = (id: number) => `#/snapshot/${id}`;

/** The row's message in the user's language, without the link. */
function useRowText(): (row: ImportRow) => string {
  const { t } = useTranslation('snapshots');
  return (row) => {
    switch (row.phase) {
      case 'rejected':
        return t(`import.reject.${row.reason}`);
      case 'failed':
        return row.message ?? t('common:errors.impFailed');
      case 'importing':
        return t('import.importing', { percent: Math.round(100 * (row.progress ?? 0)) });
      case 'importedBefore':
        return t('import.importedBefore', { id: row.snapshotId });
      default:
        return t(`import.${row.phase}`);
    }
  };
}

/**
 * The message of an import row; "Imported" and "Imported before" link to the snapshot. A plain
 * click also calls `onOpen` (the dialog closes as the detail opens); while files are still
 * uploading the link opens a new tab instead, so the uploads keep their dialog.
 */
export function ImportRowMessage({ row, busy, onOpen }: { row: ImportRow; busy: boolean; onOpen: () => void }) {
  const text = useRowText()(row);
  if ((row.phase !== 'imported' && row.phase !== 'importedBefore') || row.snapshotId === undefined) return <>{text}</>;
  const open = (event: MouseEvent) => {
    if (!busy && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) onOpen();
  };
  return (
    <a href={detailHref(row.snapshotId)} target={busy ? '_blank' : undefined} rel={busy ? 'noreferrer' : undefined} onClick={open} style={{ color: 'inherit', textDecoration: 'underline' }}>
      {text}
    </a>
  );
}
