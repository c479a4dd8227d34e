import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { snapshotsApi } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { runBulk, type BulkProgress } from '../state/runBulk';
import { snapshotQueries } from './snapshotQueries';

/**
 * Stars or unstars the selected snapshots (the starred field of bulk edit, spec 000 section 4):
 * each sent as 1 or 0, 10 at a time, with progress while it runs; then the list refreshes and a
 * snackbar tells how it went.
 */
export function useBulkStar() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { t } = useTranslation('snapshots');
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const run = useCallback(
    async (ids: readonly number[], starred: boolean) => {
      setProgress({ total: ids.length, done: 0, failed: 0 });
      const result = await runBulk(ids, (id) => snapshotsApi.setStarred(id, starred), setProgress);
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: snapshotQueries.lists() });
      if (result.failed.length) snackbar.error(t('bulk.starFailed', { failed: result.failed.length, total: ids.length }));
      else snackbar.success(t(starred ? 'bulk.starDone' : 'bulk.unstarDone', { total: ids.length }));
    },
    [queryClient, snackbar, t],
  );
  return { run, progress };
}
