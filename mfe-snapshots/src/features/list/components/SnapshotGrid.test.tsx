import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { listItem } from '../testing/apiFixtures';
import { atFirstCommit } from '../testing/firstCommit';
import type { ListRow } from '../state/dayGroups';
import { FIRST_COMMIT_ROWS, SnapshotGrid, type CardHandlers } from './SnapshotGrid';

// The card itself is shared-ui's; here only which rows render matters.
jest.mock('shared-ui', () => ({ SnapshotCard: ({ snapshot }: { snapshot: { id: number } }) => <p data-card={snapshot.id} /> }));
jest.mock('./DayHeading', () => ({ DayHeading: ({ day }: { day: string }) => <h3>{day}</h3> }));

const page: ListRow[] = [{ kind: 'day', day: '2026-11-13', count: 20, located: false }, ...Array.from({ length: 20 }, (_, i) => ({ kind: 'card' as const, snapshot: listItem(i + 1) }))];
const handlers = { selected: new Set<number>() } as unknown as CardHandlers;

it("paints the first screen's rows in its first commit and the rest of the page right after", () => {
  const first = atFirstCommit(<SnapshotGrid rows={page} handlers={handlers} />, () => ({
    cards: document.querySelectorAll('[data-card]').length,
    busy: screen.getByTestId('snapshot-grid').getAttribute('aria-busy'),
  }));
  // The day heading is one of the first rows; the grid says it is not complete yet.
  expect(first).toEqual({ cards: FIRST_COMMIT_ROWS - 1, busy: 'true' });
  expect(document.querySelectorAll('[data-card]')).toHaveLength(20);
  expect(screen.getByTestId('snapshot-grid').getAttribute('aria-busy')).toBe('false');
});

it('renders a later page whole in its first commit: no card is taken away and put back', () => {
  const commits: number[] = [];
  function Probe({ rows }: { rows: ListRow[] }) {
    useLayoutEffect(() => {
      commits.push(document.querySelectorAll('[data-card]').length);
    }, [rows]);
    return <SnapshotGrid rows={rows} handlers={handlers} />;
  }
  const { rerender } = render(<Probe rows={page} />);
  const next: ListRow[] = Array.from({ length: 20 }, (_, i) => ({ kind: 'card' as const, snapshot: listItem(i + 100) }));
  commits.length = 0;
  rerender(<Probe rows={next} />);
  expect(commits[0]).toBe(20);
  expect(screen.queryByText('2026-11-13')).toBeNull();
});
