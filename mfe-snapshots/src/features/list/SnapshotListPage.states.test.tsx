import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-core';
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

describe('a page past the end (spec 000 section 2: page from 0 to the last page)', () => {
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

describe('a hung list request (spec 000 section 2: load error text, detail and refresh)', () => {
  it('times out with the undefined-error text, the reason and a refresh link that loads again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.hangList = true;
    renderList();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Something went wrong while loading the snapshots.')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    jest.useRealTimers();
    expect(await screen.findByText('Something went wrong while loading the snapshots.')).toBeInTheDocument();
    expect(screen.getByText('The server did not answer within 30 s.')).toBeInTheDocument();
    server.hangList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByText('Snapshot 1')).not.toHaveLength(0);
  });
});

describe('cards show the type at a glance (spec 000 section 2 cards)', () => {
  it('words and colours a leak by the size thresholds: 0.3, 8 and 40 l/min are small, medium and large', async () => {
    const leak = (leakSize: number) => ({ leakSize, unit: 'lpm' as const, leakDetected: true, infDetected: false, gas: 'AIR' as const });
    server.snapshots = [listItem(1, { leak: leak(0.3) }), listItem(2, { leak: leak(8) }), listItem(3, { leak: leak(40) })];
    renderList();
    await screen.findAllByText('Snapshot 3');
    const tag = (id: number) => within(document.querySelector<HTMLElement>(`[data-snapshot-id="${id}"]`)!).getByTestId('card-type');
    expect([1, 2, 3].map((id) => tag(id).textContent)).toEqual(['0.30 l/min · small', '8.0 l/min · medium', '40 l/min · large']);
    expect([1, 2, 3].map((id) => tag(id).getAttribute('data-band'))).toEqual(['small', 'medium', 'large']);
    // antd's preset colour classes: green, gold, red.
    expect([1, 2, 3].map((id) => tag(id).className.match(/ant-tag-(green|gold|red)\b/)?.[1])).toEqual(['green', 'gold', 'red']);
  });

  it('adds the yearly cost to a costed leak, in the user’s language, and none when cost mode is off', async () => {
    const leak = (cost: number | null) => ({ leakSize: 26, unit: 'lpm' as const, leakDetected: true, infDetected: false, gas: 'AIR' as const, cost, currency: 'EUR' });
    server.snapshots = [listItem(1, { leak: leak(253.4) }), listItem(2, { leak: leak(null) })];
    renderList();
    await screen.findAllByText('Snapshot 2');
    const tag = (id: number) => within(document.querySelector<HTMLElement>(`[data-snapshot-id="${id}"]`)!).getByTestId('card-type');
    expect(tag(1)).toHaveTextContent('26 l/min · large · €253/year');
    expect(tag(2)).toHaveTextContent(/^26 l\/min · large$/);
  });

  it('shows leak size with unit, PD class coloured by severity, the mechanical fault; fixed toggle on leak cards only; long labels wrap', async () => {
    const long = 'Compressor outlet valve on the north wall of hall 2';
    server.snapshots = [
      listItem(1, { label: long, leak: { leakSize: 7.43, unit: 'lpm', leakDetected: true, infDetected: false, gas: 'AIR' } }),
      listItem(2, { leak: { leakSize: 3.1, unit: 'lpm', leakDetected: false, infDetected: false, gas: 'AIR' } }),
      listItem(3, {
        device_analysis_type: 'E1',
        pd: { severity_min: 71, severity_max: 99, classification: [{ name: 'negativeCorona', confidence: 0.1 }, { name: 'floating', confidence: 0.8 }] },
      }),
      listItem(4, { device_analysis_type: 'M1', mech: { fromAudioTime: 0, analysis_available: true, kurtosis: 9, crest_factor: 7, possible_fault: true } }),
    ];
    renderList();
    const card = async (id: number) => {
      await screen.findAllByText('Snapshot 2');
      return document.querySelector<HTMLElement>(`[data-snapshot-id="${id}"]`)!;
    };
    expect(within(await card(1)).getByTestId('card-type')).toHaveTextContent('7.4 l/min · medium');
    // Not detected: no size, whatever the stored number (the leak-reporting rule).
    expect(within(await card(2)).getByTestId('card-type')).toHaveTextContent('No leak');
    const pd = within(await card(3)).getByTestId('card-type');
    // The severity as a word, not only as a colour.
    expect(pd).toHaveTextContent('Floating discharge · Very high');
    expect(pd).toHaveAttribute('data-band', 'veryHigh');
    expect(pd).toHaveAttribute('title', 'Severity: Very high');
    expect(within(await card(4)).getByTestId('card-type')).toHaveTextContent('Possible fault');

    expect(within(await card(1)).getByRole('button', { name: 'Mark as fixed' })).toBeInTheDocument();
    expect(within(await card(3)).queryByRole('button', { name: 'Mark as fixed' })).not.toBeInTheDocument();
    expect(within(await card(4)).queryByRole('button', { name: 'Mark as fixed' })).not.toBeInTheDocument();

    const title = within(await card(1)).getByTitle(long);
    expect(title).toHaveTextContent(long);
    expect(title.style.whiteSpace).not.toBe('nowrap');
    expect(title.style.overflowWrap).toBe('anywhere');

    // Hovered, the heatmap is blended as the detail draws it: its own alpha over the photo darkened
    // by the default brightness, in the same box as the photo (not a screen blend cropped to 16:9).
    await userEvent.hover(await card(1));
    const heatmap = (await card(1)).querySelector<HTMLImageElement>('img[src$="/media/1-h.png"]')!;
    expect(heatmap.style.mixBlendMode).toBe('');
    expect(heatmap.style.objectFit).toBe('fill');
    expect(heatmap.parentElement).toBe((await card(1)).querySelector('img[src$="/media/1.png"]')!.parentElement);
  });
});

