import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from 'shared-core';

/** How far outside the viewport a map or chart starts loading, so it is drawn by the time it scrolls in. */
const NEAR_MARGIN = '400px';

/**
 * True once the element has come within `NEAR_MARGIN` of the viewport and the browser has then
 * been idle: a map below the fold, or in a tab not shown, loads OpenLayers (about
 * 100 KB gz) only when it is about to be seen (a chart with `whenNear`, ECharts), and a map on screen loads it after the page's
 * first render rather than competing with it. Stays true once reached. Where there is no
 * IntersectionObserver, true after idle.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') return whenIdle(() => setNear(true), 1000);
    // Near by the latest report; checked again once idle, as the page above may still have been
    // laying out (a section not drawn yet) when the element was first seen.
    let isNear = false;
    let cancelIdle: (() => void) | undefined;
    const settle = () => {
      cancelIdle = undefined;
      if (!isNear) return;
      observer.disconnect();
      setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        isNear = entries[entries.length - 1]!.isIntersecting;
        if (isNear) cancelIdle ??= whenIdle(settle, 1000);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, enabled, near]);
  return near;
}
