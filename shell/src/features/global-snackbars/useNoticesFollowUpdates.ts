import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { camerasQueries, liveTasksAtom } from 'shared-core';

/**
 * Reads the camera notifications again as soon as a camera software update succeeds (a
 * `fleet-update` task of the live channel, or of the REST read after a reconnect), wherever it
 * was started: its "update available" notice goes at once, not at the next 5-minute poll or
 * reload, and so does the cameras area's dot, which reads the same query. Updates already
 * finished when this first renders need nothing: the notifications are being read anyway.
 */
export function useNoticesFollowUpdates(): void {
  const queryClient = useQueryClient();
  const tasks = useAtomValue(liveTasksAtom);
  const finished = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    const succeeded = new Set(Object.values(tasks).flatMap((task) => (task.kind === 'fleet-update' && task.phase === 'done' ? [task.taskId] : [])));
    const before = finished.current;
    finished.current = succeeded;
    if (before && [...succeeded].some((taskId) => !before.has(taskId))) {
      void queryClient.invalidateQueries({ queryKey: camerasQueries.notifications().queryKey });
    }
  }, [tasks, queryClient]);
}
