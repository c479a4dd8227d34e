import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { camerasQueries, claimsAtom, liveTasksAtom, type NavBadge } from 'shared-core';
import { hasUnfinishedItems } from './cameraBadge';

/** How often the badge reads the notifications again: no live message says an update was published. */
const BADGE_POLL_MS = 5 * 60_000;

const ATTENTION: NavBadge = { labelKey: 'cameras:nav.attention' };

/**
 * The Cameras entry's badge (the contract's NavEntry.useBadge): the device notifications
 * (updates available, lost pairings) and the running fleet updates of the task bus.
 */
export function useCamerasBadge(): NavBadge | null {
  const signedIn = useAtomValue(claimsAtom) !== null;
  const notifications = useQuery({ ...camerasQueries.notifications(), enabled: signedIn, refetchInterval: BADGE_POLL_MS });
  const tasks = useAtomValue(liveTasksAtom);
  return signedIn && hasUnfinishedItems(notifications.data ?? [], tasks) ? ATTENTION : null;
}
