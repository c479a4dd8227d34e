import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UpdateRequests } from './updateLock';

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
