import { useAtomValue, useStore } from 'jotai';
import { claimsAtom, liveTasksAtom, type Device, type TaskRecord } from 'shared-core';
import { fleetTaskBySerialAtom, updateAllRunAtom, updateRequestsAtom } from '../state/fleetAtoms';
import { updateAllTargets, type UpdateAllItem, type UpdateAllTarget } from '../state/updateAll';
import { isUpdateLocked } from '../state/updateLock';
import { useRenderWhenUnlocked } from '../state/useRenderWhenUnlocked';
import { runUpdateAll, startCameraUpdate } from './updateAllRunner';
import { useRefreshWhenUpdated } from './useRefreshWhenUpdated';

/**
 * "Update all": the cameras it would start now, the progress list of the user's
 * latest run with each row's live task, and the actions. The rules stay per camera: the targets
 * leave out cameras whose buttons are locked or whose update is on the way, and each start goes
 * through the card's repeat guard.
 */
export function useUpdateAll(devices: readonly Device[]) {
  const store = useStore();
  const userId = useAtomValue(claimsAtom)?.user_id;
  const requests = useAtomValue(updateRequestsAtom);
  const taskIds = useAtomValue(fleetTaskBySerialAtom);
  const tasks = useAtomValue(liveTasksAtom);
  const run = useAtomValue(updateAllRunAtom);
  const items: readonly UpdateAllItem[] = run && run.userId === userId ? run.items : [];
  const taskOf = (item: UpdateAllItem): TaskRecord | null => (item.taskId ? (tasks[item.taskId] ?? null) : null);
  useRenderWhenUnlocked(requests, devices.map((device) => device.serial));
  // The progress list shows the new version, and the update notices go, as each one succeeds.
  useRefreshWhenUpdated(items.map(taskOf));

  const busy = (serial: string): boolean => {
    const item = items.find((entry) => entry.serial === serial);
    if (item?.step === 'waiting' || item?.step === 'starting') return true;
    return tasks[taskIds[serial] ?? '']?.phase === 'running';
  };

  return {
    targets: updateAllTargets(devices, requests, busy, Date.now()),
    items,
    taskOf,
    /** Whether a camera's update buttons (here its Retry) are locked: 120 s after its last request. */
    locked: (serial: string): boolean => isUpdateLocked(requests, serial, Date.now()),
    start: (targets: readonly UpdateAllTarget[]) => void runUpdateAll(store, userId, targets),
    retry: (item: UpdateAllItem) => void startCameraUpdate(store, item),
  };
}
