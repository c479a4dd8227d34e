import { useEffect, useRef, useState, type RefObject } from 'react';
import { RUBBER_BAND } from 'shared-core';
import { bandRect, idsInBand, type Rect } from './rubberBand';

/**
 * Rubber-band selection over the cards inside `container` (spec 000 section 2): press on empty
 * space, drag past 40 px, and every card the band touches is selected; updates are throttled
 * to one per 100 ms. Returns the band to draw (viewport coordinates) while dragging.
 */
export function useRubberBand(container: RefObject<HTMLElement | null>, onSelect: (ids: number[]) => void, enabled: boolean): Rect | null {
  const [band, setBand] = useState<Rect | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return undefined;
    let start: { x: number; y: number } | null = null;
    let last = 0;
    let pending: { x: number; y: number } | null = null;

    const update = (point: { x: number; y: number }) => {
      if (!start) return;
      const rect = bandRect(start, point);
      setBand(rect);
      if (!rect) return;
      const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-snapshot-id]')).map((el) => ({
        id: Number(el.dataset.snapshotId),
        rect: el.getBoundingClientRect(),
      }));
      onSelectRef.current(idsInBand(rect, cards));
    };
    const onDown = (event: MouseEvent) => {
      // Not from a control: a press on a link, button or checkbox keeps its own behaviour.
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input, label, [role="tooltip"]')) return;
      start = { x: event.clientX, y: event.clientY };
      event.preventDefault();
    };
    const onMove = (event: MouseEvent) => {
      if (!start) return;
      pending = { x: event.clientX, y: event.clientY };
      const now = performance.now();
      if (now - last >= RUBBER_BAND.throttleMs) {
        last = now;
        update(pending);
      }
    };
    const onUp = () => {
      if (start && pending) update(pending);
      start = null;
      pending = null;
      setBand(null);
    };
    root.addEventListener('mousedown', onDown);
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    return () => {
      root.removeEventListener('mousedown', onDown);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
  }, [container, enabled]);

  return band;
}
