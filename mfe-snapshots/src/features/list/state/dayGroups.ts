import type { SnapshotListItem } from 'shared-core';

/** A row of the list: a date group heading or a card. */
export type ListRow =
  | { kind: 'day'; day: string; count: number; located: boolean; /** More of its cards are still loading: the count is not final. */ open?: boolean }
  | { kind: 'card'; snapshot: SnapshotListItem };

/** Date headings only make sense when the list is in creation-date order. */
export function groupsByDay(sort: string): boolean {
  return sort === 'created_date' || sort === '-created_date';
}

/**
 * The cards with a heading before each run of one creation day (UTC `YYYY-MM-DD`, the day the
 * places dialog keys its routes by, so a heading's route icon opens the same day's route).
 * `located` says whether any snapshot of the run has a position, i.e. whether a route exists.
 * With `rowsPending` (a phone's head shown while its whole page loads) the last day may go on in
 * the rows still to come: its heading is `open`.
 */
export function withDayHeadings(snapshots: readonly SnapshotListItem[], rowsPending = false): ListRow[] {
  const rows: ListRow[] = [];
  let heading: Extract<ListRow, { kind: 'day' }> | undefined;
  for (const snapshot of snapshots) {
    const day = snapshot.created_date.slice(0, 10);
    if (heading?.day !== day) {
      heading = { kind: 'day', day, count: 0, located: false };
      rows.push(heading);
    }
    heading.count += 1;
    if (snapshot.meta.latitude !== null && snapshot.meta.longitude !== null) heading.located = true;
    rows.push({ kind: 'card', snapshot });
  }
  if (rowsPending && heading) heading.open = true;
  return rows;
}

/** The cards alone, when the sort is not by date. */
export function withoutHeadings(snapshots: readonly SnapshotListItem[]): ListRow[] {
  return snapshots.map((snapshot) => ({ kind: 'card', snapshot }));
}
