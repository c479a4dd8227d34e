import { createStore } from 'jotai';
import type { JobRecord, LiveCredentials } from 'shared-domain/schemas';
import { createTaskBus, liveStateAtom, liveTasksAtom, type MqttClientLike } from './taskBus';

class FakeClient implements MqttClientLike {
  handlers: Record<string, Array<(...args: unknown[]) => void>> = {};
  subscribed: string[] = [];
  ended = false;
  constructor(readonly url: string, readonly options: Record<string, unknown>) {}
  on(event: string, listener: (...args: never[]) => void) {
    (this.handlers[event] ??= []).push(listener as (...args: unknown[]) => void);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const h of this.handlers[event] ?? []) h(...args);
  }
  subscribe(topic: string) {
    this.subscribed.push(topic);
  }
  end() {
    this.ended = true;
  }
}

const credentials = (n: number): LiveCredentials => ({
  url: 'ws://127.0.0.1:1/mqtt',
  username: 'u',
  password: `p${n}`,
  clientIdPrefix: 'u7-',
  iotId: `u7-${n}`,
  topicPrefix: 'users/7/',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  purpose: 'device',
});

const job: JobRecord = {
  id: 'j1', uuid: 'j1', kind: 'export-nlz', state: 'running', status: 'encode', progress: 0.5, description: 'PNG export', downloadUrl: null,
  error: null, result: null, lastMessage: null, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
};

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('live task bus', () => {
  beforeEach(() => jest.useRealTimers());

  it('connects with fresh credentials, subscribes to the own task topics and reads tasks over REST', async () => {
    const store = createStore();
    const clients: FakeClient[] = [];
    let credentialCalls = 0;
    const bus = createTaskBus(
      {
        credentials: async () => credentials(++credentialCalls),
        jobs: async () => [job],
        connect: (url, options) => {
          const client = new FakeClient(url, options);
          clients.push(client);
          return client;
        },
      },
      store,
    );
    bus.start();
    await flush();
    expect(store.get(liveStateAtom)).toBe('pending');
    clients[0]!.emit('connect');
    await flush();
    expect(store.get(liveStateAtom)).toBe('connected');
    expect(clients[0]!.subscribed).toEqual(['users/7/tasks/#']);
    expect(clients[0]!.options).toMatchObject({ keepalive: 15, reconnectPeriod: 0, clientId: 'u7-1', password: 'p1', writeCache: false });
    expect(store.get(liveTasksAtom).j1).toMatchObject({ status: 'encode', progress: 0.5, phase: 'running' });

    const seen: string[] = [];
    bus.subscribe((m) => seen.push(m.kind));
    clients[0]!.emit('message', 'users/7/tasks/export-nlz', new TextEncoder().encode(JSON.stringify({ kind: 'export-nlz', taskId: 'j1', status: 'done', seq: 9, downloadUrl: 'http://x' })));
    expect(store.get(liveTasksAtom).j1).toMatchObject({ phase: 'done', downloadUrl: 'http://x' });
    expect(seen).toEqual(['export-nlz']);
    bus.stop();
    expect(clients[0]!.ended).toBe(true);
    expect(store.get(liveTasksAtom)).toEqual({});
  });

  it('ignores a message that does not match the schema', async () => {
    const store = createStore();
    const errors: string[] = [];
    let client!: FakeClient;
    const bus = createTaskBus(
      { credentials: async () => credentials(1), jobs: async () => [], connect: (u, o) => (client = new FakeClient(u, o)), logError: (t) => errors.push(t) },
      store,
    );
    bus.start();
    await flush();
    client.emit('message', 't', new TextEncoder().encode('{"kind":"export-nlz","status":"done"}'));
    expect(store.get(liveTasksAtom)).toEqual({});
    expect(errors[0]).toMatch(/unexpected message/);
    bus.stop();
  });

  it('after a lost connection reconnects with new credentials and reads the tasks again', async () => {
    jest.useFakeTimers();
    const store = createStore();
    const clients: FakeClient[] = [];
    let jobReads = 0;
    let n = 0;
    const bus = createTaskBus(
      {
        credentials: async () => credentials(++n),
        jobs: async () => {
          jobReads += 1;
          return [];
        },
        connect: (u, o) => {
          const c = new FakeClient(u, o);
          clients.push(c);
          return c;
        },
        random: () => 0,
      },
      store,
    );
    bus.start();
    await jest.advanceTimersByTimeAsync(0);
    clients[0]!.emit('connect');
    await jest.advanceTimersByTimeAsync(0);
    clients[0]!.emit('close');
    expect(store.get(liveStateAtom)).toBe('disconnected');
    await jest.advanceTimersByTimeAsync(499);
    expect(clients).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(2);
    expect(clients[1]!.options.password).toBe('p2');
    clients[1]!.emit('connect');
    await jest.advanceTimersByTimeAsync(0);
    expect(jobReads).toBe(2);
    bus.stop();
  });

  it('shows the error state when credentials cannot be had, and keeps retrying', async () => {
    jest.useFakeTimers();
    const store = createStore();
    let calls = 0;
    const bus = createTaskBus(
      {
        credentials: async () => {
          calls += 1;
          throw new Error('403');
        },
        jobs: async () => [],
        connect: (u, o) => new FakeClient(u, o),
        random: () => 0,
      },
      store,
    );
    bus.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.get(liveStateAtom)).toBe('error');
    await jest.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    bus.stop();
  });

  it('closes the socket when the device goes offline, tries nothing while offline, and reconnects at once when back online', async () => {
    const store = createStore();
    const clients: FakeClient[] = [];
    let online = true;
    let notify: (value: boolean) => void = () => undefined;
    let jobReads = 0;
    let credentialCalls = 0;
    const bus = createTaskBus(
      {
        credentials: async () => credentials(++credentialCalls),
        jobs: async () => {
          jobReads += 1;
          return [job];
        },
        connect: (url, options) => {
          const client = new FakeClient(url, options);
          clients.push(client);
          return client;
        },
        network: {
          isOnline: () => online,
          subscribe: (listener) => {
            notify = listener;
            return () => {
              notify = () => undefined;
            };
          },
        },
      },
      store,
    );
    bus.start();
    await flush();
    clients[0]!.emit('connect');
    await flush();
    expect(store.get(liveStateAtom)).toBe('connected');
    expect(jobReads).toBe(1);

    online = false;
    notify(false);
    expect(store.get(liveStateAtom)).toBe('disconnected');
    expect(clients[0]!.ended).toBe(true);
    // The ended socket's own close is not a reason to retry while offline.
    clients[0]!.emit('close');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(clients).toHaveLength(1);
    expect(credentialCalls).toBe(1);

    online = true;
    notify(true);
    await flush();
    expect(clients).toHaveLength(2);
    clients[1]!.emit('connect');
    await flush();
    expect(store.get(liveStateAtom)).toBe('connected');
    // Messages sent while offline were lost: the task state is read again.
    expect(jobReads).toBe(2);
    bus.stop();
    notify(false);
    expect(store.get(liveStateAtom)).toBe('pending');
  });
});
