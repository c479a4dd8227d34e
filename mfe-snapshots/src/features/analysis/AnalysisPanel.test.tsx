import { configure, render, screen } from '@testing-library/react';
import { queryClient } from 'shared-core';
import { AnalysisPanel } from './AnalysisPanel';
import { makeSnapshot, Providers, routedFetch, setUpI18n, signIn } from './testing/fixtures';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

beforeAll(setUpI18n);
beforeEach(() => {
  signIn();
  routedFetch({
    'GET /api/snapshots/42/analytics/mech/': () => ({ fromAudioTime: 1.5, analysis_available: true, kurtosis: 7.25, crest_factor: 5.5, possible_fault: true, windowS: 0.5 }),
  });
});
afterEach(() => queryClient.clear());

describe('analysis panel (spec 000 section 2)', () => {
  it('shows the mechanical card for M1 and says when there is no video (code 1010)', async () => {
    routedFetch({
      'GET /api/snapshots/42/analytics/mech/': () => ({ fromAudioTime: 1.5, analysis_available: true, kurtosis: 7.25, crest_factor: 5.5, possible_fault: true, windowS: 0.5 }),
      'GET /api/snapshots/42/video-mov/': () => {
        throw new Error('unreachable');
      },
    });
    const fetchMock = global.fetch as jest.Mock;
    const routed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) =>
      new URL(input).pathname.endsWith('/video-mov/')
        ? ({ ok: false, status: 404, text: async () => JSON.stringify({ detail: 'No video.', code: '1010' }) } as Response)
        : routed(input, init),
    );
    render(<AnalysisPanel snapshot={makeSnapshot({ device_analysis_type: 'M1' })} isDemo={false} />, { wrapper: Providers });
    expect(await screen.findByTestId('mech-kurtosis')).toHaveTextContent('7.25');
    expect(screen.getByTestId('mech-crest')).toHaveTextContent('5.5');
    expect(screen.getByTestId('mech-fault')).toHaveTextContent('Possible fault');
    expect(await screen.findByText('This snapshot has no video.')).toBeInTheDocument();
  });

  it('shows no analysis result plus the leak type for other types', async () => {
    render(<AnalysisPanel snapshot={makeSnapshot({ device_analysis_type: 'L1' }, { leak_type: 'NITROGEN' })} isDemo={false} hideVideo />, { wrapper: Providers });
    expect(await screen.findByText('No analysis result for this snapshot type.')).toBeInTheDocument();
    expect(screen.getByText('Nitrogen')).toBeInTheDocument();
  });
});
