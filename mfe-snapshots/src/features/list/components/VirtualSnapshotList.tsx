import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { SnapshotListItem } from 'shared-core';
import { SnapshotCard } from 'shared-ui';
import type { CardHandlers } from './SnapshotGrid';

/** Estimated card height on a phone (16:9 image of a 360 px card plus the text row). */
const ROW_ESTIMATE_PX = 270;

/**
 * Phones show the whole list on one page (20,000 snapshots, spec 000 section 9), so only the
 * cards near the viewport are rendered (TanStack Virtual, measured rows, window scrolling).
 */
export function VirtualSnapshotList({ snapshots, handlers }: { snapshots: SnapshotListItem[]; handlers: CardHandlers }) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: snapshots.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 4,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  });
  return (
    <div ref={listRef} data-testid="snapshot-virtual-list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const snapshot = snapshots[item.index]!;
        return (
          <div
            key={snapshot.id}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: 12, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <SnapshotCard
              snapshot={snapshot}
              selected={handlers.selected.has(snapshot.id)}
              onSelect={handlers.onSelect}
              onToggleStar={handlers.onToggleStar}
              onOpen={handlers.onOpen}
              readOnly={handlers.readOnly}
            />
          </div>
        );
      })}
    </div>
  );
}
