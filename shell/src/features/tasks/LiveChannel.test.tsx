import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveStateAtom, sessionAtom, store, taskBus } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { LIVE_RESTORED_NOTICE_MS, LIVE_START_IDLE_MS, LiveChannel } from './LiveChannel';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => act(() => store.set(liveStateAtom, 'pending')));

// The catalogue's realtime message (spec 001 section 8: iotError), persistent and dismissible
// (spec 000 section 4, live channel). Signed out here, so the bus itself does not start.
const IOT_ERROR = 'The live connection failed. Task progress may not update until it is restored.';

describe('live channel message', () => {
  it('shows nothing while the channel is pending or first connects', () => {
    renderPage(<LiveChannel />);
    for (const state of ['pending', 'connected'] as const) {
      act(() => store.set(liveStateAtom, state));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    }
  });

  it('shows a dropped connection while it reconnects, then briefly that it is back', () => {
    jest.useFakeTimers();
    try {
      renderPage(<LiveChannel />);
      act(() => store.set(liveStateAtom, 'connected'));
      act(() => store.set(liveStateAtom, 'disconnected'));
      expect(screen.getByRole('status')).toHaveTextContent('The live connection was lost. Reconnecting…');
      act(() => store.set(liveStateAtom, 'connected'));
      expect(screen.getByRole('status')).toHaveTextContent('Live connection restored.');
      act(() => jest.advanceTimersByTime(LIVE_RESTORED_NOTICE_MS + 100));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the error catalogue message until dismissed, and again after the next failure', async () => {
    renderPage(<LiveChannel />);
    act(() => store.set(liveStateAtom, 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(IOT_ERROR);

    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText(IOT_ERROR)).not.toBeInTheDocument();

    act(() => store.set(liveStateAtom, 'connected'));
    act(() => store.set(liveStateAtom, 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(IOT_ERROR);
  });
});

describe('live channel start (not before the first page renders)', () => {
  const signIn = () => act(() => store.set(sessionAtom, { access: 'a', refresh: 'r' }));
  let start: jest.SpyInstance;
  let stop: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    start = jest.spyOn(taskBus, 'start').mockImplementation(() => undefined);
    stop = jest.spyOn(taskBus, 'stop').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => store.set(sessionAtom, null));
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('connects once the browser is idle after sign-in, and stops on sign-out', () => {
    signIn();
    renderPage(<LiveChannel />);
    expect(start).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(LIVE_START_IDLE_MS));
    expect(start).toHaveBeenCalledTimes(1);
    act(() => store.set(sessionAtom, null));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('neither starts nor stops the channel when signed out before it connected', () => {
    signIn();
    renderPage(<LiveChannel />);
    act(() => store.set(sessionAtom, null));
    act(() => jest.advanceTimersByTime(LIVE_START_IDLE_MS));
    expect(start).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });
});
