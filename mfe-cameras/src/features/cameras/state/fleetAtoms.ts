import { atom, type createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UpdateAllRun } from './updateAll';
import { maySendUpdate, type UpdateRequests } from './updateLock';

type Store = ReturnType<typeof createStore>;

/**
 * When each camera's last update was requested. Kept in sessionStorage, so a reload within the
 * 120 s lock still shows the buttons disabled.
 */
export const updateRequestsAtom = atomWithStorage<UpdateRequests>(
  'acv.cameras.updateRequests',
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** The live task id of each camera's latest update, by serial (from the update answer and the live messages). */
export const fleetTaskBySerialAtom = atom<Readonly<Record<string, string>>>({});

/**
 * The progress list of "Update all". An atom, not a component's state: the requests
 * go on, and the list stays, while the user visits another page.
 */
export const updateAllRunAtom = atom<UpdateAllRun | null>(null);

/**
 * Records a request of `serial` at `nowMs` unless one went out less than 20 s ago (the repeat
 * guard); true when the request may be sent. Every path that starts an update (a card's button,
 * "Update all", a retry) goes through here. It reads the store, not a render: two clicks before a
 * re-render must not both go out.
 */
export function reserveUpdateRequest(store: Store, serial: string, nowMs: number): boolean {
  const current = store.get(updateRequestsAtom);
  if (!maySendUpdate(current, serial, nowMs)) return false;
  store.set(updateRequestsAtom, { ...current, [serial]: nowMs });
  return true;
}

/** Remembers the live task of a camera's latest update, so its card follows it too. */
export function recordFleetTask(store: Store, serial: string, taskId: string): void {
  store.set(fleetTaskBySerialAtom, (ids) => ({ ...ids, [serial]: taskId }));
}
