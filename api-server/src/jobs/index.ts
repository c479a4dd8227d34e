import type { JobRecord } from 'shared-domain/schemas';
import type { AppContext } from '../context';
import type { JobKind, JobSpec, JobWork } from './runner';

export { JobError, type JobHandle, type JobKind, type JobOutcome, type JobReport, type JobRunner, type JobSpec, type JobUpdate, type JobWork } from './runner';

/**
 * Starts a background job for other route modules: inserts it (queued), publishes its first live
 * message and runs `work` when a slot is free (2 at a time). `report({status, progress, ...})`
 * validates, stores and publishes an update on `users/<userId>/tasks/<kind>`. When `work`
 * returns, the runner publishes the kind's success status with progress 1 (and a signed
 * `downloadUrl` when a file was returned); when it throws, the kind's failure status with
 * `error` (a JobError's message, otherwise a generic one).
 *
 * ```ts
 * const job = await runJob(ctx, { userId, kind: 'excel-export', description: 'Excel report' }, async (report) => {
 *   for (let step = 1; step <= 7; step += 1) await report({ status: 'PROCESSING', progress: { step, of: 7 } });
 *   return { file: { filename: 'report.xlsx', contentType: '...', data } };
 * });
 * ```
 */
export function runJob<K extends JobKind>(ctx: Pick<AppContext, 'jobs'>, spec: JobSpec<K>, work: JobWork<K>): Promise<JobRecord> {
  return ctx.jobs.start(spec, work);
}
