import { configure, fireEvent, render, screen } from '@testing-library/react';
import { queryClient, type PrpdVideo, type PrpdVideoFile } from 'shared-core';
import { Providers, routedFetch, setUpI18n, signIn } from '../testing/fixtures';
import { prpdFrameAt, PrpdVideoOverlay } from './PrpdVideoOverlay';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const SIGNED = 'http://localhost:8000/api/downloads/j1/file?token=abc';
const task = (status: PrpdVideo['status'], progress: number): PrpdVideo => ({
  taskId: 'j1',
  status,
  url: status === 'done' ? SIGNED : null,
  frames: 3,
  fps: 10,
  xSize: 4,
  ySize: 2,
  progress,
  durationSeconds: 0.3,
});
const counts = (n: number) => [
  [n, 0, 0, 0],
  [0, 0, 0, 1],
];
const FILE: PrpdVideoFile = {
  snapshotId: 42,
  fps: 10,
  frames: 3,
  durationSeconds: 0.3,
  xSize: 4,
  ySize: 2,
  yRangeDb: [61.2, 88.7],
  acFrequencyHz: 50,
  windowSeconds: 1,
  data: [
    { timeS: 0.1, pulses: 2, counts: counts(1) },
    { timeS: 0.2, pulses: 5, counts: counts(4) },
    { timeS: 0.3, pulses: 8, counts: counts(7) },
  ],
};

beforeAll(setUpI18n);
beforeEach(signIn);
afterEach(() => queryClient.clear());

describe('PRPD video overlay (spec 000 sections 2 and 3)', () => {
  it.each([
    [0, 0],
    [0.1, 0],
    [0.11, 1],
    [0.3, 2],
    [3.5, 2],
  ])('shows frame index for video time %p s: %p', (timeS, index) => {
    expect(prpdFrameAt({ fps: 10, frames: 3 }, timeS)).toBe(index);
  });

  it('shows the task progress, polls until done, then follows the video time frame by frame', async () => {
    let answers = [task('processing', 0.4), task('done', 1)];
    const calls = routedFetch({
      'GET /api/snapshots/42/analytics/prpdvideo/': () => (answers.length > 1 ? answers.shift()! : answers[0]!),
      'GET /api/downloads/j1/file': () => FILE,
    });
    const view = render(<PrpdVideoOverlay snapshotId={42} timeS={0.15} />, { wrapper: Providers });
    expect(await screen.findByText('Preparing the PRPD video…')).toBeInTheDocument();
    expect(await screen.findByText('40%')).toBeInTheDocument();
    // The next poll (4 s later) finds the task done and the frames are fetched from the signed link, without a bearer.
    const picture = await screen.findByRole('img', { name: 'PRPD pattern of the second before 0.2 sec' });
    expect(picture).toHaveAttribute('data-frame', '1');
    expect(screen.getByTestId('prpd-video-pulses')).toHaveTextContent('Pulses: 5');
    expect(screen.getByText('Level 61 to 89 dB')).toBeInTheDocument();
    const download = calls.find((c) => c.url.pathname === '/api/downloads/j1/file')!;
    expect(download.url.searchParams.get('token')).toBe('abc');
    const [, init] = (global.fetch as jest.Mock).mock.calls.find(([url]: [string]) => url.startsWith(SIGNED)) as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls.filter((c) => c.url.pathname.endsWith('/prpdvideo/'))).toHaveLength(2);

    view.rerender(<PrpdVideoOverlay snapshotId={42} timeS={2.5} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-frame', '2');
    expect(screen.getByTestId('prpd-video-pulses')).toHaveTextContent('Pulses: 8');
    answers = [task('done', 1)];
  });

  it('says when the video could not be made and starts it again on request', async () => {
    const calls = routedFetch({
      'GET /api/snapshots/42/analytics/prpdvideo/': ({ url }) => (url.searchParams.get('force') === '1' ? task('queued', 0) : task('error', 0.2)),
    });
    render(<PrpdVideoOverlay snapshotId={42} timeS={0} />, { wrapper: Providers });
    expect(await screen.findByRole('alert')).toHaveTextContent('The PRPD video could not be made.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preparing the PRPD video…')).toBeInTheDocument();
    expect(calls.map((c) => c.url.searchParams.get('force'))).toEqual([null, '1']);
  });
});
