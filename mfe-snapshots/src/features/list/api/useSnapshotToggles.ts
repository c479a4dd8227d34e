import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotsApi, type SlicedSnapshotPage, type SnapshotListItem, type SnapshotPage } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { snapshotQueries } from './snapshotQueries';

type Change = { id: number; starred?: boolean; fixed?: boolean };

/**
 * Star and fixed toggles (spec 000 section 4): sent as 1 or 0 (fixed with a UTC timestamp);
 * every cached list page updates at once and rolls back with a message if the call fails.
 */
export function useSnapshotToggles() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { t } = useTranslation('snapshots');

  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      if (change.starred !== undefined) await snapshotsApi.setStarred(change.id, change.starred);
      if (change.fixed !== undefined) await snapshotsApi.setFixed(change.id, change.fixed);
    },
    onMutate: async (change) => {
      // A refetch in flight would overwrite the change with an older answer: cancel it. A page
      // whose first load is still checking rows is left to finish (cancelling would drop it),
      // and its last rows are appended to the changed page.
      await queryClient.cancelQueries({
        queryKey: snapshotQueries.lists(),
        predicate: (query) => query.state.status === 'success' && !(query.state.data as SlicedSnapshotPage | undefined)?.rowsPending,
      });
      const previous = queryClient.getQueriesData<SnapshotPage>({ queryKey: snapshotQueries.lists() });
      queryClient.setQueriesData<SnapshotPage>({ queryKey: snapshotQueries.lists() }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((s) =>
                s.id === change.id
                  ? { ...s, ...(change.starred !== undefined ? { starred: change.starred } : {}), ...(change.fixed !== undefined ? { fixed: change.fixed } : {}) }
                  : s,
              ),
            }
          : page,
      );
      return { previous };
    },
    // The detail of that snapshot, if read before, is read again when next shown.
    onSettled: (_data, _error, change) => queryClient.invalidateQueries({ queryKey: [...snapshotQueries.all, 'detail', change.id], exact: true }),
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      snackbar.error(t('list.toggleFailed'));
    },
  });

  // Stable callbacks (mutate is), so the memoised cards do not re-render on every list render.
  const { mutate } = mutation;
  return useMemo(
    () => ({
      toggleStar: (snapshot: SnapshotListItem) => mutate({ id: snapshot.id, starred: !snapshot.starred }),
      toggleFixed: (snapshot: SnapshotListItem) => mutate({ id: snapshot.id, fixed: !snapshot.fixed }),
    }),
    [mutate],
  );
}
