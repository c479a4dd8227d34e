import { atom } from 'jotai';

/** Ids of the selected snapshots (client state; bulk actions read it). */
export const selectedIdsAtom = atom<ReadonlySet<number>>(new Set<number>());
