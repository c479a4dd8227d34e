import { ApiError, DOWNLOAD_SNAPSHOTS_MAX, reportsApi, type DownloadRefusal, type DownloadSnapshotsBody } from 'shared-core';

/**
 * The snapshots a 400 "none of these may be downloaded" names by reason (its `notOwned` and
 * `notFound` id lists), or null when the failure is anything else.
 */
export function refusalsOf(error: unknown): DownloadRefusal[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const named = (reason: 'notOwned' | 'notFound') =>
    (error.fields[reason] ?? []).map(Number).filter(Number.isInteger).map((id): DownloadRefusal => ({ id, reason }));
  const refused = [...named('notOwned'), ...named('notFound')];
  return refused.length ? refused : null;
}

/** The lists as one, without repeating a snapshot refused for the same reason twice. */
export function mergeRefusals(...lists: readonly (readonly DownloadRefusal[] | undefined)[]): DownloadRefusal[] {
  const merged = new Map<string, DownloadRefusal>();
  for (const refusal of lists.flatMap((list) => list ?? [])) {
    const key = `${refusal.id}:${refusal.reason}`;
    if (!merged.has(key)) merged.set(key, refusal);
  }
  return [...merged.values()];
}

/** What starting the server's exports gave: their tasks, and the snapshots refused at once. */
export interface StartedExports {
  taskIds: string[];
  refused: DownloadRefusal[];
}

/**
 * Starts the server's exports, {@link DOWNLOAD_SNAPSHOTS_MAX} snapshots at a time. The server
 * exports what may be exported and names the rest; a batch none of whose snapshots may be
 * exported adds its refusals and the other batches still go. Any other failure is thrown.
 */
export async function startExports(snapshotIds: readonly number[], body: Omit<DownloadSnapshotsBody, 'snapshotIds'>): Promise<StartedExports> {
  const started: StartedExports = { taskIds: [], refused: [] };
  for (let i = 0; i < snapshotIds.length; i += DOWNLOAD_SNAPSHOTS_MAX) {
    try {
      const answer = await reportsApi.downloadSnapshots({ ...body, snapshotIds: snapshotIds.slice(i, i + DOWNLOAD_SNAPSHOTS_MAX) });
      started.taskIds.push(answer.taskId);
      started.refused.push(...(answer.refused ?? []));
    } catch (failure) {
      const refused = refusalsOf(failure);
      if (!refused) throw failure;
      started.refused.push(...refused);
    }
  }
  return started;
}
