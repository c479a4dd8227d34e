import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-core';
import { calls, listItem, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(setUpI18n);
beforeEach(() => resetServer());
afterEach(() => queryClient.clear());

const card = (id: number) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-snapshot-id="${id}"]`);
    if (!element) throw new Error(`no card ${id}`);
    return element;
  });

describe('star and fixed on a card (spec 000 section 4)', () => {
  it('marks a snapshot fixed at once, sends 1 with the UTC timestamp in seconds, and shows the fixed mark', async () => {
    renderList();
    const two = await card(2);
    const before = Math.floor(Date.now() / 1000);
    await userEvent.click(within(two).getByRole('button', { name: 'Mark as fixed' }));

    expect(within(two).getByRole('button', { name: 'Mark as not fixed' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(two).getByText('Fixed')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/snapshots/2/fixed/')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/snapshots/2/fixed/')!.body as { fixed: number; fixed_date_utc_ts: number };
    expect(sent.fixed).toBe(1);
    expect(sent.fixed_date_utc_ts).toBeGreaterThanOrEqual(before);
    expect(sent.fixed_date_utc_ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('sends 0 to mark a fixed snapshot not fixed', async () => {
    server.snapshots[0] = { ...server.snapshots[0]!, fixed: true, fixed_date: '2026-03-12T08:00:00.000Z' };
    renderList();
    const one = await card(1);
    await userEvent.click(within(one).getByRole('button', { name: 'Mark as not fixed' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/snapshots/1/fixed/')?.body).toMatchObject({ fixed: 0 }));
    expect(within(one).getByRole('button', { name: 'Mark as fixed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a failed star back and says so', async () => {
    server.failToggle.add(3);
    renderList();
    const three = await card(3);
    await userEvent.click(within(three).getByRole('button', { name: 'Star' }));
    expect(await screen.findByText('The change could not be saved. It has been undone.')).toBeInTheDocument();
    expect(within(three).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a failed fixed change back', async () => {
    server.failToggle.add(1);
    renderList();
    const one = await card(1);
    await userEvent.click(within(one).getByRole('button', { name: 'Mark as fixed' }));
    expect(await screen.findByText('The change could not be saved. It has been undone.')).toBeInTheDocument();
    expect(within(one).getByRole('button', { name: 'Mark as fixed' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(one).queryByText('Fixed')).not.toBeInTheDocument();
  });
});

describe("a star on a phone's first cards while its whole page arrives (the head)", () => {
  const { innerWidth: width, scrollTo } = window;
  beforeEach(() => {
    window.innerWidth = 375;
    window.scrollTo = () => undefined; // the phone list scrolls; jsdom has no scrolling
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1));
  });
  afterEach(() => {
    window.innerWidth = width;
    window.scrollTo = scrollTo;
  });

  /** Stars a card of the head while the list says the rest is loading. */
  async function clickStarWhileArriving(id: number) {
    await screen.findByTestId('list-rest-loading');
    // A plain click: the virtual list renders the row again between user-event's pointer events.
    fireEvent.click(within(await card(id)).getByRole('button', { name: 'Star' }));
  }

  it('stays on when the whole page, answered before the star was saved, replaces the head', async () => {
    let release!: () => void;
    server.holdLongPages = new Promise<void>((resolve) => (release = resolve));
    renderList();
    await clickStarWhileArriving(1);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/snapshots/1/starred/')).toBe(true));
    // The fake server keeps its rows as they were: the whole page says "not starred", as a page
    // the server made before the star was saved would.
    expect(server.snapshots[0]!.starred).toBe(false);
    release();
    await waitFor(() => expect(screen.queryByTestId('list-rest-loading')).not.toBeInTheDocument());
    expect(within(await card(1)).getByRole('button', { name: 'Remove star' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is undone on the whole page when saving it fails', async () => {
    let release!: () => void;
    server.holdLongPages = new Promise<void>((resolve) => (release = resolve));
    server.failToggle.add(1);
    renderList();
    await clickStarWhileArriving(1);
    expect(await screen.findByText('The change could not be saved. It has been undone.')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByTestId('list-rest-loading')).not.toBeInTheDocument());
    expect(within(await card(1)).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
    // The whole page is in: the rows past the head are not rolled back to the head.
    expect(queryClient.getQueriesData({ queryKey: ['snapshots', 'list'] }).some(([, data]) => (data as { results?: unknown[] } | undefined)?.results?.length === 45)).toBe(true);
  });
});
