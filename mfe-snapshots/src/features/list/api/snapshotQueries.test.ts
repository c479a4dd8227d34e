import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { PAGE_SIZE, queryClient, type SnapshotListQuery } from 'shared-core';
import type { SlicedSnapshotPage } from 'shared-core';
import { listItem, listQueries, resetServer, server, setUpI18n } from '../testing/listFixtures';
import { HEAD_ROWS, snapshotQueries } from './snapshotQueries';

beforeAll(setUpI18n);
beforeEach(() => {
  resetServer();
  queryClient.clear();
});

const phonePage: SnapshotListQuery = { page_size: PAGE_SIZE.phone };

/** Every state of the query's data an observer sees, until `done` says it is complete. */
async function watch(query: SnapshotListQuery, done: (page: SlicedSnapshotPage) => boolean) {
  const seen: SlicedSnapshotPage[] = [];
  const observer = new QueryObserver(queryClient, snapshotQueries.list(query));
  await new Promise<void>((resolve, reject) => {
    const stop = observer.subscribe((result) => {
      if (result.isError) reject(result.error);
      if (!result.data || result.isPlaceholderData || seen.at(-1) === result.data) return;
      seen.push(result.data);
      if (done(result.data)) {
        stop();
        resolve();
      }
    });
  });
  return seen;
}

/** A phone's page is up to 20,000 rows (21 MB): its first cards do not wait for all of it. */
describe("a phone's list page", () => {
  it('shows its first rows from a short request, then the whole page, which replaces them', async () => {
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1));
    let release!: () => void;
    server.holdLongPages = new Promise<void>((resolve) => (release = resolve));
    const seen = watch(phonePage, (page) => !page.rowsPending);

    // The head is shown, marked as pending, while the whole page has been asked for and not
    // answered (waited for, not slept: a fixed sleep can be too short on a loaded machine).
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    await waitFor(() => expect(queryClient.getQueryData(snapshotQueries.list(phonePage).queryKey)).toBeDefined());
    const head = queryClient.getQueryData(snapshotQueries.list(phonePage).queryKey);
    expect(head?.results.map((s) => s.id)).toEqual(server.snapshots.slice(0, HEAD_ROWS).map((s) => s.id));
    expect(head?.count).toBe(45);
    expect(head?.rowsPending).toBe(true);
    expect(listQueries().map((q) => q.get('page_size'))).toEqual([String(HEAD_ROWS), String(PAGE_SIZE.phone)]);

    release();
    const states = await seen;
    expect(states.at(-1)?.results.map((s) => s.id)).toEqual(server.snapshots.map((s) => s.id));
    expect(states.at(-1)?.rowsPending).toBe(false);
  });

  it('asks only once when the list is no longer than the head', async () => {
    server.snapshots = Array.from({ length: HEAD_ROWS }, (_, i) => listItem(i + 1));
    const states = await watch(phonePage, (page) => !page.rowsPending);
    expect(states.at(-1)?.results).toHaveLength(HEAD_ROWS);
    expect(listQueries().map((q) => q.get('page_size'))).toEqual([String(HEAD_ROWS)]);
  });

  it('does not ask for the head again when it refreshes a page it shows', async () => {
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1));
    await watch(phonePage, (page) => !page.rowsPending);
    const before = listQueries().length;
    await queryClient.refetchQueries({ queryKey: snapshotQueries.list(phonePage).queryKey });
    expect(listQueries().slice(before).map((q) => q.get('page_size'))).toEqual([String(PAGE_SIZE.phone)]);
  });

  it('keeps the same filters and sort in the head, on the first page', async () => {
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1));
    await watch({ ...phonePage, type: 'leak', ordering: 'label' }, (page) => !page.rowsPending);
    const [head] = listQueries();
    expect(Object.fromEntries(head!)).toEqual({ type: 'leak', ordering: 'label', page_size: String(HEAD_ROWS) });
  });
});

it('a desktop page of 20 asks once, with no head', async () => {
  server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1));
  await watch({ page_size: PAGE_SIZE.desktop, page: 1 }, (page) => !page.rowsPending);
  expect(listQueries().map((q) => [q.get('page'), q.get('page_size')])).toEqual([['1', '20']]);
});
