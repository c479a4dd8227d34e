import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store, type SnapshotDetail } from 'shared-core';
import { makeToken, snapshotDetail } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { SnapshotDetailPage } from './SnapshotDetailPage';

// The analysis cards are another feature's; this test is about the page around them.
jest.mock('../analysis', () => ({ AnalysisPanel: () => null }));

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const DETAIL: SnapshotDetail = snapshotDetail(
  5,
  {
    label: 'Compressor room',
    created_date: '2026-03-10T09:00:00.000Z',
    synced_date: '2026-03-10T10:00:00.000Z',
    comments: 'first note',
    tags: ['pump'],
    thumbnail_url: 'http://api/t.png',
    heatmap_still_url: 'http://api/h.png',
    heatmap: { width: 2, height: 2, source: '/api/snapshots/5/heatmap/', frames: 3 },
    signal_available: false,
    file_name: 'NLC21004_20260310_090000.nlz',
    picture_url: 'http://api/p.png',
    signal: null,
    level_range: { min: 20, max: 60 },
  },
  {
    analyzer_mode: 'A1',
    mode_name: 'Leak detection',
    heatmap_mode: 'multi',
    filter_threshold: 30,
    filter_colormin: 20,
    filter_colormax: 60,
    mic_revision: '1.0.1',
    mic_threshold_multiplier: 0.87,
    calibration_current: 0.0025729,
    acimg_latency_compensation_ms: 500,
    software_version: '3.2.1',
    energy_cost: 0.2,
    mass_cost: 1,
    voltage: 220,
    is_si2: false,
  },
);

const listItem = (id: number) => ({ ...DETAIL, id });
type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let detail: SnapshotDetail | null;
let deletedFile: string | undefined;

const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url);
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, path: pathname, body });
  const json = (status: number, value: unknown) => ({ ok: status < 400, status, headers: new Headers(), text: async () => JSON.stringify(value) }) as Response;
  if (pathname === '/api/snapshots/') return json(200, { count: 3, next: null, previous: null, results: [4, 5, 6].map(listItem) });
  if (pathname === '/api/snapshots/5/' && method === 'GET') return detail ? json(200, detail) : json(404, { detail: 'Not found.', ...(deletedFile ? { file_name: deletedFile } : {}) });
  if (pathname === '/api/snapshots/5/video-bfv/') return json(200, { width: 2, height: 2, durationS: 4, begin: 0, end: 0, frames: [{ index: 0, time: 0, levels: [20, 30, 40, 60] }] });
  if (pathname === '/api/snapshots/5/tags/') return json(200, { ...detail, tags: body.tags });
  return json(404, { detail: 'Not found.' });
});

beforeAll(async () => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
});

function signIn(isDemo: boolean) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp, is_demo: isDemo }), refresh: 'r' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
}

beforeEach(() => {
  calls = [];
  detail = JSON.parse(JSON.stringify(DETAIL)) as SnapshotDetail;
  deletedFile = undefined;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  signIn(false);
});

afterEach(() => queryClient.clear());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(path = '/snapshot/5') {
  const Providers = ({ children }: { children: ReactNode }) => (
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </PlatformProviders>
  );
  render(
    <>
      <Routes>
        <Route path="/snapshot/:id" element={<SnapshotDetailPage />} />
        <Route path="/" element={<p>list page</p>} />
      </Routes>
      <Where />
    </>,
    { wrapper: Providers },
  );
}

const edits = () => calls.filter((c) => c.method !== 'GET');

describe('snapshot detail page (spec 000 section 2)', () => {
  it('names the file that was not found and links home', async () => {
    detail = null;
    deletedFile = 'NLC21004_20261102_101500.nlz';
    renderPage('/snapshot/5');
    expect(await screen.findByText('The file NLC21004_20261102_101500.nlz was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('names the id when the server does not know the file', async () => {
    detail = null;
    renderPage('/snapshot/5');
    expect(await screen.findByText('Snapshot 5 was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('saves tags normalised, split on spaces and without duplicates', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('New tags'), { target: { value: 'valve  pump flange' } });
    await userEvent.click(screen.getByRole('button', { name: /Add$/ }));
    await waitFor(() => expect(edits()).toEqual([{ method: 'POST', path: '/api/snapshots/5/tags/', body: { tags: ['pump', 'valve', 'flange'] } }]));
    expect(await within(screen.getByTestId('detail-tags')).findByText('flange')).toBeInTheDocument();
  });

  it('refuses a duplicate tag without a call', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('New tags'), { target: { value: 'pump' } });
    await userEvent.click(screen.getByRole('button', { name: /Add$/ }));
    expect(await screen.findByText('This tag is already there.')).toBeInTheDocument();
    expect(edits()).toEqual([]);
  });

  it('refuses a label over 2048 characters', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit label' }));
    const field = screen.getByLabelText('Label text');
    fireEvent.change(field, { target: { value: 'x'.repeat(2049) } });
    expect(screen.getByRole('alert')).toHaveTextContent('The label can have at most 2048 characters.');
    expect(screen.getAllByRole('button', { name: 'Save' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(edits()).toEqual([]);
  });

  it('comment save is disabled until the text changes', async () => {
    renderPage();
    const field = await screen.findByLabelText('Comment text');
    const saveButtons = () => screen.getAllByRole('button', { name: 'Save' });
    expect(saveButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.change(field, { target: { value: 'first note, more' } });
    expect(saveButtons().some((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('previous and next follow the list the page was opened from', async () => {
    renderPage('/snapshot/5?tags=pump');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    const listCall = calls.find((c) => c.path === '/api/snapshots/');
    expect(listCall).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => new URL(url).searchParams.get('tags') === 'pump')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/snapshot/6?tags=pump');
  });

  it('demo users: tags change in the page only, comments cannot be saved, no delete', async () => {
    signIn(true);
    renderPage();
    fireEvent.change(await screen.findByLabelText('New tags'), { target: { value: 'valve' } });
    await userEvent.click(screen.getByRole('button', { name: /Add$/ }));
    expect(await within(screen.getByTestId('detail-tags')).findByText('valve')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Comment text'), { target: { value: 'first note, more' } });
    expect(screen.getByText('Demo users cannot save comments.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(edits()).toEqual([]);
  });
});

describe('snapshot detail on a phone (spec 000 section 2)', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows the sections as tabs, offers the help tour over them and keeps delete in the detail tab', async () => {
    renderPage();
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Analysis', 'Detail', 'Time', 'Tags', 'Comment']);
    expect(screen.queryByRole('button', { name: /Delete$/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const step = (await screen.findByText('Move between snapshots')).closest<HTMLElement>('.ant-tour')!;
    await userEvent.click(within(step).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/The sound over the photo/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByText(/The sound over the photo/).closest<HTMLElement>('.ant-tour')!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/The sound over the photo/)).not.toBeInTheDocument());

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Detail' }));
    expect(await screen.findByRole('button', { name: /Delete$/ })).toBeInTheDocument();
  });

  it('has no delete for demo users', async () => {
    signIn(true);
    renderPage();
    await userEvent.click(within(await screen.findByRole('tablist')).getByRole('tab', { name: 'Detail' }));
    expect(await screen.findByText('Camera serial')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete$/ })).not.toBeInTheDocument();
  });
});
