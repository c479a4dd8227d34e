import { useSyncExternalStore } from 'react';

// antd's `md` breakpoint: shared-ui's useIsPhone (antd Grid) says "phone" below 768 px.
const QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** shared-ui's useIsPhone without antd, for the public frame (issue 16: no antd on the login page). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
