import { atom, type createStore } from 'jotai';
import { CREDENTIAL_RENEWAL_MS } from 'shared-domain/analysis';
import { liveMessageSchema, type JobRecord, type LiveCredentials, type LiveMessage } from 'shared-domain/schemas';
import { reconnectDelayMs } from './backoff';
import { mergeTask, taskRecordFromJob, taskRecordFromMessage, type TaskRecord } from './taskRecord';

/** Connection state of the live channel (spec 000 section 4). */
export type LiveState = 'pending' | 'connected' | 'disconnected' | 'error';

export const liveStateAtom = atom<LiveState>('pending');
/** Task records of the floating panel, by task id. */
export const liveTasksAtom = atom<Record<string, TaskRecord>>({});
/** The client id of the current connection: pass it as iotId / userIot when starting a task. */
export const liveIotIdAtom = atom<string | null>(null);

/** The part of an mqtt.js client the bus uses (so tests can hand in a fake). */
export interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: 'close' | 'offline', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  subscribe(topic: string, options: { qos: 0 | 1 }): unknown;
  end(force?: boolean): unknown;
}

export interface TaskBusDeps {
  credentials: () => Promise<LiveCredentials>;
  jobs: () => Promise<JobRecord[]>;
  connect: (url: string, options: Record<string, unknown>) => MqttClientLike | Promise<MqttClientLike>;
  /** Reports a realtime error through the client log call (spec 001 section 7). */
  logError?: (text: string) => void;
  now?: () => number;
  random?: () => number;
  /** Whether the device is online, and its changes (default: the browser's `navigator.onLine` and online/offline events). */
  network?: NetworkWatch;
}

/** The device's network state, as the browser reports it. */
export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls `listener` on every change. Returns an unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The browser's view of the network; always online where there is no `window` (Node, tests). */
export const browserNetwork: NetworkWatch = {
  isOnline: () => (typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine),
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/** Keepalive short enough to notice a dead link within about 30 s (two missed pings). */
export const KEEPALIVE_S = 15;
/** Renew credentials this long before they expire. */
const RENEW_EARLY_MS = 60_000;

type Store = ReturnType<typeof createStore>;

/**
 * The live task bus: MQTT over WebSocket with credentials from the API, renewed before they
 * expire (30 min for device credentials), reconnecting with jittered, capped backoff, and
 * reading task state over REST after every (re)connect because messages sent while offline
 * are lost. When the device goes offline the bus closes its socket at once (a browser may keep
 * a dead WebSocket open for a long time) and shows disconnected; it tries nothing while
 * offline and connects again as soon as the device is back online, without waiting for backoff.
 */
export function createTaskBus(deps: TaskBusDeps, store: Store) {
  const now = deps.now ?? (() => Date.now());
  const network = deps.network ?? browserNetwork;
  let unwatchNetwork: (() => void) | undefined;
  const listeners = new Set<(message: LiveMessage) => void>();
  let client: MqttClientLike | null = null;
  let attempt = 0;
  let stopped = true;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;

  const setTasks = (update: (tasks: Record<string, TaskRecord>) => Record<string, TaskRecord>) =>
    store.set(liveTasksAtom, update(store.get(liveTasksAtom)));

  const scheduleReconnect = () => {
    // Offline: the online event reconnects.
    if (stopped || !network.isOnline()) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connectFresh(), reconnectDelayMs(attempt, deps.random?.()));
    attempt += 1;
  };

  const refreshJobs = async () => {
    try {
      const jobs = await deps.jobs();
      setTasks((tasks) => jobs.reduce((acc, job) => mergeTask(acc, taskRecordFromJob(job)), tasks));
    } catch {
      // The channel still works; the panel shows what arrives from now on.
    }
  };

  const onMessage = (payload: Uint8Array) => {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      return;
    }
    const parsed = liveMessageSchema.safeParse(json);
    if (!parsed.success) {
      deps.logError?.(`live: unexpected message: ${parsed.error.issues[0]?.message ?? ''}`);
      return;
    }
    setTasks((tasks) => mergeTask(tasks, taskRecordFromMessage(parsed.data, now())));
    for (const listener of listeners) listener(parsed.data);
  };

  const onNetworkChange = (online: boolean) => {
    if (stopped) return;
    clearTimeout(reconnectTimer);
    if (online) {
      attempt = 0;
      void connectFresh();
      return;
    }
    clearTimeout(renewTimer);
    const dropped = client;
    client = null;
    dropped?.end(true);
    store.set(liveStateAtom, 'disconnected');
  };

  async function connectFresh(): Promise<void> {
    if (stopped) return;
    if (!network.isOnline()) {
      store.set(liveStateAtom, 'disconnected');
      return;
    }
    let credentials: LiveCredentials;
    try {
      credentials = await deps.credentials();
    } catch (error) {
      store.set(liveStateAtom, 'error');
      deps.logError?.(`live: credentials: ${(error as Error).message}`);
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    const previous = client;
    client = null;
    previous?.end(true);
    const next = await deps.connect(credentials.url, {
      username: credentials.username,
      password: credentials.password,
      clientId: credentials.iotId,
      keepalive: KEEPALIVE_S,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      clean: true,
      // Not mqtt.js's cache of 65,536 two-byte buffers, one per packet number, built on the first
      // write: 45 ms of one task at full speed on the first connect, about 180 ms on a slow
      // phone. A task bus writes a few packets a minute.
      writeCache: false,
    });
    if (stopped) {
      next.end(true);
      return;
    }
    client = next;
    store.set(liveIotIdAtom, credentials.iotId);
    next.on('connect', () => {
      if (client !== next) return;
      attempt = 0;
      store.set(liveStateAtom, 'connected');
      next.subscribe(`${credentials.topicPrefix}tasks/#`, { qos: 1 });
      void refreshJobs();
      const expiresMs = Date.parse(credentials.expiresAt);
      const renewIn = Number.isFinite(expiresMs) ? expiresMs - now() - RENEW_EARLY_MS : CREDENTIAL_RENEWAL_MS.device - RENEW_EARLY_MS;
      clearTimeout(renewTimer);
      renewTimer = setTimeout(() => void connectFresh(), Math.max(5_000, renewIn));
    });
    next.on('message', (_topic, payload) => {
      if (client === next) onMessage(payload);
    });
    next.on('error', (error) => {
      if (client !== next) return;
      store.set(liveStateAtom, 'error');
      deps.logError?.(`live: ${error.message}`);
    });
    next.on('close', () => {
      if (client !== next || stopped) return;
      if (store.get(liveStateAtom) !== 'error') store.set(liveStateAtom, 'disconnected');
      scheduleReconnect();
    });
  }

  return {
    /** Connects (once signed in). */
    start(): void {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      store.set(liveStateAtom, 'pending');
      unwatchNetwork = network.subscribe(onNetworkChange);
      void connectFresh();
    },
    /** Disconnects and forgets the tasks (on sign-out). */
    stop(): void {
      stopped = true;
      unwatchNetwork?.();
      unwatchNetwork = undefined;
      clearTimeout(reconnectTimer);
      clearTimeout(renewTimer);
      client?.end(true);
      client = null;
      store.set(liveStateAtom, 'pending');
      store.set(liveTasksAtom, {});
      store.set(liveIotIdAtom, null);
    },
    /** Follows every message (areas filter by kind). Returns an unsubscribe function. */
    subscribe(listener: (message: LiveMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TaskBus = ReturnType<typeof createTaskBus>;
