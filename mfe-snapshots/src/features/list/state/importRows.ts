import type { TaskRecord } from 'shared-core';
import type { ImportLevel, RejectReason } from './nlzFiles';

/**
 * One file's line in the import dialog (spec 000 section 4 "Bulk item upload": queued, then a
 * per-file result). `checking` while the worker reads it; after the upload, `importing` while
 * its `camera-upload` task runs, until the task ends or the live channel closes (2 min after the
 * last file, spec 000 section 9), which leaves an unfinished one `unconfirmed`. A file imported
 * before is `importedBefore`: information, not a failure.
 */
export type ImportPhase = 'checking' | 'queued' | 'uploading' | 'importing' | 'imported' | 'importedBefore' | 'rejected' | 'failed' | 'unconfirmed';

export interface ImportRow {
  key: number;
  name: string;
  phase: ImportPhase;
  reason?: RejectReason;
  /** A failure's text, already in the user's language. */
  message?: string;
  taskId?: string;
  progress?: number | null;
  /** The snapshot an import made (`imported`), or made earlier (`importedBefore`), when known. */
  snapshotId?: number;
}

/** The line's message colour (spec 000 section 4: ERROR red, WARNING blue, SUCCESS green); null is plain. */
export function rowLevel(row: ImportRow): ImportLevel | null {
  switch (row.phase) {
    case 'imported':
      return 'SUCCESS';
    case 'failed':
      return 'ERROR';
    case 'unconfirmed':
    case 'importedBefore':
      return 'WARNING';
    case 'rejected':
      return row.reason === 'duplicate' || row.reason === 'sameContent' ? 'WARNING' : 'ERROR';
    default:
      return null;
  }
}

/**
 * A row after its import task reported (the task record the live channel keeps): done makes it
 * imported (with the new snapshot), failed makes it failed with `failureText` of the task (its
 * error in the user's language, or impFailed), or imported before when the same file was imported
 * meanwhile; running sets progress.
 * Rows not importing, or whose task has not reported yet, are returned as they are.
 */
export function withTask(row: ImportRow, task: TaskRecord | undefined, failureText: (task: TaskRecord) => string): ImportRow {
  if (row.phase !== 'importing' || !task) return row;
  if (task.phase === 'done') return { ...row, phase: 'imported', progress: 1, snapshotId: task.snapshotId };
  const earlier = Number(task.errorParams.id);
  if (task.phase === 'failed' && task.errorCode === 'importedBefore' && Number.isInteger(earlier)) return { ...row, phase: 'importedBefore', snapshotId: earlier };
  if (task.phase === 'failed') return { ...row, phase: 'failed', message: failureText(task) };
  return { ...row, progress: task.progress };
}

/** When the live channel closes, the rows still importing are left unconfirmed (their import may yet finish on the server). */
export const closeChannel = (rows: readonly ImportRow[]): ImportRow[] => rows.map((row) => (row.phase === 'importing' ? { ...row, phase: 'unconfirmed' } : row));
