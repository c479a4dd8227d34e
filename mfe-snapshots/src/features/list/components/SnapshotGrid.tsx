import type { MouseEvent } from 'react';
import type { SnapshotListItem } from 'shared-core';
import { SnapshotCard } from 'shared-ui';

export interface CardHandlers {
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onToggleStar: (snapshot: SnapshotListItem) => void;
  onOpen: (snapshot: SnapshotListItem, event: MouseEvent) => void;
  readOnly: boolean;
}

/** Desktop page of cards in a responsive grid. */
export function SnapshotGrid({ snapshots, handlers }: { snapshots: SnapshotListItem[]; handlers: CardHandlers }) {
  return (
    <div
      data-testid="snapshot-grid"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}
    >
      {snapshots.map((snapshot) => (
        <SnapshotCard
          key={snapshot.id}
          snapshot={snapshot}
          selected={handlers.selected.has(snapshot.id)}
          onSelect={handlers.onSelect}
          onToggleStar={handlers.onToggleStar}
          onOpen={handlers.onOpen}
          readOnly={handlers.readOnly}
        />
      ))}
    </div>
  );
}
