import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { snapshotQueries } from '../api/snapshotQueries';

/**
 * The list's dialogs load when first opened, not with the list, so the list's first load
 * carries no bulk edit form, tag picker, download options or import worker, nor the antd
 * components only they use, such as InputNumber). `preloadListDialogs` fetches them once the
 * user selects a snapshot, so a bulk dialog usually opens at once.
 */
const load = {
  tag: () => import('./BulkTagDialog').then((m) => ({ default: m.BulkTagDialog })),
  edit: () => import('./BulkEditDialog').then((m) => ({ default: m.BulkEditDialog })),
  download: () => import('./BulkDownloadDialog').then((m) => ({ default: m.BulkDownloadDialog })),
  delete: () => import('./BulkDeleteDialog').then((m) => ({ default: m.BulkDeleteDialog })),
  import: () => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
};

export const LazyBulkTagDialog = lazy(load.tag);
export const LazyBulkEditDialog = lazy(load.edit);
export const LazyBulkDownloadDialog = lazy(load.download);
export const LazyBulkDeleteDialog = lazy(load.delete);
const LazyImportDialog = lazy(load.import);

/** The .nlz import dialog, loaded on first use (a spinner meanwhile); an import refreshes the list. */
export function ImportDialogOnDemand({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <LazyImportDialog
        onClose={(imported) => {
          onClose();
          if (imported) void queryClient.invalidateQueries({ queryKey: snapshotQueries.lists() });
        }}
      />
    </Suspense>
  );
}

let preloaded = false;
/** Fetches the bulk dialogs' code ahead of a click (once). */
export function preloadListDialogs(): void {
  if (preloaded) return;
  preloaded = true;
  for (const dialog of [load.tag, load.edit, load.download, load.delete]) void dialog().catch(() => (preloaded = false));
}
