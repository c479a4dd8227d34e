import type { JobRecord, LiveMessageOf } from 'shared-core';

/** Video export states (spec 000 section 4). */
export type ExportPhase = 'idle' | 'exporting' | 'heatmap' | 'encode' | 'done' | 'fail';

export interface ExportState {
  phase: ExportPhase;
  /** 0..1 of the current phase (heatmap frames, encode). */
  progress: number;
  /** Seconds left while rendering heatmap frames. */
  remainingS: number | null;
  url: string | null;
}

export const IDLE_EXPORT: ExportState = { phase: 'idle', progress: 0, remainingS: null, url: null };

type ExportMessage = LiveMessageOf<'device-export-state'>;

const fraction = (progress: ExportMessage['progress']): number =>
  progress === undefined ? 0 : typeof progress === 'number' ? progress : progress.of > 0 ? progress.step / progress.of : 0;

/** The export state of a `device-export-state` message (live, or the job's last message). */
export function exportStateOf(message: Pick<ExportMessage, 'status' | 'progress' | 'remainingSeconds' | 'downloadUrl'>): ExportState {
  const phase: ExportPhase = message.status;
  return {
    phase,
    progress: phase === 'done' ? 1 : fraction(message.progress),
    remainingS: phase === 'heatmap' ? (message.remainingSeconds ?? null) : null,
    url: phase === 'done' ? (message.downloadUrl ?? null) : null,
  };
}

/** The export state of a polled job record. */
export function exportStateOfJob(job: JobRecord): ExportState {
  if (job.lastMessage?.kind === 'device-export-state') return exportStateOf(job.lastMessage);
  if (job.state === 'failed') return { ...IDLE_EXPORT, phase: 'fail' };
  if (job.state === 'succeeded') return { ...IDLE_EXPORT, phase: 'done', progress: 1, url: job.downloadUrl };
  return { ...IDLE_EXPORT, phase: 'exporting' };
}
