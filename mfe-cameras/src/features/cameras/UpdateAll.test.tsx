import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { liveTasksAtom, queryClient, store, type Device, type TaskRecord } from 'shared-core';
import { taskRecord } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { device } from '../../testing/device';
import { renderCameraList, setUpCameraTests, signInAs } from '../../testing/setup';
import CamerasRoute from '../../app/CamerasRoute';
import { fleetTaskBySerialAtom, updateAllRunAtom, updateRequestsAtom } from './state/fleetAtoms';

// antd renders slowly on a loaded 2-core machine.
configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(60_000);

const UPDATE = { Active: true, PublishedAt: '2026-10-28T08:00:00Z', SoftwareVersionId: '3.5.0', ConfigurationId: 'CFG-L200-350' };
const WITHDRAWN = { ...UPDATE, Active: false, SoftwareVersionId: '3.6.0', ConfigurationId: 'CFG-L200-360' };
/** A camera with an installable update (the newest, 3.6.0, is withdrawn: 3.5.0 is the target). */
const updatable = (serial: string, patch: Partial<Device> = {}, ownership: Partial<Device['ownership']> = {}) =>
  device(serial, { AvailableSoftwareUpdates: [WITHDRAWN, UPDATE], ...patch }, ownership);

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status < 400, status, headers: new Headers(headers), text: async () => JSON.stringify(body) }) as unknown as Response;

let devices: Device[] = [];
let deviceReads = 0;
/** POST .../update/ requests in the order sent, with their bodies; each waits until the test answers it. */
let posts: Array<{ serial: string; body: Record<string, unknown>; answer: (response: Response) => void }> = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url);
  const update = /^\/api\/device\/([^/]+)\/update\/$/.exec(pathname);
  if (update && init?.method === 'POST') {
    return new Promise<Response>((answer) => posts.push({ serial: update[1]!, body: JSON.parse(String(init.body)) as Record<string, unknown>, answer }));
  }
  if (pathname === '/api/devices/') {
    deviceReads += 1;
    return reply(200, devices);
  }
  if (pathname === '/api/device-notifications/') return reply(200, []);
  return reply(404, { detail: 'Not found.' });
});

/** Answers the pending request of `serial`. */
const answer = async (serial: string, response: Response) => {
  const post = posts.find((entry) => entry.serial === serial && !answered.has(entry));
  if (!post) throw new Error(`no request of ${serial} waits`);
  answered.add(post);
  await act(async () => post.answer(response));
};
const answered = new Set<(typeof posts)[number]>();
const accepted = (serial: string, taskId: string) => reply(202, { ExecutionId: `e-${taskId}`, taskId, serial, status: 'VALIDATING' });

/** A live `fleet-update` record, as the task bus keeps it. */
const task = (taskId: string, status: string, patch: Partial<TaskRecord> = {}) => taskRecord('fleet-update', taskId, status, patch);
const live = (...records: TaskRecord[]) => act(async () => store.set(liveTasksAtom, (tasks) => ({ ...tasks, ...Object.fromEntries(records.map((r) => [r.taskId, r])) })));

beforeAll(setUpCameraTests);
beforeEach(() => {
  queryClient.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
  posts = [];
  answered.clear();
  deviceReads = 0;
  store.set(updateRequestsAtom, {});
  store.set(fleetTaskBySerialAtom, {});
  store.set(updateAllRunAtom, null);
  store.set(liveTasksAtom, {});
  signInAs();
});

const rowOf = (serial: string) => screen.getAllByTestId('update-all-row').find((row) => row.getAttribute('data-serial') === serial)!;
const stateOf = (serial: string) => rowOf(serial).getAttribute('data-state');

