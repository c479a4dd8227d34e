import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { camerasQueries, type TaskRecord } from 'shared-core';

/**
 * Reads the cameras again once per update that succeeds: the version shown changes, and the
 * notifications (the rail's dot, the shell's update notice) lose the camera's update.
 */
export function useRefreshWhenUpdated(tasks: readonly (TaskRecord | null)[]): void {
  const queryClient = useQueryClient();
  const refreshed = useRef(new Set<string>());
  const done = tasks.flatMap((task) => (task?.phase === 'done' ? [task.taskId] : [])).join(' ');
  useEffect(() => {
    const fresh = done.split(' ').filter((id) => id && !refreshed.current.has(id));
    if (!fresh.length) return;
    for (const id of fresh) refreshed.current.add(id);
    void queryClient.invalidateQueries({ queryKey: camerasQueries.all });
  }, [done, queryClient]);
}
