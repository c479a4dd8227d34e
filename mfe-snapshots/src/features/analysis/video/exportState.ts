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
  /**
   * Why it failed: the server's text (in the user's language for the export's own failures,
   * worded from the export's `language`), and for the task's common failures a code the viewer
   * translates (`taskErrorText`).
   */
  error: string | null;
  errorCode?: string | null;
  errorParams?: Readonly<Record<string, string | number>>;
}

export const IDLE_EXPORT: ExportState = { phase: 'idle', progress: 0, remainingS: null, url: null, error: null };

type ExportMessage = LiveMessageOf<'device-export-state'>;

const fraction = (progress: ExportMessage['progress']): number =>
  progress === undefined ? 0 : typeof progress === 'number' ? progress : progress.of > 0 ? progress.step / progress.of : 0;

/** The export state of a `device-export-state` message (live, or the job's last message). */
export function exportStateOf(message: Pick<ExportMessage, 'status' | 'progress' | 'remainingSeconds' | 'downloadUrl' | 'error' | 'errorCode' | 'errorParams'>): ExportState {
  const phase: ExportPhase = message.status;
  return {
    phase,
    progress: phase === 'done' ? 1 : fraction(message.progress),
    remainingS: phase === 'heatmap' ? (message.remainingSeconds ?? null) : null,
    url: phase === 'done' ? (message.downloadUrl ?? null) : null,
    error: phase === 'fail' ? (message.error ?? null) : null,
    ...(phase === 'fail' && message.errorCode ? { errorCode: message.errorCode, errorParams: message.errorParams ?? {} } : {}),
  };
}

/** The export state of a polled job record. */
export function exportStateOfJob(job: JobRecord): ExportState {
  if (job.lastMessage?.kind === 'device-export-state') {
    const state = exportStateOf(job.lastMessage);
    return state.phase === 'fail' && !state.error ? { ...state, error: job.error } : state;
  }
  if (job.state === 'failed') return { ...IDLE_EXPORT, phase: 'fail', error: job.error };
  if (job.state === 'succeeded') return { ...IDLE_EXPORT, phase: 'done', progress: 1, url: job.downloadUrl };
  return { ...IDLE_EXPORT, phase: 'exporting' };
}

/** How far along each phase is: exporting (queued), heatmap (frames), encode, then done or fail. */
const RANK: Record<ExportPhase, number> = { idle: 0, exporting: 1, heatmap: 2, encode: 3, done: 4, fail: 4 };

/**
 * The next state from a report (live message or poll): reports can arrive out of order (a poll
 * answered before a later live message), so the state only moves forward: a later phase, or the
 * same phase further along. A finished export (done or fail) stays as it is.
 */
export function advanceExport(current: ExportState, report: ExportState | null): ExportState {
  if (!report || RANK[current.phase] === 4) return current;
  if (RANK[report.phase] < RANK[current.phase]) return current;
  if (report.phase === current.phase && report.progress < current.progress) return current;
  return report;
}

/** Whether the export is under way (the start button waits). */
export const isExportBusy = (state: ExportState): boolean => RANK[state.phase] >= 1 && RANK[state.phase] <= 3;
