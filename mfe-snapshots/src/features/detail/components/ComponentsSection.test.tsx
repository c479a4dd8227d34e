import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store, type Component } from 'shared-core';
import { makeToken, snapshotDetail } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { ComponentsSection } from './ComponentsSection';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const XSS = '<img src=x onerror=alert(1)>';
const comp = (id: number, name: string, snapshots: number[], kind: Component['kind'] = 'leak'): Component => ({
  id,
  name,
  kind,
  snapshots,
  description: '',
  tags: [],
  trend: 'unknown',
  trendLine: null,
  classification: null,
  classifications: [],
  history: kind ? { kind, points: [] } : null,
  latestSnapshot: null,
  created_at: '',
  updated_at: '',
});
let components: Component[];
let patches: { id: number; body: unknown }[];
/** The snapshot's analysis type: A1, a leak, unless a test says otherwise. */
let analysisType: 'A1' | 'E1' | 'L1';
/** An answer the next PATCH gets instead of success. */
let refusal: { status: number; body: unknown } | null;

beforeAll(async () => {
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
});

beforeEach(() => {
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp: Math.floor(Date.now() / 1000) + 3600, is_demo: false }), refresh: 'r' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
  patches = [];
  analysisType = 'A1';
  refusal = null;
  components = [
    comp(1, 'Pump 1', [9, 5]),
    comp(2, XSS, [9]),
    comp(3, 'Bushing T2', [7], 'pd'),
    comp(4, 'New valve', [], null),
  ];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url);
    const json = (status: number, value: unknown) => ({ ok: status < 400, status, headers: new Headers(), text: async () => JSON.stringify(value) }) as Response;
    if (pathname === '/api/component-tracker/component/') return json(200, components);
    if (pathname === '/api/snapshots/5/') return json(200, snapshotDetail(5, { device_analysis_type: analysisType }));
    const m = /^\/api\/component-tracker\/component\/(\d+)\/$/.exec(pathname);
    if (m && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { snapshots: number[] };
      patches.push({ id: Number(m[1]), body });
      if (refusal) return json(refusal.status, refusal.body);
      components = components.map((c) => (c.id === Number(m[1]) ? { ...c, snapshots: body.snapshots } : c));
      return json(200, components.find((c) => c.id === Number(m[1])));
    }
    return json(404, { detail: 'Not found.' });
  }) as unknown as typeof fetch;
});
afterEach(() => queryClient.clear());

const Providers = ({ children }: { children: ReactNode }) => (
  <PlatformProviders>
    <MemoryRouter>{children}</MemoryRouter>
  </PlatformProviders>
);

describe('snapshot detail: components section', () => {
  it('lists the components holding the snapshot as links, and removes it from one through the PATCH', async () => {
    render(<ComponentsSection snapshotId={5} />, { wrapper: Providers });
    const list = await screen.findByTestId('snapshot-components');
    expect(within(list).getByRole('link', { name: 'Pump 1' })).toHaveAttribute('href', '/component/1');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove from Pump 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(patches).toEqual([{ id: 1, body: { snapshots: [9] } }]));
    expect(await screen.findByText('This snapshot is not part of a component.')).toBeInTheDocument();
  });

  it('adds the snapshot to a chosen component, whose name with markup stays text', async () => {
    render(<ComponentsSection snapshotId={5} />, { wrapper: Providers });
    const section = await screen.findByTestId('snapshot-components-section');
    fireEvent.mouseDown(await within(section).findByRole('combobox', { name: 'Component' }));
    const option = await screen.findByText(XSS, { selector: '.ant-select-item-option-content' });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(section).getByRole('button', { name: /Add to component/ }));
    await waitFor(() => expect(patches).toEqual([{ id: 2, body: { snapshots: [5, 9] } }]));
    expect(await within(screen.getByTestId('snapshot-components')).findByRole('link', { name: XSS })).toHaveAttribute('href', '/component/2');
  });

  it('offers only components of the snapshot’s type, or without one yet, and says why the others are not offered', async () => {
    render(<ComponentsSection snapshotId={5} />, { wrapper: Providers });
    const section = await screen.findByTestId('snapshot-components-section');
    expect(await within(section).findByTestId('snapshot-components-withheld')).toHaveTextContent(
      'Only components that follow leak snapshots, or none yet, are offered: a component follows one type of analysis.',
    );
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Component' }));
    await screen.findByText('New valve', { selector: '.ant-select-item-option-content' });
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(offered).toEqual([XSS, 'New valve']);
    expect(offered).not.toContain('Bushing T2');
  });

  it('offers no component for a sound level snapshot, and says why', async () => {
    analysisType = 'L1';
    components = [comp(3, 'Bushing T2', [7], 'pd')];
    render(<ComponentsSection snapshotId={5} />, { wrapper: Providers });
    const section = await screen.findByTestId('snapshot-components-section');
    expect(await within(section).findByTestId('snapshot-components-withheld')).toHaveTextContent('A sound level snapshot cannot be part of a component');
    expect(within(section).queryByRole('combobox')).toBeNull();
  });

  it('shows the server’s reason when it refuses the snapshot', async () => {
    refusal = { status: 400, body: { snapshots: ['This component follows PD snapshots, not leak ones (#5).'] } };
    render(<ComponentsSection snapshotId={5} />, { wrapper: Providers });
    const section = await screen.findByTestId('snapshot-components-section');
    fireEvent.mouseDown(await within(section).findByRole('combobox', { name: 'Component' }));
    fireEvent.click(await screen.findByText('New valve', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(section).getByRole('button', { name: /Add to component/ }));
    expect(await screen.findByText('This component follows PD snapshots, not leak ones (#5).')).toBeInTheDocument();
    expect(patches).toEqual([{ id: 4, body: { snapshots: [5] } }]);
  });
});
