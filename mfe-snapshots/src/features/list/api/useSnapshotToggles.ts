import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotsApi, type SlicedSnapshotPage, type SnapshotListItem, type SnapshotPage } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { snapshotQueries } from './snapshotQueries';

type Change = { id: number; starred?: boolean; fixed?: boolean };

/** The same change the other way (its rollback). */
const undo = (change: Change): Change => ({
  id: change.id,
  ...(change.starred !== undefined ? { starred: !change.starred } : {}),
  ...(change.fixed !== undefined ? { fixed: !change.fixed } : {}),
});

/** Whether a row already shows the change. */
const shows = (row: SnapshotListItem, change: Change) =>
  (change.starred === undefined || row.starred === change.starred) && (change.fixed === undefined || row.fixed === change.fixed);

/** The page with the change on its row of that snapshot (the same page when it shows it already). */
function withChange<T extends SnapshotPage>(page: T, change: Change): T {
  if (page.results.every((row) => row.id !== change.id || shows(row, change))) return page;
  const { starred, fixed } = change;
  const fields = { ...(starred !== undefined ? { starred } : {}), ...(fixed !== undefined ? { fixed } : {}) };
  return { ...page, results: page.results.map((row) => (row.id === change.id ? { ...row, ...fields } : row)) };
}

/**
 * A page still arriving (a phone's head shown while its whole page comes, then the slices being
 * checked) is replaced by an answer the server may have made before the change: the change is
 * put back on each of its updates until it is whole. Returns what stops that.
 */
function keepOnArrivingPages(queryClient: QueryClient, change: Change): () => void {
  const cache = queryClient.getQueryCache();
  const arriving = new Set(
    cache
      .findAll({ queryKey: snapshotQueries.lists() })
      .filter((query) => (query.state.data as SlicedSnapshotPage | undefined)?.rowsPending)
      .map((query) => query.queryHash),
  );
  if (!arriving.size) return () => undefined;
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || !arriving.has(event.query.queryHash)) return;
    const page = event.query.state.data as SlicedSnapshotPage | undefined;
    if (!page) return;
    const changed = withChange(page, change);
    if (changed !== page) queryClient.setQueryData(event.query.queryKey, changed);
    if (!page.rowsPending) arriving.delete(event.query.queryHash);
    if (!arriving.size) stop();
  });
  return stop;
}

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
      // whose first load is still arriving is left to finish (cancelling would drop it), and the
      // change is kept on it as it arrives.
      await queryClient.cancelQueries({
        queryKey: snapshotQueries.lists(),
        predicate: (query) => query.state.status === 'success' && !(query.state.data as SlicedSnapshotPage | undefined)?.rowsPending,
      });
      queryClient.setQueriesData<SnapshotPage>({ queryKey: snapshotQueries.lists() }, (page) => page && withChange(page, change));
      return { stopKeeping: keepOnArrivingPages(queryClient, change) };
    },
    // The detail of that snapshot, if read before, is read again when next shown.
    onSettled: (_data, _error, change) => queryClient.invalidateQueries({ queryKey: snapshotQueries.detail(change.id), exact: true }),
    onError: (_error, change, context) => {
      // Undone on every page as it is now (a page that arrived since keeps its new rows).
      context?.stopKeeping();
      queryClient.setQueriesData<SnapshotPage>({ queryKey: snapshotQueries.lists() }, (page) => page && withChange(page, undo(change)));
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
