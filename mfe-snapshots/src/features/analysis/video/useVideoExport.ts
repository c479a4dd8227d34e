import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { liveIotIdAtom, useLiveKind, videoApi } from 'shared-core';
import { exportStateOf, exportStateOfJob, IDLE_EXPORT, type ExportState } from './exportState';

const POLL_MS = 2000;

/**
 * Starts a video export and follows it: live `device-export-state` messages of its task when
 * the channel is up, and the task's REST copy every 2 s in case messages are lost.
 */
export function useVideoExport(snapshotId: number) {
  const iotId = useAtomValue(liveIotIdAtom) ?? undefined;
  const [taskId, setTaskId] = useState<string | null>(null);
  const [live, setLive] = useState<ExportState | null>(null);
  const [startFailed, setStartFailed] = useState(false);

  const task = useQuery({
    queryKey: ['snapshots', 'analysis', snapshotId, 'export', taskId],
    queryFn: () => videoApi.task(taskId!),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && ['succeeded', 'failed'].includes(query.state.data.state) ? false : POLL_MS),
  });

  useLiveKind('device-export-state', (message) => {
    if (taskId && message.taskId === taskId) setLive(exportStateOf(message));
  });

  const start = useCallback(async () => {
    setLive({ ...IDLE_EXPORT, phase: 'exporting' });
    setStartFailed(false);
    try {
      const answer = await videoApi.exportVideo(snapshotId, iotId);
      setTaskId(answer.taskId);
    } catch {
      setLive(null);
      setStartFailed(true);
    }
  }, [snapshotId, iotId]);

  const polled = task.data ? exportStateOfJob(task.data) : null;
  // The more advanced of the two wins: a finished poll beats a stale live message and vice versa.
  const order = ['idle', 'exporting', 'heatmap', 'encode', 'done', 'fail'];
  let state: ExportState = startFailed ? { ...IDLE_EXPORT, phase: 'fail' } : IDLE_EXPORT;
  for (const candidate of [live, polled]) if (candidate && order.indexOf(candidate.phase) >= order.indexOf(state.phase)) state = candidate;
  return { state, start };
}
