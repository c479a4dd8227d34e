import { render, screen } from '@testing-library/react';
import type { RealtimeVideo } from 'shared-core';
import { Providers, setUpI18n } from '../testing/fixtures';
import { RealtimeOverlay } from './RealtimeOverlay';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const step = (timeS: number, patch: Partial<RealtimeVideo['steps'][number]> = {}): RealtimeVideo['steps'][number] => ({
  timeS,
  kurtosis: 3.01,
  crestFactor: 4.2,
  possibleFault: false,
  levelDb: 40,
  leakSize: 7.43,
  leakCost: 120,
  leakDetected: true,
  pdSeverityMin: null,
  pdSeverityMax: null,
  pdClassification: [],
  ...patch,
});
const series = (steps: RealtimeVideo['steps']): RealtimeVideo => ({ snapshotId: 7, durationSeconds: 1, stepSeconds: 0.5, windowSeconds: 0.1, pdWindowSeconds: 1, unit: 'lpm', steps });

describe('real-time overlay follows the leak card rules', () => {
  it('shows no size or cost where the analysis detected no leak, as the leak card says', () => {
    const data = series([step(0, { leakDetected: false }), step(0.5)]);
    const { rerender } = render(<RealtimeOverlay series={data} timeS={0.2} currency="EUR" gas="AIR" />, { wrapper: Providers });
    expect(screen.getByTestId('overlay-no-leak')).toHaveTextContent('Leak: none detected');
    expect(screen.queryByText(/7\.4 l\/min/)).not.toBeInTheDocument();
    rerender(<RealtimeOverlay series={data} timeS={0.6} currency="EUR" gas="AIR" />);
    expect(screen.getByText(/Leak: 7\.4 l\/min/)).toBeInTheDocument();
  });

  it('never reports a leak of STEAM or OTHER', () => {
    render(<RealtimeOverlay series={series([step(0)])} timeS={0} currency="EUR" gas="STEAM" />, { wrapper: Providers });
    expect(screen.getByTestId('overlay-no-leak')).toBeInTheDocument();
  });
});
