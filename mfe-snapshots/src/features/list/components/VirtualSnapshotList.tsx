import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ListRow } from '../state/dayGroups';
import { ListRowView, type CardHandlers } from './SnapshotGrid';

/** Estimated card height on a phone (16:9 image of a 360 px card plus the text row). */
const CARD_ESTIMATE_PX = 270;
/** Estimated height of a day heading. */
const HEADING_ESTIMATE_PX = 40;

/** A stable key per row, so measured sizes stay with their row when the list changes. */
const rowKey = (row: ListRow, index: number) => (row.kind === 'card' ? row.snapshot.id : `day-${row.day}-${index}`);

/**
 * Phones show the whole list on one page (20,000 snapshots, spec 000 section 9), so only the
 * rows near the viewport are rendered (TanStack Virtual, measured rows, window scrolling).
 */
export function VirtualSnapshotList({ rows, handlers }: { rows: ListRow[]; handlers: CardHandlers }) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]!.kind === 'day' ? HEADING_ESTIMATE_PX : CARD_ESTIMATE_PX),
    getItemKey: (index) => rowKey(rows[index]!, index),
    overscan: 4,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  });
  return (
    <div ref={listRef} data-testid="snapshot-virtual-list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: row.kind === 'card' ? 12 : 4, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ListRowView row={row} handlers={handlers} />
          </div>
        );
      })}
    </div>
  );
}
