import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY as QUERY } from 'shared-core';

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
