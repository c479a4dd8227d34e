import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { ApiError, devicesApi, liveIotIdAtom, liveTasksAtom, useLiveKind, type FleetUpdateBody, type TaskRecord } from 'shared-core';
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

/**
 * The server's answer when the camera's update was requested moments ago (429) or still runs
 * (409): its code, and the earlier task when it is the user's own; null for any other error.
 */
export function alreadyUpdating(error: unknown): { taskId: string | null } | null {
  if (!(error instanceof ApiError) || (error.code !== 'updateRequested' && error.code !== 'updateRunning')) return null;
  return { taskId: error.fields.taskId?.[0] ?? null };
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
    onError: (error) => {
      // Another tab (or a moment ago) started this camera's update: follow that task.
      const earlier = alreadyUpdating(error);
      if (earlier?.taskId) recordFleetTask(store, serial, earlier.taskId);
    },
  });
  const earlier = alreadyUpdating(mutation.error);

  return {
    task,
    locked: isUpdateLocked(requests, serial, Date.now()),
    /** The request found an update of the camera already requested or running: not a failure. */
    alreadyRunning: earlier !== null,
    error: earlier ? null : mutation.error,
    /** Requests the update unless one was requested less than 20 s ago; true when sent. */
    request: (body: FleetUpdateBody): boolean => {
      if (!reserveUpdateRequest(store, serial, Date.now())) return false;
      mutation.mutate(body);
      return true;
    },
  };
}
