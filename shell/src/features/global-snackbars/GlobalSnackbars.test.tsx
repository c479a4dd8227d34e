import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { camerasQueries, liveTasksAtom, queryClient, store, type DeviceNotification, type Invitation, type TaskRecord } from 'shared-core';
import { taskRecord } from 'shared-core/testing';
import { routedFetch, signInAs, signOut, type Call } from '../../test/network';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { GlobalSnackbars } from './GlobalSnackbars';
import { forgetSeenNotices } from './seenNotices';

// antd renders slowly on a loaded 2-core machine.
configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

const invitation: Invitation = {
  id: 7,
  email: 'ann@example.com',
  group: { id: 3, name: 'Maintenance' },
  organization: { id: 1, name: 'Acme Plant' },
  invitedBy: { customerId: 2, username: 'bob' },
  invitedAt: '2026-03-01T10:00:00.000Z',
  status: 'pending',
  respondedAt: null,
};
const update: DeviceNotification = {
  id: 'updateAvailable:NL2301:3.2.0:cfg-7',
  kind: 'updateAvailable',
  serial: 'NL2301',
  nickname: 'Compressor cam',
  createdAt: '2026-03-02T10:00:00.000Z',
  SoftwareVersionId: '3.2.0',
  ConfigurationId: 'cfg-7',
};
const lost: DeviceNotification = {
  id: 'pairingLost:12',
  kind: 'pairingLost',
  serial: 'NL2302',
  nickname: '',
  createdAt: '2026-03-01T09:00:00.000Z',
  ownershipId: 12,
};

const INVITATION_TEXT = 'You are invited to join the group Maintenance of the organization Acme Plant.';
const UPDATE_TEXT = 'A software update (3.2.0) is available for the camera Compressor cam.';
const LOST_TEXT = 'The camera NL2302 is no longer paired to your account.';
const EVERY_AREA = new Set(['/', '/cameras', '/organization']);

function Where() {
  const location = useLocation();
  const camera = (location.state as { camera?: string } | null)?.camera;
  return <output data-testid="where">{location.pathname + location.search + (camera ? ` camera=${camera}` : '')}</output>;
}

/** The snackbar, or the docked update notice, that shows `text`. */
const noticeOf = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-notification-notice, [data-testid="update-dock"] [role="status"]') as HTMLElement;

let calls: Call[];
function serve(invitations: Invitation[], notifications: DeviceNotification[]) {
  calls = routedFetch({
    'GET /api/my-organization-invites/': () => invitations,
    'GET /api/device-notifications/': () => notifications,
  });
}
const bothRead = () =>
  waitFor(() => {
    expect(calls.map((c) => c.url.pathname)).toEqual(expect.arrayContaining(['/api/my-organization-invites/', '/api/device-notifications/']));
  });

