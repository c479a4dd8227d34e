import type { DeviceNotification, TaskRecord } from 'shared-core';

/**
 * Whether the rail's Cameras entry shows its red dot (spec 001 section 2: "a red dot when there
 * are unfinished items"): an update is available, an update is running, or a pairing was lost.
 */
export function hasUnfinishedItems(notifications: readonly DeviceNotification[], tasks: Readonly<Record<string, TaskRecord>>): boolean {
  if (notifications.length > 0) return true;
  return Object.values(tasks).some((task) => task.kind === 'fleet-update' && task.phase === 'running');
}
