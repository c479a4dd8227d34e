import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, setUpI18n } from '../testing/fixtures';
import { IDLE_EXPORT, type ExportState } from './exportState';
import { ExportStatus } from './VideoExport';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const show = (state: Partial<ExportState>, onRetry = jest.fn()) =>
  render(
    <Providers>
      <ExportStatus state={{ ...IDLE_EXPORT, ...state }} onRetry={onRetry} />
    </Providers>,
  );

describe('video export dialog states (spec 000 section 4)', () => {
  it('shows the heatmap phase with its percent and the time left', () => {
    show({ phase: 'heatmap', progress: 0.4, remainingS: 2.2 });
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'heatmap');
    expect(screen.getByText('Rendering heatmap frames 40% · 3 s left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows the encode percent, then the download link of the file', () => {
    const { unmount } = show({ phase: 'encode', progress: 0.7 });
    expect(screen.getByText('Encoding 70%')).toBeInTheDocument();
    unmount();
    show({ phase: 'done', progress: 1, url: 'http://api.test/api/downloads/t/file?token=x' });
    expect(screen.getByText('The export is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('href', 'http://api.test/api/downloads/t/file?token=x');
  });

  it('shows the failure with the server text and retries on request', async () => {
    const onRetry = jest.fn();
    show({ phase: 'fail', error: 'The video encoder is not installed on the server. Ask your administrator.' }, onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('The export failed.');
    expect(screen.getByRole('alert')).toHaveTextContent('The video encoder is not installed on the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
