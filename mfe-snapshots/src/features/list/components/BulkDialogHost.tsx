import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { openBulkDialogAtom, type BulkDialogProps, type BulkDialogs } from '../state/bulkDialogs';

/** Renders the open bulk dialog, if one is registered for it; closes it when the list unmounts. */
export function BulkDialogHost({ dialogs, snapshotIds, onClosed }: { dialogs: BulkDialogs; snapshotIds: number[]; onClosed: BulkDialogProps['onClose'] }) {
  const [open, setOpen] = useAtom(openBulkDialogAtom);
  useEffect(() => () => setOpen(null), [setOpen]);
  const Dialog = open ? dialogs[open] : undefined;
  if (!Dialog) return null;
  return (
    <Dialog
      snapshotIds={snapshotIds}
      onClose={(outcome) => {
        setOpen(null);
        onClosed(outcome);
      }}
    />
  );
}
