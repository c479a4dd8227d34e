import { FLEET_UPDATE_LOCK_S, FLEET_UPDATE_REPEAT_GUARD_S } from 'shared-core';

const LOCK_MS = FLEET_UPDATE_LOCK_S * 1000;
const GUARD_MS = FLEET_UPDATE_REPEAT_GUARD_S * 1000;

/** When the last update of each camera was requested (ms since the epoch), by serial. */
export type UpdateRequests = Readonly<Record<string, number>>;

/** Whether the update buttons of `serial` are disabled: for 120 s after a request (spec 001 section 4). */
export function isUpdateLocked(requests: UpdateRequests, serial: string, nowMs: number): boolean {
  const last = requests[serial];
  return last !== undefined && nowMs - last < LOCK_MS;
}

/** Ms until the lock of `serial` ends (0 when it is not locked). */
export function lockRemainingMs(requests: UpdateRequests, serial: string, nowMs: number): number {
  const last = requests[serial];
  return last === undefined ? 0 : Math.max(0, last + LOCK_MS - nowMs);
}

/**
 * Whether a request for `serial` may be sent now: a repeat within 20 s of the previous one is
 * not re-sent (spec 001 section 4), whatever path it comes from (a double click, two tabs of
 * one card).
 */
export function maySendUpdate(requests: UpdateRequests, serial: string, nowMs: number): boolean {
  const last = requests[serial];
  return last === undefined || nowMs - last >= GUARD_MS;
}
