import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, type Places } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { PlacesDialog } from './PlacesDialog';
import { RouteIconButton } from './RouteIconButton';

// The dialog's content module, counting when it is loaded (on the dialog's first opening).
const mockContentLoaded = jest.fn();
jest.mock('./PlacesContent', () => {
  mockContentLoaded();
  return jest.requireActual('./PlacesContent');
});

const PLACES: Places = {
  newest: '2026-03-05T15:00:00.000Z',
  clusters: [
    { id: 11, latitude: 52.09, longitude: 5.12, count: 3, visitDates: ['2026-03-05', '2026-02-20'], snapshotIds: [1, 2, 3] },
    { id: 12, latitude: 48.85, longitude: 2.35, count: 1, visitDates: ['2026-03-01'], snapshotIds: [4] },
  ],
  routes: [
    {
      date: '2026-03-05',
      count: 2,
      points: [
        { latitude: 52.09, longitude: 5.12, created_date: '2026-03-05T09:00:00.000Z', snapshotId: 1 },
        { latitude: 52.1, longitude: 5.13, created_date: '2026-03-05T15:00:00.000Z', snapshotId: 2 },
      ],
    },
    { date: '2026-03-01', count: 1, points: [{ latitude: 48.85, longitude: 2.35, created_date: '2026-03-01T10:00:00.000Z', snapshotId: 4 }] },
  ],
};

type Answer = { status: number; body: unknown };
let answers: Answer[];
/** Addresses the server knows, by snapshot id (GET /api/snapshots/{id}/address/); others are 404. */
let addresses: Record<number, string>;
const fetchMock = jest.fn(async (url: string) => {
  const address = /\/api\/snapshots\/(\d+)\/address\/$/.exec(new URL(url).pathname);
  if (address) {
    const label = addresses[Number(address[1])];
    const body = label ? { place: { Label: label, Municipality: null, Country: null }, latitude: 52.09, longitude: 5.12 } : { detail: 'Not found.' };
    return { ok: Boolean(label), status: label ? 200 : 404, headers: new Headers(), text: async () => JSON.stringify(body) } as Response;
  }
  const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
  return { ok: answer.status < 400, status: answer.status, headers: new Headers(), text: async () => JSON.stringify(answer.body) } as Response;
});
/** The `days` of every places request made so far. */
const requestedDays = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url))
    .filter((url) => url.pathname === '/api/snapshots/locations/')
    .map((url) => url.searchParams.get('days'));

beforeAll(async () => {
  // jsdom draws no canvas: maps show their plain fallback.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
});

beforeEach(() => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('acv.session', JSON.stringify({ access: makeToken({ user_id: 1, username: 'ann', exp }), refresh: 'r' }));
  answers = [{ status: 200, body: PLACES }];
  addresses = {};
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => queryClient.clear());

function renderDialog(props: Partial<Parameters<typeof PlacesDialog>[0]> = {}) {
  const handlers = { onClose: jest.fn(), onPickVisit: jest.fn() };
  render(<PlacesDialog open {...handlers} {...props} />, { wrapper: Providers });
  return handlers;
}

function Providers({ children }: { children: ReactNode }) {
  return <PlatformProviders>{children}</PlatformProviders>;
}

