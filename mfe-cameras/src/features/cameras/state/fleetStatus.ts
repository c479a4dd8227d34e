import { FLEET_UPDATE_FAILED, FLEET_UPDATE_IN_PROGRESS, FLEET_UPDATE_READY } from 'shared-core';

/** How a fleet update status shows (spec 001 section 4). */
export type FleetView = 'inProgress' | 'failed' | 'ready';

/**
 * VALIDATING, SUBMITTED, STARTING, RUNNING, RUNNABLE: in progress (progress bar); FAILED,
 * ABORTED: failed (alert code shown and clickable); SUCCEEDED, PASSED: ready. An unknown word
 * counts as in progress: the update has not ended as far as the viewer knows.
 */
export function fleetView(status: string): FleetView {
  if ((FLEET_UPDATE_FAILED as readonly string[]).includes(status)) return 'failed';
  if ((FLEET_UPDATE_READY as readonly string[]).includes(status)) return 'ready';
  if ((FLEET_UPDATE_IN_PROGRESS as readonly string[]).includes(status)) return 'inProgress';
  return 'inProgress';
}
