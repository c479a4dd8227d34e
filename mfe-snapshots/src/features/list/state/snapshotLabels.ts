import type { QueryClient } from '@tanstack/react-query';
import type { SlicedSnapshotPage } from 'shared-core';
import { snapshotQueries } from '../api/snapshotQueries';

/**
 * Labels of snapshots from the list pages in the query cache (a selection may span pages):
 * the label, else the camera name, else `#id`, as the cards title them.
 */
export function snapshotLabels(queryClient: QueryClient, ids: readonly number[]): Map<number, string> {
  const wanted = new Set(ids);
  const labels = new Map<number, string>();
  for (const [, page] of queryClient.getQueriesData<SlicedSnapshotPage>({ queryKey: snapshotQueries.lists() })) {
    for (const row of page?.results ?? []) if (wanted.has(row.id) && !labels.has(row.id)) labels.set(row.id, row.label || row.device_label || `#${row.id}`);
  }
  for (const id of ids) if (!labels.has(id)) labels.set(id, `#${id}`);
  return labels;
}

/** Every tag on the snapshots of the cached list pages, sorted: the bulk tag dialog's choices. */
export function knownTags(queryClient: QueryClient): string[] {
  const tags = new Set<string>();
  for (const [, page] of queryClient.getQueriesData<SlicedSnapshotPage>({ queryKey: snapshotQueries.lists() })) for (const row of page?.results ?? []) for (const tag of row.tags) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b));
}
