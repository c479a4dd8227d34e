import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, type Component, type CustomerSettings } from 'shared-core';
import { snapshotDetail } from 'shared-core/testing';
import { ComponentDetailPage } from './ComponentDetailPage';
import { fakeFetch, renderAt, setUpI18n, signIn, type Call } from '../../testing/setup';
import { component, leakComponent, settings } from './testing/fixtures';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

let calls: Call[];
let current: Component | null;
let userSettings: CustomerSettings;

beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  current = component(5);
  userSettings = settings();
  global.fetch = fakeFetch((call) => {
    const snapshot = /^\/api\/snapshots\/(\d+)\/$/.exec(call.path);
    if (snapshot) return { status: 200, body: snapshotDetail(Number(snapshot[1]), { label: `Bushing visit ${snapshot[1]}` }) };
    if (call.path === '/api/snapshots/') return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    if (call.path === '/api/customer-settings/') return { status: 200, body: userSettings };
    if (call.path === '/api/component-tracker/component/') return { status: 200, body: current ? [current] : [] };
    if (call.path !== '/api/component-tracker/component/5/') return undefined;
    if (!current) return { status: 404, body: { detail: 'Not found.' } };
    if (call.method === 'DELETE') {
      current = null;
      return { status: 204, body: '' };
    }
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

const page = (path = '/component/5') =>
  renderAt(path, [
    { path: '/component/:id', element: <ComponentDetailPage /> },
    { path: '/components', element: <p>components list</p> },
  ]);
const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
/** The chart's fallback table (no 2D canvas in jsdom): the cells after the date, newest first. */
const tableRows = async () => {
  const chart = await screen.findByTestId('component-trend-chart');
  return within(chart).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
};

describe('component detail (spec 001 section 2)', () => {
  it('shows name, description, tags, PD classifications, trend and the snapshots newest first linking to their detail', async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pump 5' })).toBeInTheDocument();
    expect(screen.getByTestId('component-description')).toHaveTextContent('Cooling water');
    expect(within(screen.getByTestId('component-tags')).getAllByText(/pump|bearing/).map((e) => e.textContent)).toEqual(['pump', 'bearing']);
    expect(screen.getByTestId('component-kind')).toHaveTextContent('Partial discharge');
    expect(screen.getAllByTestId('component-classification').map((e) => e.textContent)).toEqual([expect.stringContaining('Floating discharge'), expect.stringContaining('Surface or internal discharge')]);
    expect(screen.getByTestId('component-severity')).toHaveAttribute('data-band', 'high');
    expect(screen.getByTestId('component-trend')).toHaveAttribute('data-trend', 'rising');
    const cards = await screen.findAllByTestId('component-snapshot');
    expect(cards.map((c) => c.getAttribute('data-snapshot-id'))).toEqual(['13', '12', '11']);
    expect(await within(cards[0]!).findByRole('link', { name: /Bushing visit 13/ })).toHaveAttribute('href', '#/snapshot/13');
  });

  it('draws a PD component’s severity band and class probability; without a 2D canvas it falls back to the table of the same data, newest first', async () => {
    page();
    const chart = await screen.findByTestId('component-trend-chart');
    expect(chart).toHaveAttribute('aria-label', 'Severity of Pump 5 over time');
    expect(await tableRows()).toEqual([
      ['40%', '60%', '80%', ''],
      ['25%', '45%', '70%', ''],
      ['10%', '30%', '60%', ''],
    ]);
  });

  it('shows a leak component in l/min with its cost, never a percentage, and no PD classifications; the repair is marked', async () => {
    current = leakComponent(5);
    page();
    const detail = await screen.findByTestId('component-detail');
    expect(within(detail).getByTestId('component-kind')).toHaveTextContent('Leak');
    // 12.4 l/min (written with spec 000's digits) is between the thresholds of 5 and 15 l/min: medium, amber.
    const figure = await within(screen.getByTestId('component-condition')).findByTestId('component-figure');
    await waitFor(() => expect(figure).toHaveTextContent('12 l/min · medium · €1,210/year'));
    expect(figure).toHaveAttribute('data-band', 'medium');
    expect(within(detail).queryByTestId('component-classifications')).toBeNull();
    expect(within(detail).queryByTestId('component-severity')).toBeNull();
    expect(screen.getByTestId('component-trend-chart')).toHaveAttribute('aria-label', 'Leak size of Header 5 over time');
    expect(await tableRows()).toEqual([
      ['12 l/min', '€1,210', ''],
      ['0.80 l/min', '€78', ''],
      ['28 l/min', '€2,740', 'Marked fixed'],
      ['30 l/min', '€2,930', ''],
    ]);
    expect(detail.textContent).not.toMatch(/%/);
  });

  it('shows a leak component in the user’s flow unit', async () => {
    current = leakComponent(5);
    userSettings = settings({ leak_size_unit: 'CFM' });
    page();
    // 12.4 l/min is 0.438 cfm; the band is still read against the thresholds in l/min.
    const condition = await screen.findByTestId('component-condition');
    await waitFor(() => expect(within(condition).getByTestId('component-figure')).toHaveTextContent('0.44 cfm · medium · €1,210/year'));
    expect((await tableRows()).map((row) => row[0])).toEqual(['0.44 cfm', '0.028 cfm', '0.99 cfm', '1.1 cfm']);
  });

  it('deletes the component after a confirmation naming it, then goes back to the list', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete the component “Pump 5”?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/components'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/component-tracker/component/5/']);
    expect(await screen.findByText('components list')).toBeInTheDocument();
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
