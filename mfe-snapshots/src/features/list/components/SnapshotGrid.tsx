import type { MouseEvent, ReactNode } from 'react';
import { useAfterFirstPaint, type SnapshotListItem } from 'shared-core';
import { SnapshotCard } from 'shared-ui';
import type { ListRow } from '../state/dayGroups';
import { DayHeading } from './DayHeading';

export interface CardHandlers {
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onToggleStar: (snapshot: SnapshotListItem) => void;
  onToggleFixed: (snapshot: SnapshotListItem) => void;
  onOpen: (snapshot: SnapshotListItem, event: MouseEvent) => void;
  readOnly: boolean;
  /** Cards can be selected (bulk actions exist: not for phones). */
  selectable: boolean;
  /** The list's filters and page as a query (`?tags=x&page=2`, or empty) that the detail keeps for previous and next. */
  detailSearch: string;
  /** The route icon of a located day's heading (absent: no icon). */
  routeAction?: (day: string) => ReactNode;
  /** The type at a glance over each card's thumbnail (a stable function). */
  renderType?: (snapshot: SnapshotListItem) => ReactNode;
}

/** The first cards of a list, whose thumbnails load first and at once (SnapshotCard `priority`). */
export const PRIORITY_CARDS = 6;

/** One row of the list: a day heading or a card (`priority`: one of the first cards on screen). */
export function ListRowView({ row, handlers, priority = false }: { row: ListRow; handlers: CardHandlers; priority?: boolean }) {
  if (row.kind === 'day') {
    return <DayHeading day={row.day} count={row.count} open={row.open} routeAction={row.located ? handlers.routeAction?.(row.day) : undefined} />;
  }
  return (
    <SnapshotCard
      snapshot={row.snapshot}
      selected={handlers.selected.has(row.snapshot.id)}
      onSelect={handlers.onSelect}
      onToggleStar={handlers.onToggleStar}
      onToggleFixed={handlers.onToggleFixed}
      onOpen={handlers.onOpen}
      readOnly={handlers.readOnly}
      selectable={handlers.selectable}
      href={`#/snapshot/${row.snapshot.id}${handlers.detailSearch}`}
      renderType={handlers.renderType}
      priority={priority}
    />
  );
}

/**
 * Rows (cards and day headings) in the grid's first commit: the first screen and more. The
 * rest of the page follows at once, in a transition React renders in slices: the first cards
 * paint without waiting for the page's last ones, whose thumbnails then do not share the
 * network with the first screen's.
 */
export const FIRST_COMMIT_ROWS = 14;

/** Desktop page of cards in a responsive grid; day headings span the whole row. */
export function SnapshotGrid({ rows, handlers }: { rows: ListRow[]; handlers: CardHandlers }) {
  // Only as the grid first mounts: a page change, a filter or a star then renders the whole
  // page at once, and no card is ever taken away and put back.
  const complete = useAfterFirstPaint();
  const shown = complete ? rows : rows.slice(0, FIRST_COMMIT_ROWS);
  let cards = 0;
  return (
    <div
      data-testid="snapshot-grid"
      // Busy while the page's last rows are still to come (a few frames after the first paint).
      aria-busy={!complete}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}
    >
      {shown.map((row) =>
        row.kind === 'day' ? (
          <div key={`day-${row.day}-${row.count}`} style={{ gridColumn: '1 / -1', marginBottom: -8 }}>
            <ListRowView row={row} handlers={handlers} />
          </div>
        ) : (
          <ListRowView key={row.snapshot.id} row={row} handlers={handlers} priority={cards++ < PRIORITY_CARDS} />
        ),
      )}
    </div>
  );
}