describe('thumbnails (the largest paint of the list is a first card)', () => {
  it('loads the first cards at once and with high priority, the others when near the viewport', async () => {
    server.snapshots = Array.from({ length: 10 }, (_, i) => listItem(i + 1, { label: `Valve ${i + 1}` }));
    renderList();
    await screen.findByText('Valve 10');
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-snapshot-id] img')];
    expect(images).toHaveLength(10);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array(6).fill('eager'), ...Array(4).fill('lazy')]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([...Array(6).fill('high'), ...Array(4).fill('auto')]);
  });
});

describe("a phone's long page (its first cards do not wait for all 20,000 rows)", () => {
  const { innerWidth: width, scrollTo } = window;
  beforeEach(() => {
    window.innerWidth = 375;
    window.scrollTo = () => undefined; // the phone list scrolls; jsdom has no scrolling
    // All of one creation day: one date heading, whose count the head cannot know.
    server.snapshots = Array.from({ length: 45 }, (_, i) => listItem(i + 1, { created_date: '2026-03-12T09:00:00.000Z' }));
  });
  afterEach(() => {
    window.innerWidth = width;
    window.scrollTo = scrollTo;
  });

  it('shows the first cards and says the rest is loading, then shows the whole list', async () => {
    let release!: () => void;
    server.holdLongPages = new Promise<void>((resolve) => (release = resolve));
    renderList();
    expect(await screen.findAllByText('Snapshot 1')).not.toHaveLength(0);
    expect(screen.getByTestId('list-rest-loading')).toHaveTextContent('Loading the rest of the list…');
    expect(screen.getByText('45 snapshots')).toBeInTheDocument();
    // The day's heading gives no count until the day's cards are all in.
    expect(screen.getAllByTestId('day-heading')[0]).not.toHaveTextContent('snapshots');
    release();
    await waitFor(() => expect(screen.queryByTestId('list-rest-loading')).not.toBeInTheDocument());
    expect(screen.getAllByText('Snapshot 1')).not.toHaveLength(0);
    expect(screen.getAllByTestId('day-heading')[0]).toHaveTextContent('45 snapshots');
  });

  it("keeps the first cards when the rest fails, with the error in the user's language and a refresh that loads it", async () => {
    const down = Promise.reject(new Error('down'));
    down.catch(() => undefined);
    server.holdLongPages = down;
    renderList();
    expect(await screen.findByText('Something went wrong while loading the snapshots.')).toBeInTheDocument();
    // In the user's language, not the browser's "Failed to fetch".
    expect(screen.getByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Snapshot 1')).not.toHaveLength(0);
    server.holdLongPages = null;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('Something went wrong while loading the snapshots.')).not.toBeInTheDocument());
    expect(screen.queryByTestId('list-rest-loading')).not.toBeInTheDocument();
    expect(listQueries().at(-1)?.get('page_size')).toBe('20000');
  });
});
