import { atom, type SetStateAction } from 'jotai';
import { snapshotSelectionAtom } from 'shared-core';

/**
 * Ids of the selected snapshots (client state; bulk actions read it). It is a view of
 * shared-core's `snapshotSelectionAtom`, so other areas that act on the selection (the reports
 * menu) see the same ids without importing this area.
 */
export const selectedIdsAtom = atom(
  (get): ReadonlySet<number> => new Set(get(snapshotSelectionAtom)),
  (get, set, next: SetStateAction<ReadonlySet<number>>) => {
    const value = typeof next === 'function' ? next(new Set(get(snapshotSelectionAtom))) : next;
    set(snapshotSelectionAtom, [...value]);
  },
);
