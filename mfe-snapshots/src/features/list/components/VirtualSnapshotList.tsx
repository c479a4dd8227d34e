import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ListRow } from '../state/dayGroups';
import { ListRowView, PRIORITY_CARDS, type CardHandlers } from './SnapshotGrid';

/** First estimate of a card's height on a phone (16:9 image of a 360 px card plus the text row). */
const CARD_ESTIMATE_PX = 270;
/** First estimate of a day heading's height. */
const HEADING_ESTIMATE_PX = 40;

/** A stable key per row, so measured sizes stay with their row when the list changes. */
const rowKey = (row: ListRow, index: number) => (row.kind === 'card' ? row.snapshot.id : `day-${row.day}-${index}`);

/** The list's distance from the top of the document, which the window virtualiser needs. */
function useDocumentTop(ref: RefObject<HTMLElement | null>, rows: ListRow[]) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const read = () => setTop(ref.current ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY) : 0);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [ref, rows]);
  return top;
}

/**
 * Phones show the whole list on one page (20,000 snapshots, spec 000 section 9), so only the
 * rows near the viewport are rendered (TanStack Virtual, measured rows, window scrolling).
 *
 * Speed (e2e/bench/snapshot-list.bench.ts): the key and size callbacks are stable for a given
 * list, so a scroll does not rebuild the 20,000 measurements; and every card has the height
 * of the last card measured (cards of one width are one height), so a jump deep into the list
 * lands on exact positions and does not shift the page as the new rows are measured. The rows
 * follow the scroll through `useDeferredValue`: the scroll event only moves the list, and the
 * cards that come into view render in a transition that React splits into short slices, so a
 * long jump does not block the page.
 *
 * The first render already has the rows of the first screen (the window's size as the
 * virtualiser's first rect): without it the virtualiser has none until its layout effect has
 * measured the window, and the first cards would come in a deferred render that the frame's
 * own updates keep pushing back (long after the list on a slow phone). The rows
 * are deferred together with the list's offset they were placed for, so a row never shows at
 * an offset it was not computed with.
 */
export function VirtualSnapshotList({ rows, handlers }: { rows: ListRow[]; handlers: CardHandlers }) {
  const listRef = useRef<HTMLDivElement>(null);
  const sizes = useRef({ card: CARD_ESTIMATE_PX, day: HEADING_ESTIMATE_PX });
  const scrollMargin = useDocumentTop(listRef, rows);
  const estimateSize = useCallback((index: number) => sizes.current[rows[index]!.kind], [rows]);
  const getItemKey = useCallback((index: number) => rowKey(rows[index]!, index), [rows]);
  const measure = useCallback((element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
    const size = measureElement(element, entry, instance);
    const kind = element.getAttribute('data-kind');
    if (size > 0 && (kind === 'card' || kind === 'day')) sizes.current[kind] = size;
    return size;
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    measureElement: measure,
    overscan: 2,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const current = virtualizer.getVirtualItems();
  const view = useDeferredValue(useMemo(() => ({ items: current, margin: scrollMargin }), [current, scrollMargin]));
  return (
    <div ref={listRef} data-testid="snapshot-virtual-list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {view.items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            data-kind={row.kind}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: row.kind === 'card' ? 12 : 4, transform: `translateY(${item.start - view.margin}px)` }}
          >
            {/* Row 0 is the first day's heading. */}
            <ListRowView row={row} handlers={handlers} priority={item.index <= PRIORITY_CARDS} />
          </div>
        );
      })}
    </div>
  );
}
