import { useLayoutEffect, useRef } from 'react';
import { render } from '@testing-library/react';
import { listItem } from '../testing/apiFixtures';
import type { ListRow } from '../state/dayGroups';
import type { CardHandlers } from './SnapshotGrid';
import { VirtualSnapshotList } from './VirtualSnapshotList';

// The rows themselves are the grid's; here only which rows render matters.
jest.mock('./SnapshotGrid', () => ({
  PRIORITY_CARDS: 6,
  ListRowView: ({ row }: { row: ListRow }) => (row.kind === 'card' ? <p data-card={row.snapshot.id} /> : <h3>{row.day}</h3>),
}));

const rows: ListRow[] = [{ kind: 'day', day: '2026-11-13', count: 40, located: false }, ...Array.from({ length: 40 }, (_, i) => ({ kind: 'card' as const, snapshot: listItem(i + 1) }))];
const handlers = {} as CardHandlers;

/** The cards in the DOM when the list first commits (a parent's layout effect runs after its children's, before the browser paints). */
function cardsAtFirstCommit(): number {
  const seen: number[] = [];
  function Probe() {
    const first = useRef(true);
    useLayoutEffect(() => {
      if (first.current) seen.push(document.querySelectorAll('[data-card]').length);
      first.current = false;
    });
    return <VirtualSnapshotList rows={rows} handlers={handlers} />;
  }
  render(<Probe />);
  return seen[0]!;
}

it("renders the first screen's cards in its first commit, not after measuring the window", () => {
  // jsdom's window is 768 px tall: the first cards (270 px estimated each) and the overscan.
  const count = cardsAtFirstCommit();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThan(10);
});
