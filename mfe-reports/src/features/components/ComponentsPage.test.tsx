import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, type Component } from 'shared-core';
import { ComponentsPage } from './ComponentsPage';
import { component, fakeFetch, renderAt, setUpI18n, signIn, type Call } from './testing';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const XSS = '<img src=x onerror=alert(1)>';
let calls: Call[];
let list: Component[] | 'fail';
let created: Component;

beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  list = [component(1), component(2, { name: XSS, tags: ['<b>bold</b>'], trend: 'falling', snapshots: [], severities: null, latestSnapshot: null, history: [] })];
  created = component(7, { name: 'Compressor', snapshots: [] });
  global.fetch = fakeFetch((call) => {
    if (call.path === '/api/component-tracker/component/' && call.method === 'GET') return list === 'fail' ? { status: 500, body: { detail: 'Server error' } } : { status: 200, body: list };
    if (call.path === '/api/component-tracker/component/' && call.method === 'POST') return { status: 201, body: created };
    if (call.path === '/api/snapshots/') return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
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
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Pump 1')).toBeInTheDocument();
    expect(first.getByText('Cooling water')).toBeInTheDocument();
    expect(first.getByText('bearing')).toBeInTheDocument();
    expect(first.getByTestId('component-severity')).toHaveAttribute('data-band', 'high');
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
});
