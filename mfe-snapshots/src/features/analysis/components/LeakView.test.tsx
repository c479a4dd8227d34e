import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryClient, type LeakResult } from 'shared-core';
import { configure } from '@testing-library/react';
import { makeSettings, makeSnapshot, Providers, routedFetch, setUpI18n, signIn, type Call } from '../testing/fixtures';
import { NumberField } from './NumberField';
import { LeakView } from './LeakView';

// The number fields, counted as they render (the real ones).
jest.mock('./NumberField', () => {
  const actual = jest.requireActual<typeof import('./NumberField')>('./NumberField');
  return { ...actual, NumberField: jest.fn(actual.NumberField) };
});

/** The server's leak answer: size grows with the distance sent (or stored) so a re-run is visible. */
let storedDistanceM = 2;
const leakAnswer = ({ url }: Call): LeakResult => {
  const distance = Number(url.searchParams.get('distanceM') ?? storedDistanceM);
  return { leakSize: distance * 10, unit: 'lpm', leakCost: distance * 100, leakDetected: true, infDetected: false, gas: 'AIR', isPd: false, currency: 'EUR', costMode: 'energy', audioTime: 1.5 };
};

let calls: Call[];
let settings = makeSettings();

// antd in jsdom renders slowly on a shared machine.
configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);
beforeAll(setUpI18n);
beforeEach(() => {
  signIn();
  storedDistanceM = 2;
  settings = makeSettings();
  localStorage.removeItem('acv.snapshots.analysis.advancedOpen');
  calls = routedFetch({
    'GET /api/customer-settings/': () => settings,
    'GET /api/snapshots/42/analytics/leak/': leakAnswer,
    'POST /api/snapshots/42/distance/': ({ body }) => {
      storedDistanceM = (body as { distance: number }).distance;
      return makeSnapshot({}, { distance: storedDistanceM });
    },
    'POST /api/snapshots/42/costmode/': () => makeSnapshot({}, { cost_mode: 'volume' }),
  });
});
afterEach(() => {
  jest.useRealTimers();
  queryClient.clear();
});

const posts = () => calls.filter((c) => c.method === 'POST');
const leakGets = () => calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/analytics/leak/'));

