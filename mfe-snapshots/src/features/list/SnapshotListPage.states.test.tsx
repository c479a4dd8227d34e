import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_TIMEOUT_MS, queryClient } from 'shared-core';
import { listItem, listQueries, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(async () => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  await setUpI18n();
});
beforeEach(() => resetServer());
afterEach(() => {
  jest.useRealTimers();
  queryClient.clear();
});

describe('a page past the end (spec 000 section 2: page from 0 to the last page; issue #23 defect 6)', () => {
  it('says the page is empty instead of the new-user guide, and offers the last page', async () => {
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1, { label: `Valve ${i + 1}` }));
    renderList({}, '?page=9');
    expect(await screen.findByText('This page is empty: the list has 3 pages.')).toBeInTheDocument();
    expect(screen.queryByTestId('no-snapshots-guide')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('page=2'));
    expect(await screen.findByText('Valve 41')).toBeInTheDocument();
    expect(listQueries().at(-1)?.get('page')).toBe('2');
  });
});

describe('a hung list request (spec 000 section 2: load error text, detail and refresh; issue #23 defect 11)', () => {
  it('times out with the undefined-error text, the reason and a refresh link that loads again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.hangList = true;
    renderList();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Something went wrong while loading the snapshots.')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LIST_TIMEOUT_MS);
    });
    jest.useRealTimers();
    expect(await screen.findByText('Something went wrong while loading the snapshots.')).toBeInTheDocument();
    expect(screen.getByText('The server did not answer within 30 s.')).toBeInTheDocument();
    server.hangList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByText('Snapshot 1')).not.toHaveLength(0);
  });
});
