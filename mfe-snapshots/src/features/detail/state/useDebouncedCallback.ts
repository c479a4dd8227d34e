import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that calls `callback` with its latest arguments once no call came for `delayMs`
 * (the spec's save debounces: brightness 150 ms, dynamic range 1 s). Pending calls run on
 * unmount, so leaving the page does not drop a change.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) latest.current(...pending.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      pending.current = args;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const call = pending.current;
        pending.current = null;
        if (call) latest.current(...call);
      }, delayMs);
    },
    [delayMs],
  );
}
