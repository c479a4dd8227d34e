import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from 'shared-domain/analysis';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a media query matches, read on the first render and followed as it changes. No antd:
 * antd's Grid.useBreakpoint answers only after an effect (a second render, the first with the
 * wrong layout), and each of its users keeps its own set of media listeners.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}

/**
 * True below 768 px (antd's `md` breakpoint): the rail hides and lists go to one virtual page.
 * A phone's first render is already the phone layout (useBreakpoint answers only after the first
 * render), so the list asks for a phone page straight away. The public frame uses it too.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
