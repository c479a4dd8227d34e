import { listItem } from '../testing/apiFixtures';
import { atFirstCommit } from '../testing/firstCommit';
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

it("renders the first screen's cards in its first commit, not after measuring the window", () => {
  // jsdom's window is 768 px tall: the first cards (270 px estimated each) and the overscan.
  const count = atFirstCommit(<VirtualSnapshotList rows={rows} handlers={handlers} />, () => document.querySelectorAll('[data-card]').length);
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThan(10);
});
