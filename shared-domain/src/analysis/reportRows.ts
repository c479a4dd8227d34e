import { isLeakReported } from './gases';

/**
 * Row rules of reports (spec 001 section 4 "Report building", section 8), shared by the viewer's
 * report generator (PDF and CSV rows) and the api-server's report jobs (Excel, summary):
 * - snapshots are read {@link REPORT_CONCURRENCY} at a time, in the order asked, with progress
 *   ({@link mapLimited}); a read that fails is skipped ({@link readSkippingFailures});
 * - an infinite distance gives `invalidDistance` for that snapshot, which stays in the report
 *   without a size; a detected leak of an analysable gas is reported; anything else reads as no
 *   leak ({@link reportLeakOutcome}).
 * The order of rows is `orderReportRows` (shared-core schemas, next to the row schema).
 */

/** Snapshots read at the same time when a report is built (spec 000 section 9, spec 001 section 9). */
export const REPORT_CONCURRENCY = 10;

/** Runs `work` over `items` with at most `limit` at a time; results keep the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, onDone: (done: number, of: number) => unknown = () => undefined): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
      done += 1;
      await onDone(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

/** Reads `ids` {@link REPORT_CONCURRENCY} at a time; a failed or empty read is left out (order kept). */
export async function readSkippingFailures<R>(ids: readonly number[], read: (id: number) => Promise<R | undefined>, onDone?: (done: number, of: number) => unknown): Promise<R[]> {
  const rows = await mapLimited(ids, REPORT_CONCURRENCY, (id) => read(id).catch(() => undefined), onDone);
  return rows.filter((row): row is Awaited<R> => row !== undefined) as R[];
}

/** What a leak analysis gives a report row. */
export type ReportLeakOutcome = 'invalidDistance' | 'reported' | 'noLeak';

export interface ReportLeakInput {
  leakSize: number | null;
  leakDetected: boolean | null;
  /** The size is not estimable (infinite distance). */
  infDetected?: boolean | null;
  gas: string | null;
  error?: string | null;
}

/** `invalidDistance` for an infinite distance; `reported` for a detected, sized leak of an analysable gas; else `noLeak`. */
export function reportLeakOutcome(leak: ReportLeakInput): ReportLeakOutcome {
  if (leak.error === 'invalidDistance' || leak.infDetected === true) return 'invalidDistance';
  if (leak.leakSize !== null && Number.isFinite(leak.leakSize) && isLeakReported({ leakDetected: leak.leakDetected, infDetected: leak.infDetected, gas: leak.gas })) return 'reported';
  return 'noLeak';
}
