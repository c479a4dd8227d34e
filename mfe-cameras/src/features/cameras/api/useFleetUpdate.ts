import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { devicesApi, liveIotIdAtom, liveTasksAtom, useLiveKind, type FleetUpdateBody, type TaskRecord } from 'shared-core';
import { fleetTaskBySerialAtom, recordFleetTask, reserveUpdateRequest, updateRequestsAtom } from '../state/fleetAtoms';
import { isUpdateLocked } from '../state/updateLock';
import { useRenderWhenUnlocked } from '../state/useRenderWhenUnlocked';
import { useRefreshWhenUpdated } from './useRefreshWhenUpdated';

/**
 * Follows the `fleet-update` live messages while the cameras page is open: each names its
 * camera, so a task started elsewhere (another tab, before a reload) reaches its card too.
 */
export function useFollowFleetUpdates(): void {
  const setTasks = useSetAtom(fleetTaskBySerialAtom);
  useLiveKind('fleet-update', (message) => {
    setTasks((tasks) => (tasks[message.serial] === message.taskId ? tasks : { ...tasks, [message.serial]: message.taskId }));
  });
}

/** The state of one camera's update: the live task, the 120 s lock, and the request. */
export function useFleetUpdate(serial: string) {
  const store = useStore();
  const requests = useAtomValue(updateRequestsAtom);
  const taskIds = useAtomValue(fleetTaskBySerialAtom);
  const iotId = useAtomValue(liveIotIdAtom);
  const taskId = taskIds[serial];
  const task: TaskRecord | null = useAtomValue(liveTasksAtom)[taskId ?? ''] ?? null;
  useRenderWhenUnlocked(requests, [serial]);
  // The version shown changes when the update succeeds.
  useRefreshWhenUpdated([task]);

  const mutation = useMutation({
    mutationFn: (body: FleetUpdateBody) => devicesApi.update(serial, body, iotId),
    onSuccess: (answer) => recordFleetTask(store, serial, answer.taskId),
  });

  return {
    task,
    locked: isUpdateLocked(requests, serial, Date.now()),
    error: mutation.error,
    /** Requests the update unless one was requested less than 20 s ago; true when sent. */
    request: (body: FleetUpdateBody): boolean => {
      if (!reserveUpdateRequest(store, serial, Date.now())) return false;
      mutation.mutate(body);
      return true;
    },
  };
}
