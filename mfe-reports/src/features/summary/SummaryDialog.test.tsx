import { configure, fireEvent, screen, within } from '@testing-library/react';
import { queryClient, type DashboardSummary } from 'shared-core';
import { fakeFetch, renderAt, setUpI18n, signIn, type Call } from '../../testing/setup';
import SummaryDialog from './SummaryDialog';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const XSS = '<img src=x onerror=alert(1)>';
const totals = (count: number, costPerYear: number, co2eKgPerYear: number) => ({ count, costPerYear, co2eKgPerYear });

const summary: DashboardSummary = {
  generatedAt: '2026-11-20T00:00:00.000Z',
  snapshotCount: 3,
  byType: { leak: 2, pd: 1, mechanical: 0, other: 0 },
  leaks: { count: 2, detected: 2, unit: 'lpm', totalLeakSize: 12, yearlyCostByCurrency: { EUR: 1234.5 }, byGas: { AIR: 2 } },
  pd: { count: 1, bySeverity: { low: 0, medium: 0, high: 1, veryHigh: 0 }, byClassification: { floating: 1 } },
  mechanical: { count: 0, possibleFault: 0 },
  fixed: 1,
  open: 2,
  starred: 0,
  perCamera: [{ serial: 'NL1', label: XSS, count: 3 }],
  perMonth: [{ month: '2026-10', count: 3 }],
  charts: {
    currency: 'EUR',
    co2KgPerKwh: 0.4,
    unit: 'lpm',
    severityLow: 5,
    severityHigh: 15,
    totals: { leaks: 2, yearlyCost: 1234.5, co2eKg: 4088.4, otherCurrencyLeaks: 1 },
    byGas: [{ key: 'AIR', label: 'AIR', count: 2, yearlyCost: 1234.5, co2eKg: 4088.4 }],
    byCamera: [{ key: 'NL1', label: XSS, count: 2, yearlyCost: 1234.5, co2eKg: 4088.4 }],
    bySite: [{ key: '', label: '', count: 2, yearlyCost: 1234.5, co2eKg: 4088.4 }],
    leakSizes: { sizes: [2, 10], below: 1, between: 1, above: 0 },
    pdBands: [{ type: 'floating', low: 0, medium: 0, high: 1, veryHigh: 0 }],
    mechanical: [],
    openFixed: [{ month: '2026-10', open: 1, fixed: 1 }],
    savings: { open: totals(1, 234.5, 88.4), fixed: totals(1, 1000, 4000), fixedUndated: totals(0, 0, 0), months: [{ month: '2026-10', fixed: totals(1, 1000, 4000), cumulative: totals(1, 1000, 4000) }] },
  },
};

let calls: Call[];
let poll: 'pending' | 'ready' | 'failed';
beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  poll = 'ready';
  global.fetch = fakeFetch((call) => {
    if (call.path === '/api/excel/' && call.method === 'POST') return { status: 202, body: { executionID: 'e1' } };
    if (call.path === '/api/poll-excel-result/')
      return {
        status: 200,
        body: { executionID: 'e1', target: 'dashboard', state: poll, status: poll === 'ready' ? 'FINISHED' : 'PROCESSING', progress: 0.4, url: poll === 'ready' ? 'http://api:8000/api/downloads/e1/file?token=t' : null, error: null },
      };
    if (call.path === '/api/downloads/e1/file') return { status: 200, body: summary };
    return undefined;
  }, calls) as unknown as typeof fetch;
  signIn();
});
afterEach(() => queryClient.clear());

const open = () =>
  renderAt('/', [{ path: '/', element: <SummaryDialog open onClose={() => undefined} scope={{ source: 'selection', count: 3, loadIds: async () => [4, 5, 6] }} /> }]);

describe('summary dialog (spec 000 section 4, spec 001 sections 4 and 7)', () => {
  it('starts the dashboard task over the scope, then shows the totals and every chart with its table', async () => {
    open();
    const dashboard = await screen.findByTestId('summary-dashboard');
    expect(calls.find((c) => c.path === '/api/excel/')!.body).toEqual({ snapshotIDs: [4, 5, 6], target: 'dashboard' });
    expect(within(dashboard).getByTestId('summary-total-leaks')).toHaveTextContent('2');
    expect(within(dashboard).getByTestId('summary-total-cost')).toHaveTextContent('€1,235');
    expect(within(dashboard).getByTestId('summary-total-co2e')).toHaveTextContent('4,088 kg CO₂e');
    expect(within(dashboard).getByTestId('summary-total-saved')).toHaveTextContent('€1,000');
    expect(screen.getByText('1 leaks are costed in another currency than EUR and are left out of the costs.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-co2e-source')).toHaveTextContent('0.4 kg CO₂ per kWh');
    // Mechanical has no snapshots here: its card says so instead of drawing an empty chart.
    expect(within(screen.getByTestId('summary-card-mechanical')).getByText('Nothing to show for these snapshots')).toBeInTheDocument();

    const camera = screen.getByTestId('summary-card-camera');
    fireEvent.click(within(camera).getByText('Table'));
    const table = within(camera).getByTestId('summary-table-camera');
    expect(within(table).getByText(`${XSS} (NL1)`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows processing while the task runs, and an error when it fails', async () => {
    poll = 'pending';
    const { unmount } = open();
    expect(await screen.findByTestId('summary-processing')).toHaveTextContent('Computing the summary of your snapshots…');
    unmount();
    queryClient.clear();
    poll = 'failed';
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The summary could not be computed.');
  });
});
