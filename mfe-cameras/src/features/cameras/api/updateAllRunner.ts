import type { createStore } from 'jotai';
import { devicesApi, liveIotIdAtom } from 'shared-core';
import { recordFleetTask, reserveUpdateRequest, updateAllRunAtom } from '../state/fleetAtoms';
import type { UpdateAllItem, UpdateAllTarget } from '../state/updateAll';

type Store = ReturnType<typeof createStore>;

/**
 * How many cameras "Update all" starts at once. Each start is one request that locks the camera's
 * row on the server and starts its update job, and its answer names the task to follow: two at a
 * time keeps a large fleet from sending a burst of requests (the server runs two jobs at a time
 * anyway), while the updates themselves then run side by side, so a camera that takes long
 * (offline, waiting for the camera) never holds back the others.
 */
export const UPDATE_ALL_CONCURRENCY = 2;

/** Changes one camera's row of the progress list (if the list still has it). */
function setItem(store: Store, serial: string, patch: Partial<UpdateAllItem>): void {
  store.set(updateAllRunAtom, (run) =>
    run && { ...run, items: run.items.map((item) => (item.serial === serial ? { ...item, ...patch } : item)) },
  );
}

/**
 * Starts one camera's update with the per-camera call and rules: the 20 s repeat guard (shared
 * with the card's buttons) first, then POST .../update/. Never throws: a refusal is the row's
 * state, so one camera that fails does not stop the others.
 */
export async function startCameraUpdate(store: Store, target: UpdateAllTarget): Promise<void> {
  setItem(store, target.serial, { step: 'starting', taskId: null, refusal: null });
  if (!reserveUpdateRequest(store, target.serial, Date.now())) {
    setItem(store, target.serial, { step: 'refused', refusal: { guard: true } });
    return;
  }
  try {
    const body = { targetSoftwareVersion: target.version, configurationId: target.configurationId, updateMode: target.mode };
    const answer = await devicesApi.update(target.serial, body, store.get(liveIotIdAtom));
    recordFleetTask(store, target.serial, answer.taskId);
    setItem(store, target.serial, { step: 'started', taskId: answer.taskId });
  } catch (error) {
    setItem(store, target.serial, { step: 'refused', refusal: { guard: false, error } });
  }
}

/**
 * "Update all": puts the cameras in the progress list as waiting (after the rows of an earlier
 * run, whose cameras are not offered again while theirs run), then starts them in order,
 * {@link UPDATE_ALL_CONCURRENCY} at a time.
 */
export async function runUpdateAll(store: Store, userId: number | undefined, targets: readonly UpdateAllTarget[]): Promise<void> {
  const serials = new Set(targets.map((target) => target.serial));
  store.set(updateAllRunAtom, (run) => ({
    userId,
    items: [
      ...(run && run.userId === userId ? run.items.filter((item) => !serials.has(item.serial)) : []),
      ...targets.map((target): UpdateAllItem => ({ ...target, step: 'waiting', taskId: null, refusal: null })),
    ],
  }));
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next]!;
      next += 1;
      await startCameraUpdate(store, target);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPDATE_ALL_CONCURRENCY, targets.length) }, worker));
}
