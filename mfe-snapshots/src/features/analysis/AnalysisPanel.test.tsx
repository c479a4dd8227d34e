import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
        ? ({ ok: false, status: 404, headers: new Headers(), text: async () => JSON.stringify({ detail: 'No video.', code: '1010' }) } as Response)
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

  describe('a video that needs converting (spec 000 section 4)', () => {
    const mov = (status: string) => ({ status, videoType: 'continuous', durationS: 12, frames: 100, taskId: null });

    it('requests the conversion and then shows that the video is being prepared', async () => {
      const calls = routedFetch({
        'GET /api/snapshots/42/analytics/mech/': () => ({ fromAudioTime: 1.5, analysis_available: true, kurtosis: 7.25, crest_factor: 5.5, possible_fault: true, windowS: 0.5 }),
        'GET /api/snapshots/42/video-mov/': () => mov('conversionNeeded'),
        'POST /api/snapshots/42/video-mov/': () => mov('preparing'),
      });
      render(<AnalysisPanel snapshot={makeSnapshot({ device_analysis_type: 'M1' })} isDemo={false} />, { wrapper: Providers });
      await userEvent.click(await screen.findByRole('button', { name: 'Request conversion' }));
      expect(await screen.findByText('The video is being prepared…')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/snapshots/42/video-mov/']);
    });

    it('says so when the request fails, and keeps the button to try again', async () => {
      routedFetch({
        'GET /api/snapshots/42/analytics/mech/': () => ({ fromAudioTime: 1.5, analysis_available: true, kurtosis: 7.25, crest_factor: 5.5, possible_fault: true, windowS: 0.5 }),
        'GET /api/snapshots/42/video-mov/': () => mov('conversionNeeded'),
      });
      render(<AnalysisPanel snapshot={makeSnapshot({ device_analysis_type: 'M1' })} isDemo={false} />, { wrapper: Providers });
      await userEvent.click(await screen.findByRole('button', { name: 'Request conversion' }));
      expect(await screen.findByText('The conversion could not be requested. Please try again.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Request conversion' })).toBeEnabled());
    });
  });
});