describe('leak view (spec 000 sections 2, 4, 5, 6)', () => {
  it('shows the server analysis in the user unit', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByText('20 l/min')).toBeInTheDocument();
    expect(screen.getByTestId('leak-cost')).toHaveTextContent('€200');
    expect(leakGets()[0]!.url.searchParams.get('version')).toBe('4.1.1');
    expect(leakGets()[0]!.url.searchParams.get('distanceM')).toBeNull();
  });

  it('renders only the result when the analysis answers, not the inputs again', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    await screen.findByLabelText('Distance');
    const rendered = jest.mocked(NumberField).mock.calls.length;
    expect(leakGets()).toHaveLength(1);
    expect(await screen.findByText('20 l/min')).toBeInTheDocument();
    expect(jest.mocked(NumberField).mock.calls.length).toBe(rendered);
  });

  it('saves a distance 800 ms after the last change, in metres, then re-runs the analysis', async () => {
    settings = makeSettings({ source_distance_unit: 'FEET' });
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    const input = await screen.findByLabelText('Distance');
    expect(input).toHaveValue('6.56');
    jest.useFakeTimers();
    fireEvent.change(input, { target: { value: '10' } });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: '20' } });
    act(() => jest.advanceTimersByTime(700));
    expect(posts()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(150));
    jest.useRealTimers();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url.pathname).toBe('/api/snapshots/42/distance/');
    expect((posts()[0]!.body as { distance: number }).distance).toBeCloseTo(6.096, 3);
    expect(await screen.findByText('61 l/min')).toBeInTheDocument();
  });

  it('shows the invalid-distance message and sends nothing for a distance out of range', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    const input = await screen.findByLabelText('Distance');
    fireEvent.change(input, { target: { value: '600' } });
    expect(await screen.findByText('Invalid distance: enter a value between 0.3 and 500.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1000));
    expect(posts()).toHaveLength(0);
  });

  it('does not show the previous size and cost as current while an input is invalid', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByText('20 l/min')).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Distance'), { target: { value: '600' } });
    expect(await screen.findByTestId('leak-out-of-date')).toBeInTheDocument();
    expect(screen.getByTestId('leak-size')).toHaveTextContent('–');
    expect(screen.getByTestId('leak-cost')).toHaveTextContent('–');
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '3' } });
    expect(await screen.findByText('30 l/min', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('leak-out-of-date')).not.toBeInTheDocument();
  });

  it('says no cost is computed when the cost mode is off', async () => {
    calls = routedFetch({
      'GET /api/customer-settings/': () => settings,
      'GET /api/snapshots/42/analytics/leak/': (call) => ({ ...leakAnswer(call), costMode: 'off', leakCost: 0 }),
    });
    render(<LeakView snapshot={makeSnapshot({}, { cost_mode: 'off' })} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByText('20 l/min')).toBeInTheDocument();
    expect(screen.getByTestId('leak-cost')).toHaveTextContent('Not computed (cost mode is off)');
  });

  it('flags utilisation days beyond the week (NL edition)', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    fireEvent.change(await screen.findByLabelText('Days per week'), { target: { value: '8' } });
    expect(await screen.findByText('Enter a whole number between 1 and 7.')).toBeInTheDocument();
  });

  it('keeps a demo user edits local: no POST, the analysis re-runs with the GET parameters', async () => {
    render(<LeakView snapshot={makeSnapshot()} isDemo />, { wrapper: Providers });
    const input = await screen.findByLabelText('Distance');
    await screen.findByText('20 l/min');
    fireEvent.change(input, { target: { value: '5' } });
    expect(await screen.findByText('50 l/min', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(leakGets().at(-1)!.url.searchParams.get('distanceM')).toBe('5');
  });

  it('saves "leak fixed" for a demo user too, as the other fixed toggles do (spec 000 section 6)', async () => {
    calls = routedFetch({
      'GET /api/customer-settings/': () => settings,
      'GET /api/snapshots/42/analytics/leak/': leakAnswer,
      'POST /api/snapshots/42/fixed/': () => ({}),
      'GET /api/snapshots/42/': () => makeSnapshot({ fixed: true }),
    });
    const saved = jest.fn();
    render(<LeakView snapshot={makeSnapshot({ fixed: false })} isDemo onSaved={saved} />, { wrapper: Providers });
    fireEvent.click(await screen.findByRole('switch', { name: 'Leak is fixed' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ fixed: true })));
    expect(posts().map((c) => [c.url.pathname, (c.body as { fixed: number }).fixed])).toEqual([['/api/snapshots/42/fixed/', 1]]);
  });

  it('shows the gas input only in volume or mass cost mode, with the allowed gases', async () => {
    localStorage.setItem('acv.snapshots.analysis.advancedOpen', '1');
    render(<LeakView snapshot={makeSnapshot({}, { is_si2: false })} isDemo={false} />, { wrapper: Providers });
    await screen.findByText('20 l/min');
    expect(screen.queryByLabelText('Gas type')).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Cost mode'));
    fireEvent.click(await screen.findByTitle('Volume'));
    const gas = await screen.findByLabelText('Gas type');
    fireEvent.mouseDown(gas);
    await screen.findAllByRole('option');
    const options = Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).map((o) => o.getAttribute('title'));
    expect(options).toEqual(expect.arrayContaining(['Air', 'Steam', 'Other gas']));
    expect(options).not.toContain('Helium');
    await waitFor(() => expect(posts().map((p) => p.url.pathname)).toContain('/api/snapshots/42/costmode/'), { timeout: 3000 });
  });
});
