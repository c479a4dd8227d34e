import type { MqttClientLike } from './taskBus';

/** What the page tells the live channel's worker. */
export type MqttWorkerCommand = { type: 'connect'; url: string; options: Record<string, unknown> } | { type: 'subscribe'; topic: string; options: { qos: 0 | 1 } };

/** What the worker tells the page: its mqtt.js client's events. */
export type MqttWorkerEvent =
  | { type: 'connect' }
  | { type: 'message'; topic: string; payload: Uint8Array }
  | { type: 'close' }
  | { type: 'offline' }
  | { type: 'error'; message: string };

/** The part of a worker's global scope the program uses (so a test can run it in one of its own). */
export interface MqttWorkerScope {
  onmessage: ((event: { data: MqttWorkerCommand }) => void) | null;
  postMessage(message: MqttWorkerEvent, transfer?: Transferable[]): void;
  importScripts(...urls: string[]): void;
  mqtt?: { connect(url: string, options: Record<string, unknown>): WorkerSideClient };
}

interface WorkerSideClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  subscribe(topic: string, options: { qos: 0 | 1 }): unknown;
}

/**
 * The live channel's worker program: mqtt.js is evaluated, connects and reads the broker's
 * packets off the page's main thread. Evaluated on the page, mqtt.js is one task of 60 to 90 ms
 * with the CPU 1.6x slower, about 200 ms on a phone. The worker loads mqtt.js's
 * browser bundle (`mqttUrl`, a file of the build) when the page says connect, and hands every
 * event of its client to the page. It is started from its own source text (mqttWorkerStart.ts),
 * so it uses nothing outside itself.
 */
export function mqttWorkerMain(scope: MqttWorkerScope, mqttUrl: string): void {
  let client: WorkerSideClient | null = null;
  scope.onmessage = (event) => {
    const command = event.data;
    if (command.type === 'subscribe') {
      client?.subscribe(command.topic, command.options);
      return;
    }
    try {
      scope.importScripts(mqttUrl);
      client = scope.mqtt!.connect(command.url, command.options);
    } catch (error) {
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      scope.postMessage({ type: 'close' });
      return;
    }
    client.on('connect', () => scope.postMessage({ type: 'connect' }));
    client.on('message', (topic: string, payload: Uint8Array) => {
      const bytes = new Uint8Array(payload);
      scope.postMessage({ type: 'message', topic, payload: bytes }, [bytes.buffer]);
    });
    client.on('close', () => scope.postMessage({ type: 'close' }));
    client.on('offline', () => scope.postMessage({ type: 'offline' }));
    client.on('error', (error: Error) => scope.postMessage({ type: 'error', message: error.message }));
  };
}

type Listener = (...args: never[]) => void;

/**
 * An mqtt.js client as the task bus sees it (taskBus `MqttClientLike`), whose connection lives in
 * `worker` (running {@link mqttWorkerMain}). Ending it ends the worker and its socket at once,
 * as `end(true)` does in the page.
 */
export function workerClient(worker: Worker, url: string, options: Record<string, unknown>): MqttClientLike {
  const listeners = new Map<string, Listener[]>();
  const emit = (type: string, ...args: unknown[]) => listeners.get(type)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args));
  let ended = false;
  worker.onmessage = ({ data }: MessageEvent<MqttWorkerEvent>) => {
    if (ended) return;
    if (data.type === 'message') emit('message', data.topic, data.payload);
    else if (data.type === 'error') emit('error', new Error(data.message));
    else emit(data.type);
  };
  // A worker that cannot start (its script refused or unreachable) is a connection that failed.
  worker.onerror = (event) => {
    event.preventDefault();
    if (ended) return;
    emit('error', new Error(event.message || 'The live channel could not start.'));
    emit('close');
  };
  const send = (command: MqttWorkerCommand) => worker.postMessage(command);
  send({ type: 'connect', url, options });
  const client = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return client;
    },
    subscribe(topic: string, subscribeOptions: { qos: 0 | 1 }) {
      send({ type: 'subscribe', topic, options: subscribeOptions });
    },
    end() {
      ended = true;
      worker.terminate();
    },
  };
  return client as MqttClientLike;
}
