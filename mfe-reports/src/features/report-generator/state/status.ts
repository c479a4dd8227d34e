import { REPORT_EXPORT_STATUSES, REPORT_PROCESSING_STEPS, type TaskRecord } from 'shared-core';

/**
 * Report export statuses (spec 000 section 4, spec 001 sections 4 and 8): UPLOADING, FORWARDING,
 * PROCESSING (progress out of 7 steps), FINISHED (download link), ERROR ("Export failed.");
 * any other status word shows UNKNOWN STATUS.
 */

export type ReportStatus = (typeof REPORT_EXPORT_STATUSES)[number] | 'UNKNOWN STATUS';

export interface ReportStatusView {
  status: ReportStatus;
  /** The message key of the reports namespace. */
  key: string;
  /** 0..100. */
  percent: number;
  /** Processing step (1..7), when processing. */
  step: number | null;
  done: boolean;
  failed: boolean;
  downloadUrl: string | null;
}

/** The view of a status word with its progress (a fraction 0..1, as the task record keeps it). */
export function reportStatusView(status: string | null | undefined, progress: number | null = null, downloadUrl: string | null = null): ReportStatusView {
  const known = (REPORT_EXPORT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReportStatus) : 'UNKNOWN STATUS';
  const step = known === 'PROCESSING' && progress !== null ? Math.max(1, Math.min(REPORT_PROCESSING_STEPS, Math.round(progress * REPORT_PROCESSING_STEPS))) : null;
  const percent =
    known === 'FINISHED' ? 100 : known === 'UPLOADING' ? 5 : known === 'FORWARDING' ? 10 : known === 'PROCESSING' ? 10 + Math.round(((step ?? 0) / REPORT_PROCESSING_STEPS) * 90) : 0;
  return {
    status: known,
    key: known === 'UNKNOWN STATUS' ? 'status.unknown' : `status.${known}`,
    percent,
    step,
    done: known === 'FINISHED',
    failed: known === 'ERROR',
    downloadUrl: known === 'FINISHED' ? downloadUrl : null,
  };
}

/** The view of a live task record (the floating panel's record of the export). */
export function reportStatusOfTask(task: Pick<TaskRecord, 'status' | 'progress' | 'downloadUrl' | 'phase'> | undefined): ReportStatusView | null {
  if (!task) return null;
  const view = reportStatusView(task.status, task.progress, task.downloadUrl);
  // The panel's record reads done or failed from the kind's terminal words: trust them.
  if (task.phase === 'failed' && !view.failed) return { ...reportStatusView('ERROR'), downloadUrl: null };
  return view;
}
