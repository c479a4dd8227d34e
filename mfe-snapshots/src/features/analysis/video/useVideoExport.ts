import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, liveIotIdAtom, NO_VIDEO_CODE, useLiveKind, videoApi } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { advanceExport, exportStateOf, exportStateOfJob, IDLE_EXPORT, type ExportState } from './exportState';

/**
 * Starts a video export and follows it: live `device-export-state` messages of its task when
 * the channel is up, and the task's REST copy every 2 s in case messages are lost. The user's
 * language goes with the request so a failure comes back in it (the task panel shows it too).
 */
export function useVideoExport(snapshotId: number) {
  const { t, i18n } = useTranslation('snapshots');
  const iotId = useAtomValue(liveIotIdAtom) ?? undefined;
  const [taskId, setTaskId] = useState<string | null>(null);
  const [live, setLive] = useState<ExportState | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const task = useQuery(analysisQueries.videoExport(snapshotId, taskId));

  useLiveKind('device-export-state', (message) => {
    if (taskId && message.taskId === taskId) setLive((current) => advanceExport(current ?? IDLE_EXPORT, exportStateOf(message)));
  });

  const start = useCallback(async () => {
    setTaskId(null);
    setLive({ ...IDLE_EXPORT, phase: 'exporting' });
    setStartError(null);
    try {
      const answer = await videoApi.exportVideo(snapshotId, iotId, i18n.language);
      setTaskId(answer.taskId);
    } catch (error) {
      setLive(null);
      setStartError(error instanceof ApiError && error.code === NO_VIDEO_CODE ? t('video.export.errors.noVideo') : t('video.export.fail'));
    }
  }, [snapshotId, iotId, i18n.language, t]);

  const polled = task.data ? exportStateOfJob(task.data) : null;
  const base: ExportState = startError ? { ...IDLE_EXPORT, phase: 'fail', error: startError } : IDLE_EXPORT;
  const state = [live, polled].reduce<ExportState>(advanceExport, base);
  return { state, start, taskId };
}