/** Opens the confirmation and starts the updates. */
async function confirmUpdateAll(count: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Update all (${count})` }));
  const dialog = await screen.findByRole('dialog', { name: 'Update these cameras?' });
  return {
    dialog,
    start: () => userEvent.click(within(dialog).getByRole('button', { name: 'Start the updates' })),
  };
}

// Update all updates the fleet with one progress list; the rules stay per camera.
describe('Update all', () => {
  it('confirms the cameras and versions, starts two at a time, and one failing does not stop the others', async () => {
    devices = [
      updatable('NLC1', { nickname: 'Boiler' }),
      updatable('NLC2', { Wifi: '' }),
      updatable('NLC3'),
      device('NLC4'),
      updatable('NLC5', { AllowedToUpdate: false }),
      updatable('NLC6', {}, { isActive: false }),
    ];
    renderCameraList();
    const { dialog, start } = await confirmUpdateAll(3);
    // Only the cameras the user may update now, each with its target; the USB one says so.
    expect(within(within(dialog).getByTestId('update-all-targets')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Boiler to version 3.5.0',
      'NLC2 to version 3.5.0Package for a cable (USB)',
      'NLC3 to version 3.5.0',
    ]);
    await start();

    const progress = await screen.findByTestId('update-all-progress');
    expect(within(progress).getAllByTestId('update-all-row').map((row) => row.getAttribute('data-serial'))).toEqual(['NLC1', 'NLC2', 'NLC3']);
    // Two at a time: the third waits until one of the first two is answered.
    await waitFor(() => expect(posts.map((post) => post.serial)).toEqual(['NLC1', 'NLC2']));
    expect([stateOf('NLC1'), stateOf('NLC2'), stateOf('NLC3')]).toEqual(['starting', 'starting', 'waiting']);
    expect(posts[0]!.body).toEqual({ targetSoftwareVersion: '3.5.0', configurationId: 'CFG-L200-350', updateMode: 'S3' });
    expect(posts[1]!.body).toMatchObject({ updateMode: 'USB' });

    await answer('NLC2', reply(500, { detail: 'Server Error' }));
    await waitFor(() => expect(posts.map((post) => post.serial)).toEqual(['NLC1', 'NLC2', 'NLC3']));
    expect(stateOf('NLC2')).toBe('failed');
    expect(within(rowOf('NLC2')).getByTestId('update-all-error')).toHaveTextContent('The software update failed.');
    await answer('NLC1', accepted('NLC1', 't1'));
    await answer('NLC3', accepted('NLC3', 't3'));
    await waitFor(() => expect(stateOf('NLC3')).toBe('updating'));

    // The live channel's statuses, per camera.
    await live(task('t1', 'RUNNING', { progress: 0.6 }));
    expect(within(rowOf('NLC1')).getByText('Updating: installing')).toBeInTheDocument();
    const readsBefore = deviceReads;
    await live(task('t1', 'SUCCEEDED', { progress: 1, seq: 2 }), task('t3', 'FAILED', { alertCode: 'targetNotAvailable', seq: 2 }));
    expect(within(rowOf('NLC1')).getByText('Updated to 3.5.0')).toBeInTheDocument();
    expect(stateOf('NLC3')).toBe('failed');
    expect(within(rowOf('NLC3')).getByTestId('update-all-error')).toHaveTextContent('The chosen version is no longer an installable update for this camera.');
    // A finished update reads the cameras again (the new version, and the notices lose it).
    await waitFor(() => expect(deviceReads).toBeGreaterThan(readsBefore));
    // The card follows the same task.
    expect(store.get(fleetTaskBySerialAtom)).toMatchObject({ NLC1: 't1', NLC3: 't3' });
  });

  it('retries one camera, once its 120 s lock is over', async () => {
    devices = [updatable('NLC1'), updatable('NLC2')];
    renderCameraList();
    await (await confirmUpdateAll(2)).start();
    await waitFor(() => expect(posts).toHaveLength(2));
    await answer('NLC1', reply(503, { detail: 'Unavailable' }));
    await answer('NLC2', accepted('NLC2', 't2'));
    await waitFor(() => expect(stateOf('NLC1')).toBe('failed'));

    const retry = within(rowOf('NLC1')).getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    expect(within(rowOf('NLC1')).getByText(/The update buttons are available again two minutes after a request/)).toBeInTheDocument();
    // Two minutes later (as if): the lock is over, Retry sends the camera's request again.
    await act(async () => store.set(updateRequestsAtom, (requests) => ({ ...requests, NLC1: Date.now() - 121_000 })));
    await userEvent.click(within(rowOf('NLC1')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posts.map((post) => post.serial)).toEqual(['NLC1', 'NLC2', 'NLC1']));
    await answer('NLC1', accepted('NLC1', 't1'));
    await waitFor(() => expect(stateOf('NLC1')).toBe('updating'));
    expect(stateOf('NLC2')).toBe('updating');
  });

  it('keeps the per-camera rules: a locked or running camera is left out, and the repeat guard refuses one requested meanwhile', async () => {
    devices = [updatable('NLC1'), updatable('NLC2'), updatable('NLC3'), updatable('NLC4'), updatable('NLC5')];
    // NLC1 was requested 30 s ago from its card (its buttons are locked); NLC5's update runs.
    store.set(updateRequestsAtom, { NLC1: Date.now() - 30_000 });
    store.set(fleetTaskBySerialAtom, { NLC5: 't5' });
    store.set(liveTasksAtom, { t5: task('t5', 'RUNNING') });
    renderCameraList();
    const { dialog, start } = await confirmUpdateAll(3);
    expect(within(dialog).getByTestId('update-all-targets')).toHaveTextContent(/^NLC2 to version 3\.5\.0NLC3 to version 3\.5\.0NLC4 to version 3\.5\.0$/);

    // While the confirmation is open, NLC2 is requested from its card: the guard holds it back.
    act(() => store.set(updateRequestsAtom, (requests) => ({ ...requests, NLC2: Date.now() })));
    await start();
    await waitFor(() => expect(posts.map((post) => post.serial)).toEqual(['NLC3', 'NLC4']));
    expect(stateOf('NLC2')).toBe('failed');
    expect(within(rowOf('NLC2')).getByTestId('update-all-error')).toHaveTextContent('An update of this camera was requested less than 20 seconds ago.');

    // The server's guard (another tab requested NLC4 just before) says the same, in the user's words.
    await answer('NLC4', reply(429, { detail: 'An update of this camera was requested less than 20 s ago.', retryAfterSeconds: 12 }, { 'retry-after': '12' }));
    await answer('NLC3', accepted('NLC3', 't3'));
    await waitFor(() => expect(stateOf('NLC4')).toBe('failed'));
    expect(within(rowOf('NLC4')).getByTestId('update-all-error')).toHaveTextContent('An update of this camera was requested less than 20 seconds ago.');
    expect(stateOf('NLC3')).toBe('updating');
    expect(screen.getAllByTestId('update-all-row')).toHaveLength(3);
  });

  it('is not offered for a single camera', async () => {
    devices = [updatable('NLC1'), device('NLC2')];
    renderCameraList();
    await waitFor(() => expect(screen.getAllByTestId('camera-card')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Update all/ })).not.toBeInTheDocument();
  });

  it('is not shown to demo users, who may not update', async () => {
    devices = [updatable('DEMO0001'), updatable('DEMO0002')];
    const page = (
      <PlatformProviders>
        <MemoryRouter initialEntries={['/cameras']}>
          <CamerasRoute />
        </MemoryRouter>
      </PlatformProviders>
    );
    const first = render(page);
    expect(await screen.findByRole('button', { name: 'Update all (2)' })).toBeInTheDocument();
    first.unmount();

    act(() => signInAs({ is_demo: true }));
    render(page);
    await waitFor(() => expect(screen.getAllByTestId('camera-card')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Update all/ })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});
