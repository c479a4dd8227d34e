import { Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { useAtom } from 'jotai';
import { openBulkDialogAtom, type BulkDialogProps, type BulkDialogs } from '../state/bulkDialogs';

/** Renders the open bulk dialog, if one is registered for it; closes it when the list unmounts. */
export function BulkDialogHost({ dialogs, snapshotIds, onClosed }: { dialogs: BulkDialogs; snapshotIds: number[]; onClosed: BulkDialogProps['onClose'] }) {
  const [open, setOpen] = useAtom(openBulkDialogAtom);
  useEffect(() => () => setOpen(null), [setOpen]);
  const Dialog = open ? dialogs[open] : undefined;
  if (!Dialog) return null;
  return (
    // The built-in dialogs load on first use (lazyDialogs): a spinner over the page meanwhile.
    <Suspense fallback={<Spin fullscreen />}>
      <Dialog
        snapshotIds={snapshotIds}
        onClose={(outcome) => {
          setOpen(null);
          onClosed(outcome);
        }}
      />
    </Suspense>
  );
}
