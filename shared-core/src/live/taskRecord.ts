import { CAMERA_UPLOAD_FRAMES } from 'shared-domain/analysis';
import {
  EXPORT_ITEM_STATUSES,
  FLEET_UPDATE_FAILED,
  FLEET_UPDATE_READY,
  LIVE_TERMINAL_STATUSES,
  REPORT_PROCESSING_STEPS,
  type DownloadRefusal,
  type JobRecord,
  type LiveMessage,
  type LiveMessageKind,
} from 'shared-domain/schemas';

/** Where a task stands, whatever its kind's status words. */
export type TaskPhase = 'running' | 'done' | 'failed';

/** One line of the floating task panel (spec 000 section 4; spec 001 section 3, realtime task records). */
export interface TaskRecord {
  taskId: string;
  kind: LiveMessageKind;
  /** The kind's status word; export items with an unknown word read `UNKNOWN STATUS`. */
  status: string;
  phase: TaskPhase;
  /** 0..1, or null when the task gives no progress. */
  progress: number | null;
  description: string;
  downloadUrl: string | null;
  /** The server's English text of a failure; show `taskErrorText`, which translates its code. */
  error: string | null;
  /** The failure's code (JOB_ERROR_CODES) and the values its text names. */
  errorCode: string | null;
  errorParams: Readonly<Record<string, string | number>>;
  /** Fleet-update alert code, shown and clickable when failed. */
  alertCode: string | null;
  /** The snapshot the task is about or made (an import's new snapshot), when its messages name one. */
  snapshotId?: number;
  /** What a finished bulk download left out, with the reason. */
  refused?: readonly DownloadRefusal[];
  seq: number;
  updatedAtMs: number;
}

const NO_PARAMS: Readonly<Record<string, never>> = Object.freeze({});

const asFraction = (progress: LiveMessage['progress']): number | null =>
  progress === undefined ? null : typeof progress === 'number' ? progress : progress.of ? progress.step / progress.of : null;

/** The phase of a status word of a kind (spec 000 section 4 and spec 001 section 4). */
export function phaseOf(kind: LiveMessageKind, status: string): TaskPhase {
  if (kind === 'fleet-update') {
    if ((FLEET_UPDATE_FAILED as readonly string[]).includes(status)) return 'failed';
    if ((FLEET_UPDATE_READY as readonly string[]).includes(status)) return 'done';
    return 'running';
  }
  const terminal = LIVE_TERMINAL_STATUSES[kind];
  if (status === terminal.done) return 'done';
  if (terminal.failed !== null && status === terminal.failed) return 'failed';
  if (kind === 'output-group-details' && status === 'CANCELED') return 'failed';
  return 'running';
}

/** Builds the panel record of one live message. */
export function taskRecordFromMessage(message: LiveMessage, nowMs: number): TaskRecord {
  let status: string = message.status;
  let progress = asFraction(message.progress);
  if ((message.kind === 'export-nlz' || message.kind === 'device-export-state') && !(EXPORT_ITEM_STATUSES as readonly string[]).includes(status)) {
    status = 'UNKNOWN STATUS';
  }
  if ((message.kind === 'excel-export' || message.kind === 'dashboard-summary') && message.status === 'PROCESSING' && typeof message.progress === 'object') {
    progress = message.progress.step / REPORT_PROCESSING_STEPS;
  }
  if (message.kind === 'camera-upload') progress = message.framesUploaded / CAMERA_UPLOAD_FRAMES;
  const phase = phaseOf(message.kind, message.status);
  return {
    taskId: message.taskId,
    kind: message.kind,
    status,
    phase,
    progress: phase === 'done' ? 1 : progress,
    description: message.description ?? '',
    downloadUrl: message.downloadUrl ?? null,
    error: message.error ?? null,
    errorCode: message.errorCode ?? null,
    errorParams: message.errorParams ?? NO_PARAMS,
    alertCode: message.kind === 'fleet-update' ? (message.alertCode ?? null) : null,
    ...('snapshotId' in message && message.snapshotId !== undefined ? { snapshotId: message.snapshotId } : {}),
    ...(message.kind === 'export-nlz' && message.refused ? { refused: message.refused } : {}),
    seq: message.seq ?? 0,
    updatedAtMs: nowMs,
  };
}

/** Builds the panel record of a job read over REST (after a reconnect). */
export function taskRecordFromJob(job: JobRecord): TaskRecord {
  const fromMessage = job.lastMessage ? taskRecordFromMessage(job.lastMessage, Date.parse(job.updatedAt)) : null;
  return {
    taskId: job.id,
    kind: job.kind,
    status: fromMessage?.status ?? job.status,
    phase: job.state === 'succeeded' ? 'done' : job.state === 'failed' ? 'failed' : 'running',
    progress: job.state === 'succeeded' ? 1 : job.progress,
    description: job.description,
    downloadUrl: job.downloadUrl,
    error: job.error,
    errorCode: fromMessage?.errorCode ?? null,
    errorParams: fromMessage?.errorParams ?? NO_PARAMS,
    alertCode: fromMessage?.alertCode ?? null,
    ...(fromMessage?.snapshotId !== undefined ? { snapshotId: fromMessage.snapshotId } : {}),
    ...(fromMessage?.refused ? { refused: fromMessage.refused } : {}),
    seq: fromMessage?.seq ?? 0,
    updatedAtMs: Date.parse(job.updatedAt),
  };
}

/** Merges a record into the map unless an update with a higher sequence number is already there. */
export function mergeTask(tasks: Readonly<Record<string, TaskRecord>>, record: TaskRecord): Record<string, TaskRecord> {
  const current = tasks[record.taskId];
  if (current && current.seq > record.seq) return tasks as Record<string, TaskRecord>;
  return { ...tasks, [record.taskId]: record };
}

/** The translate function `taskErrorText` needs (i18next's `t`, `common` among its namespaces). */
type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A failed task's message in the user's language: `common:jobErrors.<code>` with the failure's
 * parameters; the server's own text for a failure without a code (already in the user's words,
 * such as a camera's alert) or with one this viewer does not know; else `fallback`.
 */
export function taskErrorText(task: Pick<TaskRecord, 'error' | 'errorCode' | 'errorParams'>, t: Translate, fallback: string): string {
  if (task.errorCode) {
    const text = t(`common:jobErrors.${task.errorCode}`, { ...task.errorParams, defaultValue: '' });
    if (text) return text;
  }
  return task.error || fallback;
}
