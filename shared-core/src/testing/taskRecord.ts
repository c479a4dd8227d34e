import type { LiveMessageKind } from 'shared-domain/schemas';
import { phaseOf, type TaskRecord } from '../live/taskRecord';

/** A task as the live task bus keeps it (from a message, or the REST read after a reconnect); its phase follows the status. */
export function taskRecord(kind: LiveMessageKind, taskId: string, status: string, patch: Partial<TaskRecord> = {}): TaskRecord {
  return {
    taskId,
    kind,
    status,
    phase: phaseOf(kind, status),
    progress: null,
    description: '',
    downloadUrl: null,
    error: null,
    errorCode: null,
    errorParams: {},
    alertCode: null,
    seq: 1,
    updatedAtMs: 0,
    ...patch,
  };
}
