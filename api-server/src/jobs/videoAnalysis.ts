import type { JobRecord } from 'shared-domain/schemas';
import type { AppContext } from '../context';
import { getCustomerSettings } from '../db/customerSettings';
import { findVisibleSnapshot } from '../db/snapshots';
import { readSignal } from '../media/recording';
import { planRealtimeVideo } from './realtimeVideo';
import { JobError, runJob } from './index';

/**
 * The `video-analysis` task (spec 001 section 7, live message kinds): the real-time analysis of a
 * newly arrived recording over its whole timeline, the series `analytics/realtimevideo/` answers
 * (kurtosis, crest factor, fault rule, leak size and cost, PD severity per 0.1 s step). It runs
 * after an .nlz import has created the snapshot, as the cloud analyses every new recording;
 * `processing` reports `{step, of}` about ten times and `steps` analysed so far, and the finished
 * series is the task's file (JSON, `realtimeVideoSchema`) with a summary in its result.
 */

/** What starts the analysis. */
export interface VideoAnalysisRequest {
  userId: number;
  snapshotId: number;
  serial: string;
  origin?: string;
  iotId?: string;
}

/** Starts a `video-analysis` task for a snapshot the user sees (it must have a signal). */
export function startVideoAnalysis(ctx: Pick<AppContext, 'db' | 'jobs'>, req: VideoAnalysisRequest): Promise<JobRecord> {
  return runJob(
    ctx,
    {
      userId: req.userId,
      kind: 'video-analysis',
      description: `Video analysis of snapshot ${req.snapshotId}`,
      params: { snapshotId: req.snapshotId },
      fields: { snapshotId: req.snapshotId },
      iotId: req.iotId,
      origin: req.origin,
    },
    async (report, job) => {
      const row = await findVisibleSnapshot(ctx.db, req.userId, req.snapshotId);
      if (!row) throw new JobError('snapshotGone', { id: req.snapshotId });
      const { signal, rateHz } = await readSignal(ctx.db, row);
      const settings = await getCustomerSettings(ctx.db, req.userId);
      const plan = planRealtimeVideo({
        snapshotId: row.id,
        kind: row.kind,
        meta: row.meta,
        analysisTime: row.analysis_time,
        signal,
        rateHz,
        unit: settings.leak_size_unit === 'CFM' ? 'cfm' : 'lpm',
      });
      const of = Math.max(1, plan.count);
      const every = Math.max(1, Math.ceil(plan.count / 10));
      await report({ status: 'processing', progress: { step: 0, of }, steps: 0 });
      const steps = [];
      for (let i = 0; i < plan.count; i += 1) {
        if (job.signal.aborted) throw new JobError('shuttingDown');
        steps.push(plan.stepAt(i));
        // Reporting awaits the database, so other requests are served between chunks of steps.
        if ((i + 1) % every === 0 && i + 1 < plan.count) await report({ status: 'processing', progress: { step: i + 1, of }, steps: i + 1 });
      }
      const series = { ...plan.header, steps };
      return {
        file: { filename: `video_analysis_${req.serial}_${row.id}.json`, contentType: 'application/json', data: Buffer.from(JSON.stringify(series)) },
        result: {
          snapshotId: row.id,
          steps: steps.length,
          stepSeconds: plan.header.stepSeconds,
          durationSeconds: plan.header.durationSeconds,
          possibleFaultSteps: steps.filter((s) => s.possibleFault).length,
          leakDetectedSteps: steps.filter((s) => s.leakDetected).length,
        },
        final: { steps: steps.length },
      };
    },
  );
}
