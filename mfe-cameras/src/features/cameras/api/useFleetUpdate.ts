import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { camerasQueries, devicesApi, liveIotIdAtom, liveTasksAtom, useLiveKind, type FleetUpdateBody, type TaskRecord } from 'shared-core';
import { fleetTaskBySerialAtom, updateRequestsAtom } from '../state/fleetAtoms';
import { isUpdateLocked, lockRemainingMs, maySendUpdate } from '../state/updateLock';

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
  const queryClient = useQueryClient();
  const store = useStore();
  const requests = useAtomValue(updateRequestsAtom);
  const [taskIds, setTaskIds] = useAtom(fleetTaskBySerialAtom);
  const iotId = useAtomValue(liveIotIdAtom);
  const taskId = taskIds[serial];
  const task: TaskRecord | null = useAtomValue(liveTasksAtom)[taskId ?? ''] ?? null;

  // Re-render when the lock ends, so the buttons enable again without another event.
  const [nowMs, setNowMs] = useState(() => Date.now());
  const remaining = lockRemainingMs(requests, serial, nowMs);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNowMs(Date.now()), remaining + 50);
    return () => clearTimeout(timer);
  }, [remaining]);

  // The version shown changes when the update succeeds: read the camera again, once per task.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (task?.phase !== 'done' || refreshedFor.current === task.taskId) return;
    refreshedFor.current = task.taskId;
    void queryClient.invalidateQueries({ queryKey: camerasQueries.all });
  }, [task?.phase, task?.taskId, queryClient]);

  const mutation = useMutation({
    mutationFn: (body: FleetUpdateBody) => devicesApi.update(serial, body, iotId),
    onSuccess: (answer) => setTaskIds((ids) => ({ ...ids, [serial]: answer.taskId })),
  });

  return {
    task,
    locked: isUpdateLocked(requests, serial, Date.now()),
    error: mutation.error,
    /** Requests the update unless one was requested less than 20 s ago; true when sent. */
    request: (body: FleetUpdateBody): boolean => {
      // Read from the store, not the render: two clicks before a re-render must not both go out.
      const current = store.get(updateRequestsAtom);
      const now = Date.now();
      if (!maySendUpdate(current, serial, now)) return false;
      store.set(updateRequestsAtom, { ...current, [serial]: now });
      setNowMs(now);
      mutation.mutate(body);
      return true;
    },
  };
}
