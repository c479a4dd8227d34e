import { BULK_CONCURRENCY } from 'shared-core';

/** Where a bulk run stands: how many items finished (succeeded or failed) of how many. */
export interface BulkProgress {
  total: number;
  done: number;
  failed: number;
}

/** The outcome of a bulk run: ids that succeeded and ids that failed, each in input order. */
export interface BulkResult {
  succeeded: number[];
  failed: number[];
}

/**
 * Runs `worker` for every id, at most `limit` at a time (spec 000 section 9: bulk concurrency
 * 10), reporting progress after each item. One failure does not stop the others: the caller
 * reports them together.
 */
export async function runBulk(
  ids: readonly number[],
  worker: (id: number) => Promise<unknown>,
  onProgress: (progress: BulkProgress) => void = () => undefined,
  limit: number = BULK_CONCURRENCY,
): Promise<BulkResult> {
  const ok = new Set<number>();
  const bad = new Set<number>();
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next]!;
      next += 1;
      try {
        await worker(id);
        ok.add(id);
      } catch {
        bad.add(id);
      }
      onProgress({ total: ids.length, done: ok.size + bad.size, failed: bad.size });
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), ids.length) }, lane));
  return { succeeded: ids.filter((id) => ok.has(id)), failed: ids.filter((id) => bad.has(id)) };
}