beforeAll(async () => {
  await setUpI18n();
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
beforeEach(() => {
  forgetSeenNotices();
  signInAs({ user_id: 1, username: 'ann' });
});
afterEach(() => {
  queryClient.clear();
  act(() => store.set(liveTasksAtom, {}));
  signOut();
});

const fleetTask = (taskId: string, status: string) => taskRecord('fleet-update', taskId, status);
const setTasks = (...tasks: TaskRecord[]) => act(async () => store.set(liveTasksAtom, Object.fromEntries(tasks.map((task) => [task.taskId, task]))));

/** What the cameras area's dot reads (its useCamerasBadge): the same query as the notices. */
function DotProbe() {
  const notifications = useQuery(camerasQueries.notifications());
  return <output data-testid="dot-source">{notifications.data?.filter((n) => n.kind === 'updateAvailable').length ?? '-'}</output>;
}

// Spec 001 section 2: global snackbars with a view button (pending invitation, camera update
// available, pairing lost); spec 000 section 2: bottom centre.
describe('global snackbars', () => {
  it('shows one snackbar per item, bottom centre, with the camera nickname or else its serial', async () => {
    serve([invitation], [update, lost]);
    renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText(INVITATION_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(UPDATE_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(LOST_TEXT)).toBeInTheDocument();
    expect(screen.getByText(INVITATION_TEXT).closest('.ant-notification-bottom')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(3);
  });

  it.each([
    ['an invitation', [invitation], [], INVITATION_TEXT, '/organization'],
    ['an update', [], [update], UPDATE_TEXT, '/cameras camera=NL2301'],
    ['a lost pairing', [], [lost], LOST_TEXT, '/cameras camera=NL2302'],
  ])('view on %s goes to its page (and camera) and closes the snackbar', async (_name, invitations, notifications, text, path) => {
    serve(invitations, notifications);
    renderPage(
      <>
        <GlobalSnackbars availablePaths={EVERY_AREA} />
        <Where />
      </>,
    );
    const snackbar = await noticeOf(text);
    await userEvent.click(within(snackbar).getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${path}$`));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });

  it('docks an update notice in the rail on large screens, out of the page, until it is viewed or closed', async () => {
    window.innerWidth = 1366;
    jest.useFakeTimers();
    try {
      serve([], [update]);
      renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
      expect(await screen.findByText(UPDATE_TEXT)).toBeInTheDocument();
      const dock = screen.getByTestId('update-dock');
      expect(dock).toHaveAttribute('data-docked', 'rail');
      expect(dock).toHaveStyle({ position: 'fixed', width: '196px' });
      expect(screen.getByText(UPDATE_TEXT).closest('.ant-notification')).toBeNull();
      await act(async () => jest.advanceTimersByTime(20_000));
      expect(screen.getByText(UPDATE_TEXT)).toBeInTheDocument();
      await userEvent.click(within(dock).getByRole('button', { name: 'Close' }), { advanceTimers: jest.advanceTimersByTime });
      expect(screen.queryByText(UPDATE_TEXT)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('on phones docks an update notice at the bottom, clear of the floating buttons, for 9 s', async () => {
    window.innerWidth = 390;
    jest.useFakeTimers();
    try {
      serve([], [update]);
      renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
      expect(await screen.findByText(UPDATE_TEXT)).toBeInTheDocument();
      const dock = screen.getByTestId('update-dock');
      expect(dock).toHaveAttribute('data-docked', 'bottom');
      // The floating buttons sit 24 px from the edge and are 40 px wide.
      expect(dock).toHaveStyle({ insetInlineEnd: '80px' });
      await act(async () => jest.advanceTimersByTime(5_000));
      expect(screen.getByText(UPDATE_TEXT)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(5_000));
      expect(screen.queryByText(UPDATE_TEXT)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      window.innerWidth = 1024;
    }
  });

  it('stays 9 s, not the default 3 s (it carries a button)', async () => {
    jest.useFakeTimers();
    try {
      serve([], [lost]);
      renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
      expect(await screen.findByText(LOST_TEXT)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(5_000));
      expect(screen.getByText(LOST_TEXT)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(5_000));
      await waitFor(() => expect(screen.queryByText(LOST_TEXT)).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows each item once per session, and again after the session ends', async () => {
    serve([invitation], [lost]);
    const first = renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText(INVITATION_TEXT)).toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    // Same session (a remount, as after a reload): read again, nothing shown; a new item is.
    serve([invitation, { ...invitation, id: 8, group: { id: 4, name: 'Night shift' } }], [lost]);
    const second = renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText('You are invited to join the group Night shift of the organization Acme Plant.')).toBeInTheDocument();
    await bothRead();
    expect(screen.queryByText(INVITATION_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(LOST_TEXT)).not.toBeInTheDocument();
    second.unmount();
    queryClient.clear();

    act(() => forgetSeenNotices());
    serve([invitation], [lost]);
    renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText(INVITATION_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(LOST_TEXT)).toBeInTheDocument();
  });

  it('keeps what it has shown per user: another user of the tab sees their own items', async () => {
    serve([invitation], []);
    const first = renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText(INVITATION_TEXT)).toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    signInAs({ user_id: 2, username: 'bob' });
    serve([invitation], []);
    renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText(INVITATION_TEXT)).toBeInTheDocument();
  });

  it('leaves out an item whose page this deployment does not serve', async () => {
    serve([invitation], [update]);
    renderPage(<GlobalSnackbars availablePaths={new Set(['/', '/cameras'])} />);
    expect(await screen.findByText(UPDATE_TEXT)).toBeInTheDocument();
    await bothRead();
    expect(screen.queryByText(INVITATION_TEXT)).not.toBeInTheDocument();
  });

  // The notice goes as soon as the update finishes, without a reload or the 5-minute poll.
  it('takes the update notice (and the dot\'s source) away as soon as the camera\'s update succeeds', async () => {
    window.innerWidth = 1366;
    let notifications = [update, lost];
    calls = routedFetch({ 'GET /api/my-organization-invites/': () => [], 'GET /api/device-notifications/': () => notifications });
    renderPage(
      <>
        <GlobalSnackbars availablePaths={EVERY_AREA} />
        <DotProbe />
      </>,
    );
    expect(await screen.findByText(UPDATE_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('dot-source')).toHaveTextContent('1');
    const reads = () => calls.filter((c) => c.url.pathname === '/api/device-notifications/').length;
    // One request serves both: the notices read the cameras area's query.
    expect(reads()).toBe(1);

    // The update runs (no change yet), then succeeds: the server no longer lists it.
    await setTasks(fleetTask('t1', 'RUNNING'));
    notifications = [lost];
    expect(screen.getByText(UPDATE_TEXT)).toBeInTheDocument();
    await setTasks(fleetTask('t1', 'SUCCEEDED'));
    await waitFor(() => expect(screen.queryByText(UPDATE_TEXT)).not.toBeInTheDocument());
    expect(screen.getByTestId('dot-source')).toHaveTextContent('0');
    expect(reads()).toBe(2);
    // The pairing-lost snackbar is not shown again.
    expect(screen.getAllByText(LOST_TEXT)).toHaveLength(1);

    // A failed update changes nothing, and is not read again for.
    await setTasks(fleetTask('t1', 'SUCCEEDED'), fleetTask('t2', 'FAILED'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads()).toBe(2);
  });

  it('rewords a notice for several cameras when one of them is updated, and keeps it for the rest', async () => {
    window.innerWidth = 1366;
    const second: DeviceNotification = { ...update, id: 'updateAvailable:NL2303:3.2.0:cfg-7', serial: 'NL2303', nickname: 'Roof cam' };
    let notifications = [update, second];
    calls = routedFetch({ 'GET /api/my-organization-invites/': () => [], 'GET /api/device-notifications/': () => notifications });
    renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    expect(await screen.findByText('Software updates are available for these cameras: Compressor cam and Roof cam.')).toBeInTheDocument();
    notifications = [second];
    await setTasks(fleetTask('t1', 'SUCCEEDED'));
    expect(await screen.findByText('A software update (3.2.0) is available for the camera Roof cam.')).toBeInTheDocument();
    expect(screen.queryByText(/Compressor cam/)).not.toBeInTheDocument();
  });

  it('reads nothing while signed out', async () => {
    signOut();
    serve([invitation], [update]);
    renderPage(<GlobalSnackbars availablePaths={EVERY_AREA} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
  });
});
