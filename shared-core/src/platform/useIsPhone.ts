import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from '../analysis/constants';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(PHONE_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;

/**
 * True below 768 px (antd's `md` breakpoint): the rail hides and lists go to one virtual page.
 * Read from the media query on the first render, so a phone's first render is already the phone
 * layout: antd's Grid.useBreakpoint answers only after an effect, and the list asked for a
 * desktop page first and a phone page after (issue 16). No antd here: the public frame uses it too.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
