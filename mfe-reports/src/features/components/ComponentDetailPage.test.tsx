import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, type Component } from 'shared-core';
import { snapshotDetail } from 'shared-core/testing';
import { ComponentDetailPage } from './ComponentDetailPage';
import { component, fakeFetch, renderAt, setUpI18n, signIn, type Call } from './testing';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

let calls: Call[];
let current: Component | null;

beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  current = component(5);
  global.fetch = fakeFetch((call) => {
    const snapshot = /^\/api\/snapshots\/(\d+)\/$/.exec(call.path);
    if (snapshot) return { status: 200, body: snapshotDetail(Number(snapshot[1]), { label: `Bushing visit ${snapshot[1]}` }) };
    if (call.path === '/api/snapshots/') return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    if (call.path !== '/api/component-tracker/component/5/') return undefined;
    if (!current) return { status: 404, body: { detail: 'Not found.' } };
    if (call.method === 'PATCH') {
      const body = call.body as Partial<Component>;
      current = { ...current, ...body };
      return { status: 200, body: current };
    }
    return { status: 200, body: current };
  }, calls) as unknown as typeof fetch;
  signIn();
});
afterEach(() => queryClient.clear());

const page = (path = '/component/5') => renderAt(path, [{ path: '/component/:id', element: <ComponentDetailPage /> }]);
const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('component detail (spec 001 section 2)', () => {
  it('shows name, description, tags, PD classifications, trend and the snapshots newest first linking to their detail', async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pump 5' })).toBeInTheDocument();
    expect(screen.getByTestId('component-description')).toHaveTextContent('Cooling water');
    expect(within(screen.getByTestId('component-tags')).getAllByText(/pump|bearing/).map((e) => e.textContent)).toEqual(['pump', 'bearing']);
    expect(screen.getAllByTestId('component-classification').map((e) => e.textContent)).toEqual([expect.stringContaining('Floating discharge'), expect.stringContaining('Surface or internal discharge')]);
    expect(screen.getByTestId('component-trend')).toHaveAttribute('data-trend', 'rising');
    const cards = await screen.findAllByTestId('component-snapshot');
    expect(cards.map((c) => c.getAttribute('data-snapshot-id'))).toEqual(['13', '12', '11']);
    expect(await within(cards[0]!).findByRole('link', { name: /Bushing visit 13/ })).toHaveAttribute('href', '#/snapshot/13');
  });

  it('draws the severity band over time; without a 2D canvas it falls back to the table of the same data, newest first', async () => {
    page();
    const chart = await screen.findByTestId('component-trend-chart');
    expect(chart).toHaveAttribute('aria-label', 'Severity of Pump 5 over time');
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['40%', '60%'],
      ['25%', '45%'],
      ['10%', '30%'],
    ]);
  });

  it('edits the tags (split on spaces) and refuses an empty name with a message', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = screen.getByTestId('component-editor');
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Enter a name.')).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Pump 5' } });
    fireEvent.change(within(editor).getByLabelText('Tags'), { target: { value: 'pump  north <i>x</i>' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('component-editor')).toBeNull());
    expect(patches()).toEqual([{ name: 'Pump 5', description: 'Cooling water', tags: ['pump', 'north', '<i>x</i>'] }]);
    expect(within(screen.getByTestId('component-tags')).getByText('<i>x</i>')).toBeInTheDocument();
  });

  it('removes a snapshot from the component after confirmation, keeping the others', async () => {
    page();
    const cards = await screen.findAllByTestId('component-snapshot');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Remove snapshot 12 from the component' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(patches()).toEqual([{ snapshots: [13, 11] }]));
    await waitFor(() => expect(screen.getAllByTestId('component-snapshot').map((c) => c.getAttribute('data-snapshot-id'))).toEqual(['13', '11']));
  });

  it('says when the component does not exist', async () => {
    current = null;
    page();
    expect(await screen.findByText('This component does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All components/ })).toHaveAttribute('href', '/components');
  });
});