describe('places dialog (spec 000 section 2)', () => {
  it('loads its content only when it first opens (the list carries it closed)', async () => {
    const handlers = { onClose: jest.fn(), onPickVisit: jest.fn() };
    const { rerender } = render(<PlacesDialog open={false} {...handlers} />, { wrapper: Providers });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockContentLoaded).not.toHaveBeenCalled();
    rerender(<PlacesDialog open {...handlers} />);
    expect(await screen.findByRole('group', { name: 'Place at 48.8500, 2.3500' })).toBeInTheDocument();
    expect(mockContentLoaded).toHaveBeenCalledTimes(1);
  });

  it('titles a place by its address when the server knows it', async () => {
    addresses = { 1: 'Riverside Substation' };
    renderDialog();
    expect(await screen.findByRole('group', { name: 'Riverside Substation' })).toBeInTheDocument();
    expect(screen.queryByText('Place at 52.0900, 5.1200')).not.toBeInTheDocument();
    // Without a known address the coordinates stay the title.
    expect(screen.getByRole('group', { name: 'Place at 48.8500, 2.3500' })).toBeInTheDocument();
  });

  it('asks for all time first, then the window the user picks', async () => {
    renderDialog();
    expect(await screen.findByText('Place at 52.0900, 5.1200')).toBeInTheDocument();
    expect(requestedDays()).toEqual(['365000']);

    await userEvent.click(screen.getByText('1 week'));
    await waitFor(() => expect(requestedDays()).toEqual(['365000', '7']));
    await userEvent.click(screen.getByText('1 day'));
    await waitFor(() => expect(requestedDays()).toEqual(['365000', '7', '0']));
    await userEvent.click(screen.getByText('1 month'));
    await waitFor(() => expect(requestedDays()).toEqual(['365000', '7', '0', '30']));
  });

  it('shows each cluster with its snapshot count and visit dates', async () => {
    renderDialog();
    const card = await screen.findByRole('group', { name: 'Place at 52.0900, 5.1200' });
    expect(card).toHaveTextContent('3 snapshots');
    const dates = screen.getAllByRole('list', { name: 'Visit dates' })[0]!;
    expect(dates).toHaveTextContent('Mar 5, 2026');
    expect(dates).toHaveTextContent('Feb 20, 2026');
    expect(screen.getByRole('group', { name: 'Place at 48.8500, 2.3500' })).toHaveTextContent('1 snapshot');
  });

  it('picks a visit: hands over the cluster and date, then closes', async () => {
    const { onPickVisit, onClose } = renderDialog();
    await screen.findByText('Place at 52.0900, 5.1200');
    await userEvent.click(screen.getByRole('button', { name: 'Feb 20, 2026' }));
    expect(onPickVisit).toHaveBeenCalledWith({ clusterId: 11, date: '2026-02-20' });
    expect(onClose).toHaveBeenCalled();
  });

  it('routes view prompts for a date until one is picked, then shows its route', async () => {
    renderDialog();
    await screen.findByText('Place at 52.0900, 5.1200');
    await userEvent.click(screen.getByText('Routes'));
    expect(screen.getByText('Select a date')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Route of/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Mar 5, 2026.*2 snapshots/ }));
    expect(screen.queryByText('Select a date')).not.toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Route of Mar 5, 2026' });
    expect(map).toHaveTextContent('52.0900, 5.1200');
    expect(map).toHaveTextContent('52.1000, 5.1300');
  });

  it('opens on the route of initialRouteDate', async () => {
    renderDialog({ initialRouteDate: '2026-03-01' });
    expect(await screen.findByRole('region', { name: 'Route of Mar 1, 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Select a date')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    answers = [
      { status: 500, body: { detail: 'Server error' } },
      { status: 200, body: PLACES },
    ];
    renderDialog();
    expect(await screen.findByText('The places could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Place at 52.0900, 5.1200')).toBeInTheDocument();
    expect(requestedDays()).toEqual(['365000', '365000']);
  });

  it('says when the period has no located snapshots', async () => {
    answers = [{ status: 200, body: { newest: null, clusters: [], routes: [] } }];
    renderDialog();
    expect(await screen.findByText('No snapshots with a location in this period.')).toBeInTheDocument();
  });
});

describe('RouteIconButton', () => {
  it('opens the route of its date', async () => {
    const onOpen = jest.fn();
    render(<RouteIconButton date="2026-03-05" onOpen={onOpen} />, { wrapper: Providers });
    await userEvent.click(screen.getByRole('button', { name: 'Show the route of Mar 5, 2026' }));
    expect(onOpen).toHaveBeenCalledWith('2026-03-05');
  });
});
