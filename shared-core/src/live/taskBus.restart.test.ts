import { createStore } from 'jotai';
import mqtt from 'mqtt';
import { z } from 'zod';
import { ApiClient } from '../api/ApiClient';
import { downloadSnapshotsAnswerSchema, jobListSchema, liveCredentialsSchema, type LiveMessage } from 'shared-domain/schemas';
import { createTokenStore } from '../session/tokenStore';
import { removeDataDir, startApiServer, type ApiServerProcess } from '../testing/apiServerProcess';
import { createTaskBus, liveStateAtom, liveTasksAtom, type LiveState, type TaskBus } from './taskBus';

// The api-server runs as a child process, started twice on one copy of the seeded demo data.
jest.setTimeout(300_000);

/** Polls `condition` every 50 ms until it holds or `timeoutMs` passes. */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The live task bus against the api-server's real broker, across a broker restart, which
 * the bus survives: the server process stops and a new one
 * starts on the same port and data directory, as after a deployment.
 */
describe('live task bus across a broker restart', () => {
  let server: ApiServerProcess | undefined;
  let dataDir: string | undefined;
  let bus: TaskBus | undefined;

  afterAll(async () => {
    bus?.stop();
    await server?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('goes disconnected, connects again, reads the missed task over REST and receives messages sent after the restart', async () => {
    server = await startApiServer();
    dataDir = server.dataDir;
    const { port } = server;
    const api = new ApiClient({ baseUrl: server.baseUrl, tokenStore: createTokenStore(undefined), language: () => 'en' });
    await api.login('engineer', 'viewer-demo-1');

    const startDownload = async (): Promise<string> => {
      // The first of the user's snapshots the server lets them export (exports need ownership).
      const page = await api.request('snapshots', { path: '/api/snapshots/?page_size=20', schema: z.object({ results: z.array(z.object({ id: z.number() })) }) });
      for (const { id } of page.results) {
        const answer = await api
          .request('downloadSnapshots', { method: 'POST', path: '/api/download-snapshots/', body: { snapshotIds: [id] }, schema: downloadSnapshotsAnswerSchema })
          .catch(() => null);
        if (answer) return answer.taskId;
      }
      throw new Error('no exportable snapshot');
    };
    const jobState = async (taskId: string) =>
      (await api.request('jobs', { path: '/api/jobs/', schema: jobListSchema })).results.find((j) => j.id === taskId)?.state;

    const store = createStore();
    const states: LiveState[] = [];
    store.sub(liveStateAtom, () => states.push(store.get(liveStateAtom)));
    const received: LiveMessage[] = [];
    let jobReads = 0;
    // While `gate` is pending the bus cannot get credentials, so it stays offline on purpose.
    let gate: Promise<void> = Promise.resolve();
    bus = createTaskBus(
      {
        credentials: async () => {
          await gate;
          return api.request('getUploadIot', { path: '/api/get-upload-iot/?purpose=device', schema: liveCredentialsSchema });
        },
        jobs: async () => {
          jobReads += 1;
          return (await api.request('jobs', { path: '/api/jobs/', schema: jobListSchema })).results;
        },
        connect: (url, options) => mqtt.connect(url, options),
        // The shortest backoff the bus allows (half of each step).
        random: () => 0,
      },
      store,
    );
    bus.subscribe((message) => received.push(message));
    bus.start();
    await waitFor(() => store.get(liveStateAtom) === 'connected' && jobReads === 1, 'the first connection');

    // Before the restart the channel carries a task's messages.
    const before = await startDownload();
    await waitFor(() => received.some((m) => m.taskId === before && m.status === 'done'), 'the first task over MQTT');

    let openGate!: () => void;
    gate = new Promise<void>((resolve) => (openGate = resolve));
    await server.stop();
    await waitFor(() => states.includes('disconnected'), 'the disconnected state');

    server = await startApiServer({ port, dataDir });
    // A task that runs to its end while the bus is offline: its messages are lost.
    const missed = await startDownload();
    await waitFor(async () => (await jobState(missed)) === 'succeeded', 'the missed task to finish');
    expect(received.some((m) => m.taskId === missed)).toBe(false);
    expect(store.get(liveTasksAtom)[missed]).toBeUndefined();

    openGate();
    await waitFor(() => store.get(liveStateAtom) === 'connected' && jobReads >= 2, 'the reconnection', 60_000);
    // Task state read again over REST after the reconnect shows the task the bus missed.
    await waitFor(() => store.get(liveTasksAtom)[missed]?.phase === 'done', 'the missed task from REST');
    expect(received.some((m) => m.taskId === missed)).toBe(false);

    // A message published after the restart arrives through the new broker.
    const after = await startDownload();
    await waitFor(() => received.some((m) => m.taskId === after && m.status === 'done'), 'a task over MQTT after the restart');

    const firstDisconnect = states.indexOf('disconnected');
    expect(states.slice(0, firstDisconnect)).toContain('connected');
    expect(states.slice(firstDisconnect)).toContain('connected');
  });
});
