import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryClient, type Pattern, type PdResult } from 'shared-core';
import { makeSnapshot, Providers, routedFetch, setUpI18n, signIn, type Call } from '../testing/fixtures';
import { AutoComplete } from 'antd';
import { PdView } from './PdView';

// The form's inputs, counted as they render (antd's own component inside). jest loads antd one
// module per import, as the builds do (tooling/jest-transform.cjs): the AutoComplete's module.
jest.mock('antd/lib/auto-complete', () => {
  const actual = jest.requireActual<{ default: typeof import('antd').AutoComplete }>('antd/lib/auto-complete');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, ...actual, default: jest.fn((props: object) => createElement(actual.default, props)) };
});

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

const PD: PdResult = {
  classifications: [
    { name: 'surfaceInternal', confidence: 0.726 },
    { name: 'floating', confidence: 0.194 },
  ],
  severityMinPr: 41.6,
  severityMaxPr: 63.2,
  description: 'Surface discharge text.',
  recommendation: 'Plan a repair.',
  descriptionKey: 'pd.description.surfaceInternal',
  recommendationKey: 'pd.recommendation.surfaceInternal.high',
};
const PATTERN: Pattern = { xValues: [12.5, 95, 270.25], yValues: [40.1, 52, 61.75], cycleLength: 360, acFrequencyHz: 50, phaseReference: 'aligned' };

let calls: Call[];
beforeAll(setUpI18n);
beforeEach(() => {
  signIn();
  calls = routedFetch({
    'GET /api/snapshots/42/analytics/pd/': () => PD,
    'GET /api/snapshots/42/analytics/pattern/': () => PATTERN,
    'POST /api/snapshots/42/acfrequency/': () => makeSnapshot({ device_analysis_type: 'E1' }),
  });
});
afterEach(() => queryClient.clear());

const snapshot = () => makeSnapshot({ device_analysis_type: 'E1', device_serial: 'NL2301', analysis_time: 1.5 });
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const posts = () => calls.filter((c) => c.method === 'POST');

describe('PD view (spec 000 sections 2 and 5)', () => {
  it('shows classifications with integer confidence and the severity band', async () => {
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    const rows = await screen.findAllByTestId('pd-classification');
    expect(rows.map((r) => r.textContent)).toEqual(['Surface or internal discharge73%', 'Floating discharge19%']);
    expect(screen.getByText('Severity 42% to 63% · High')).toBeInTheDocument();
    // The server's keys, in the user's language (not the server's English text).
    expect(screen.getByText(/^Surface or internal discharge: pulses in both half-cycles/)).toBeInTheDocument();
    expect(screen.getByText(/^Clean and inspect the insulation surface.*Severity is high: plan an inspection/)).toBeInTheDocument();
    expect(screen.queryByText('Surface discharge text.')).not.toBeInTheDocument();
  });

  it('renders only the results when the analysis and the plot answer, not the inputs again', async () => {
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    await screen.findByRole('combobox', { name: 'Voltage (kV)' });
    const rendered = jest.mocked(AutoComplete).mock.calls.length;
    expect(rendered).toBeGreaterThanOrEqual(3);
    await screen.findAllByTestId('pd-classification');
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(jest.mocked(AutoComplete).mock.calls.length).toBe(rendered);
  });

  it("shows the server's own text for a key this viewer does not know", async () => {
    routedFetch({
      'GET /api/snapshots/42/analytics/pd/': () => ({ ...PD, descriptionKey: 'pd.description.arcing', recommendationKey: 'pd.recommendation.arcing.high' }),
      'GET /api/snapshots/42/analytics/pattern/': () => PATTERN,
    });
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByText('Surface discharge text.')).toBeInTheDocument();
    expect(screen.getByText('Plan a repair.')).toBeInTheDocument();
  });

  it('downloads the PRPD CSV named from serial, id and analysis time, one row per pulse', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:prpd'));
    URL.revokeObjectURL = jest.fn();
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(downloaded).toBe('PRPD_NL2301_42_1.5s.csv');
    expect((await readBlob(created[0]!)).split('\r\n')).toEqual(['phase_deg,level_db_spl', '12.5,40.1', '95,52', '270.25,61.75', '']);
    click.mockRestore();
  });

  it('analyses the whole recording, or the second at the video time it is given', async () => {
    const asked = routedFetch({
      'GET /api/snapshots/42/analytics/pd/': () => PD,
      'GET /api/snapshots/42/analytics/pattern/': ({ url }) =>
        url.searchParams.has('audioTime') ? { ...PATTERN, fromS: 1.2, toS: 2.2 } : { ...PATTERN, fromS: 0, toS: 4 },
    });
    const view = render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByText('Whole recording (0.0 sec to 4.0 sec)')).toBeInTheDocument();
    view.rerender(<PdView snapshot={snapshot()} isDemo={false} audioTimeS={2.1} />);
    expect(await screen.findByText('1.2 sec to 2.2 sec, analysed at the video time')).toBeInTheDocument();
    const times = (path: string) => asked.filter((c) => c.url.pathname.endsWith(path)).map((c) => c.url.searchParams.get('audioTime'));
    expect(times('/analytics/pd/')).toEqual([null, '2.1']);
    expect(times('/analytics/pattern/')).toEqual([null, '2.1']);
    let downloaded = '';
    URL.createObjectURL = jest.fn(() => 'blob:prpd');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloaded).toBe('PRPD_NL2301_42_2.1s.csv');
    click.mockRestore();
  });

  it('refuses AC frequencies outside 0 or 12.5-450 Hz and saves a valid one', async () => {
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    const input = await screen.findByLabelText('AC frequency (Hz)');
    fireEvent.change(input, { target: { value: '5' } });
    expect(await screen.findByText('AC frequency must be 0 or between 12.5 and 450 Hz.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1000));
    expect(posts()).toHaveLength(0);
    fireEvent.change(input, { target: { value: '60' } });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ acfrequency: 60 });
  });

  it('sends a PD location only when it matches a known value', async () => {
    render(<PdView snapshot={snapshot()} isDemo={false} />, { wrapper: Providers });
    fireEvent.change(await screen.findByLabelText('PD location'), { target: { value: 'Kitchen' } });
    expect(await screen.findByText('Choose one of the known PD locations.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1000));
    expect(posts()).toHaveLength(0);
  });

  it('keeps a demo user voltage local and re-runs the analysis with it', async () => {
    render(<PdView snapshot={snapshot()} isDemo />, { wrapper: Providers });
    fireEvent.change(await screen.findByLabelText('Voltage (kV)'), { target: { value: '-20' } });
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/analytics/pd/') && c.url.searchParams.get('voltage') === '0')).toBe(true));
    expect(posts()).toHaveLength(0);
  });
});
