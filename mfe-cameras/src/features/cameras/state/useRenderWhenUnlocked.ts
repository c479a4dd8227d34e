import { useEffect, useState } from 'react';
import { lockRemainingMs, type UpdateRequests } from './updateLock';

/**
 * Renders again when the first of these cameras' 120 s update locks ends, so their buttons
 * enable again without another event.
 */
export function useRenderWhenUnlocked(requests: UpdateRequests, serials: readonly string[]): void {
  const [, setTick] = useState(0);
  const now = Date.now();
  const remaining = serials.reduce((first, serial) => {
    const ms = lockRemainingMs(requests, serial, now);
    return ms > 0 && ms < first ? ms : first;
  }, Infinity);
  useEffect(() => {
    if (!Number.isFinite(remaining)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), remaining + 50);
    return () => clearTimeout(timer);
  }, [remaining]);
}
