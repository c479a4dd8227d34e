import type { NlzCheckResult } from '../workers/nlzCheckCore';
import { createNlzCheckWorker } from '../workers/createNlzCheckWorker';
import type { QueuedFile, RejectReason } from './nlzFiles';

/** What the check found for one queued file: kept, or refused with a reason. */
export type CheckVerdict = { keep: true; hash: string | null } | { keep: false; reason: Extract<RejectReason, 'notArchive' | 'sameContent'> };

/**
 * The verdicts of checked files in queue order: a file that is not a ZIP archive is refused
 * (`notArchive`); a file with the same bytes as one queued before it (already queued, or earlier
 * in this batch) is dropped (`sameContent`). A file that could not be read is kept: the server
 * checks it anyway.
 */
export function verdicts(results: readonly NlzCheckResult[], knownHashes: ReadonlySet<string>): CheckVerdict[] {
  const seen = new Set(knownHashes);
  return results.map((result) => {
    if (result.archive === false) return { keep: false, reason: 'notArchive' };
    if (result.hash !== null) {
      if (seen.has(result.hash)) return { keep: false, reason: 'sameContent' };
      seen.add(result.hash);
    }
    return { keep: true, hash: result.hash };
  });
}

/**
 * Reads and hashes files in a Web Worker (off the main thread), one after another, reporting
 * after each. Where no worker can start, every file counts as unread (kept; the server checks).
 */
export function checkFiles(files: readonly QueuedFile[], onChecked: (checked: number) => void): Promise<NlzCheckResult[]> {
  if (files.length === 0) return Promise.resolve([]);
  let worker: Worker;
  try {
    worker = createNlzCheckWorker();
  } catch {
    onChecked(files.length);
    return Promise.resolve(files.map((_, id) => ({ id, hash: null, archive: null })));
  }
  return new Promise((resolve) => {
    const results: (NlzCheckResult | undefined)[] = [];
    let checked = 0;
    const finish = () => {
      worker.terminate();
      resolve(files.map((_, id) => results[id] ?? { id, hash: null, archive: null }));
    };
    worker.onmessage = (event: MessageEvent<NlzCheckResult>) => {
      if (results[event.data.id] === undefined) checked += 1;
      results[event.data.id] = event.data;
      onChecked(checked);
      if (checked === files.length) finish();
    };
    // A worker that cannot run (its script refused or broken) leaves the rest unread.
    worker.onerror = () => {
      onChecked(files.length);
      finish();
    };
    files.forEach(({ file }, id) => worker.postMessage({ id, file }));
  });
}
