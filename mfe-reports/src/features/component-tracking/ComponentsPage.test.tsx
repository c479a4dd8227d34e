import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, type Component } from 'shared-core';
import { listItem } from 'shared-core/testing';
import { ComponentsPage } from './ComponentsPage';
import { fakeFetch, renderAt, setUpI18n, signIn, type Call } from '../../testing/setup';
import { component, leakComponent, settings } from './testing/fixtures';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const XSS = '<img src=x onerror=alert(1)>';
let calls: Call[];
let list: Component[] | 'fail';
let created: Component | { status: number; body: unknown };
/** The user's snapshots the picker is offered: a leak (A1) and a PD (E2) one, whatever the filter. */
const SNAPSHOTS = [listItem(31, { label: 'Drain valve', device_analysis_type: 'A1' }), listItem(32, { label: 'Bushing', device_analysis_type: 'E2' })];

beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  list = [
    component(1),
    component(2, { name: XSS, tags: ['<b>bold</b>'], trend: 'falling', kind: null, snapshots: [], latestSnapshot: null, history: null, trendLine: null }),
    leakComponent(3),
    component(4, {
      name: 'Fan drive',
      kind: 'mechanical',
      classification: null,
      classifications: [],
      history: { kind: 'mechanical', points: [{ snapshotId: 40, created_date: '2026-03-01T09:00:00.000Z', fixed: false, kurtosis: 5.24, crestFactor: 4.06, possibleFault: true }] },
    }),
  ];
  created = component(7, { name: 'Compressor', snapshots: [] });
  global.fetch = fakeFetch((call) => {
    if (call.path === '/api/component-tracker/component/' && call.method === 'GET') return list === 'fail' ? { status: 500, body: { detail: 'Server error' } } : { status: 200, body: list };
    if (call.path === '/api/component-tracker/component/' && call.method === 'POST') return 'status' in created ? created : { status: 201, body: created };
    if (call.path === '/api/snapshots/') return { status: 200, body: { count: SNAPSHOTS.length, next: null, previous: null, results: SNAPSHOTS } };
    if (call.path === '/api/customer-settings/') return { status: 200, body: settings() };
    return undefined;
  }, calls) as unknown as typeof fetch;
  signIn();
});
afterEach(() => queryClient.clear());

const page = () =>
  renderAt('/components', [
    { path: '/components', element: <ComponentsPage /> },
    { path: '/component/:id', element: <p>component page</p> },
  ]);

describe('components list (spec 001 section 2)', () => {
  it('shows each component as a card: name, description, tags, severity, trend and snapshot count, markup as text', async () => {
    page();
    const cards = await screen.findAllByTestId('component-card');
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(first.getByText('Pump 1')).toBeInTheDocument();
    expect(first.getByText('Cooling water')).toBeInTheDocument();
    expect(first.getByText('bearing')).toBeInTheDocument();
    expect(first.getByTestId('component-kind')).toHaveTextContent('Partial discharge');
    expect(first.getByTestId('component-figure')).toHaveTextContent('Floating discharge 80% · High severity');
    expect(first.getByTestId('component-figure')).toHaveAttribute('data-band', 'high');
    expect(first.getByTestId('component-trend')).toHaveTextContent('Rising');
    expect(first.getByTestId('component-count')).toHaveTextContent('3 snapshots');
    // The heatmap is drawn over the latest snapshot's photo.
    expect(first.getByTestId('component-heatmap')).toHaveAttribute('src', 'http://api/h.png');
    const second = within(cards[1]!);
    expect(second.getByTestId('component-name')).toHaveTextContent(XSS);
    expect(second.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(cards[1]!.querySelector('img[src="x"], b')).toBeNull();
    expect(second.getByTestId('component-trend')).toHaveAttribute('data-trend', 'falling');
    expect(second.getByTestId('component-count')).toHaveTextContent('0 snapshots');
    expect(second.getByText('No measured snapshot yet')).toBeInTheDocument();
    expect(second.getByTestId('component-kind')).toHaveTextContent('No type yet');
  });

  it('shows each type with its own latest figure: a leak in l/min with its yearly cost, never a percentage; kurtosis and crest factor', async () => {
    page();
    const cards = await screen.findAllByTestId('component-card');
    const leak = within(cards[2]!);
    expect(leak.getByTestId('component-kind')).toHaveTextContent('Leak');
    await waitFor(() => expect(leak.getByTestId('component-figure')).toHaveTextContent('12 l/min · medium · €1,210/year'));
    expect(cards[2]!.textContent).not.toMatch(/%/);
    const mechanical = within(cards[3]!);
    expect(mechanical.getByTestId('component-kind')).toHaveTextContent('Mechanical');
    expect(mechanical.getByTestId('component-figure')).toHaveTextContent('Kurtosis 5.2 · crest factor 4.1 · Possible fault');
  });

  it('explains how to add snapshots when there is no component', async () => {
    list = [];
    page();
    const empty = await screen.findByTestId('components-empty');
    expect(empty).toHaveTextContent('No components yet');
    expect(empty).toHaveTextContent("Components section of any snapshot's detail");
    expect(within(empty).getByRole('button', { name: /New component/ })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and loads it again on retry', async () => {
    list = 'fail';
    page();
    expect(await screen.findByText('The components could not be loaded.')).toBeInTheDocument();
    list = [component(1)];
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByTestId('component-card')).toBeInTheDocument();
  });

  it('creates a component: asks for a name, splits the tags on spaces, then opens the new component', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: /New component/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Compressor ' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'north  valve\tnorth' } });
    expect(within(screen.getByTestId('create-component-tag-preview')).getAllByText(/north|valve/).map((e) => e.textContent)).toEqual(['north', 'valve']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/component/7'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Compressor', description: '', tags: ['north', 'valve'], snapshots: [] });
  });

  it('refuses a selection of snapshots of two types with the reason, and sends one type only', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: /New component/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Drain' } });
    const picker = within(dialog).getByRole('combobox', { name: 'Snapshots to add' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText(/Drain valve/, { selector: '.ant-select-item-option-content' }));
    // The first pick sets the type: only leak snapshots are asked for from then on.
    expect(await within(dialog).findByTestId('picker-kind')).toHaveTextContent('Only leak snapshots are offered');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/snapshots/' && /type=leak/.test(c.url))).toBe(true));
    // The fake list answers a PD snapshot anyway: picking it is refused with the reason.
    fireEvent.click(await screen.findByText(/Bushing/, { selector: '.ant-select-item-option-content' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Snapshot #32 was not added: it is not a leak snapshot, and a component follows one type of analysis.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Drain', description: '', tags: [], snapshots: [31] }));
  });

  it('shows the server’s reason when it refuses the snapshots', async () => {
    created = { status: 400, body: { snapshots: ['A component follows snapshots of one type; these mix leak (#31) and PD (#32).'] } };
    page();
    fireEvent.click(await screen.findByRole('button', { name: /New component/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Drain' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const failed = await within(dialog).findByTestId('create-component-failed');
    expect(failed).toHaveTextContent('The component could not be created. Try again.');
    expect(failed).toHaveTextContent('A component follows snapshots of one type; these mix leak (#31) and PD (#32).');
  });
});
