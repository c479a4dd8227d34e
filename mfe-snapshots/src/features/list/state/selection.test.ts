import { createStore } from 'jotai';
import { snapshotSelectionAtom } from 'shared-core';
import { selectedIdsAtom } from './selection';

/** The list's selection is the shared one, so the reports menu works on what the list selected. */
describe('selectedIdsAtom', () => {
  it('writes the shared selection and reads it back', () => {
    const store = createStore();
    store.set(selectedIdsAtom, new Set([3, 7]));
    expect(store.get(snapshotSelectionAtom)).toEqual([3, 7]);
    store.set(selectedIdsAtom, (previous) => new Set([...previous, 9]));
    expect([...store.get(selectedIdsAtom)]).toEqual([3, 7, 9]);
  });

  it('follows a change made through the shared atom', () => {
    const store = createStore();
    store.set(snapshotSelectionAtom, [12]);
    expect([...store.get(selectedIdsAtom)]).toEqual([12]);
  });
});
