import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { initI18n, queryClient, registerNamespace, snapshotEditsApi, type SnapshotDetail } from 'shared-core';
import { downloadBlob, PlatformProviders } from 'shared-ui';
import { amplitudeTicks, recordingSeconds } from '../state/waveform';
import { SignalSection } from './SignalSection';
import { WAVEFORM_COLUMNS } from './SignalWaveform';

// The edition decides (spec 000 section 6: auralised wav UE only); each test picks one.
const edition = { auralizedWav: true };
jest.mock('shared-core', () => {
  const actual = jest.requireActual('shared-core');
  return {
    ...actual,
    brand: { ...actual.brand, capabilities: new Proxy(actual.brand.capabilities, { get: (target, key) => (key === 'auralizedWav' ? edition.auralizedWav : target[key]) }) },
  };
});
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), downloadBlob: jest.fn() }));
jest.setTimeout(60_000);

const snapshot = {
  id: 42,
  file_name: 'NLC21004_20260310.nlz',
  signal_available: true,
  signal: { rate_hz: 62_500, duration_s: 0.01, source: '/api/snapshots/42/signal/' },
  analysis_time: 1.5,
  meta: { duration: '00:04' },
} as unknown as SnapshotDetail;

beforeAll(async () => {
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
});

beforeEach(() => {
  queryClient.clear();
  jest.spyOn(snapshotEditsApi, 'signalEnvelope').mockResolvedValue({ min: new Float32Array([0, -0.5]), max: new Float32Array([0.5, 0]), durationS: 4 / 62_500, rateHz: 62_500 });
  (downloadBlob as jest.Mock).mockReset();
});

const renderSection = () =>
  render(
    <PlatformProviders>
      <SignalSection snapshot={snapshot} />
    </PlatformProviders>,
  );

it('downloads the audible recording as <file>-audible.wav where the edition offers it', async () => {
  edition.auralizedWav = true;
  const wav = new Blob(['RIFF'], { type: 'audio/wav' });
  const audible = jest.spyOn(snapshotEditsApi, 'audibleWav').mockResolvedValue(wav);
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: /Download audible WAV/ }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(wav, 'NLC21004_20260310-audible.wav'));
  expect(audible).toHaveBeenCalledWith(42);
});

it('says so when the download fails', async () => {
  edition.auralizedWav = true;
  jest.spyOn(snapshotEditsApi, 'audibleWav').mockRejectedValue(new Error('offline'));
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: /Download audible WAV/ }));
  expect(await screen.findByText('The audible WAV could not be downloaded.')).toBeInTheDocument();
  expect(downloadBlob).not.toHaveBeenCalled();
});

it('spans the whole recording, not only the stored samples, and names the analysis window', async () => {
  edition.auralizedWav = false;
  renderSection();
  // 4 samples (0.06 ms) stored of a 4 s recording: the axis and the description cover 4 s.
  expect(await screen.findByRole('img', { name: 'Time signal waveform: 4s recording, analysis window of 0.1s from 1.5s' })).toBeInTheDocument();
});

it('asks for the whole recording as an envelope one column per pixel of the plot, not every sample', async () => {
  edition.auralizedWav = false;
  renderSection();
  expect(await screen.findByRole('img', { name: /^Time signal waveform/ })).toBeInTheDocument();
  expect(snapshotEditsApi.signalEnvelope).toHaveBeenCalledWith(42, WAVEFORM_COLUMNS);
});

it('offers no audible WAV in other editions', async () => {
  edition.auralizedWav = false;
  renderSection();
  expect(await screen.findByRole('img', { name: /^Time signal waveform/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download audible WAV/ })).not.toBeInTheDocument();
});

describe('waveform axes', () => {
  it('amplitude ticks are round and symmetric; the recording is the video duration unless the signal is longer', () => {
    expect(amplitudeTicks(0.37)).toEqual([-0.2, 0, 0.2]);
    expect(amplitudeTicks(1)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(amplitudeTicks(0)).toEqual([0]);
    expect(recordingSeconds('00:45', 1)).toBe(45);
    expect(recordingSeconds(undefined, 1)).toBe(4);
    expect(recordingSeconds('00:04', 6)).toBe(6);
  });
});
