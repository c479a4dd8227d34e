import vm from 'node:vm';
import { mqttWorkerMain, workerClient, type MqttWorkerEvent, type MqttWorkerScope } from './mqttWorker';

/** A worker scope whose mqtt.js is a fake client recording what it was asked. */
function workerScope({ failLoad = false } = {}) {
  const posted: Array<{ message: MqttWorkerEvent; transfer?: Transferable[] }> = [];
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const subscribed: string[] = [];
  const connects: Array<{ url: string; options: Record<string, unknown> }> = [];
  const loaded: string[] = [];
  const scope: MqttWorkerScope = {
    onmessage: null,
    postMessage: (message, transfer) => posted.push({ message, transfer }),
    importScripts: (...urls) => {
      if (failLoad) throw new Error('Failed to load mqtt.min.js');
      loaded.push(...urls);
      scope.mqtt = {
        connect: (url, options) => {
          connects.push({ url, options });
          return { on: (event: string, listener: (...args: never[]) => void) => handlers.set(event, listener as (...args: unknown[]) => void), subscribe: (topic: string) => subscribed.push(topic) };
        },
      };
    },
  };
  return { scope, posted, handlers, subscribed, connects, loaded };
}

describe('the live channel in a worker (mqtt.js off the main thread)', () => {
  it("the worker program loads mqtt.js on connect and hands its client's events to the page", () => {
    const worker = workerScope();
    // Run from its source text alone, as the browser does (mqttWorkerStart.ts): it uses nothing outside itself.
    vm.runInNewContext(`(${mqttWorkerMain.toString()})(scope, 'https://viewer.test/mqtt.min.js')`, { scope: worker.scope });
    expect(worker.loaded).toEqual([]);
    worker.scope.onmessage!({ data: { type: 'connect', url: 'ws://broker/mqtt', options: { clientId: 'c1', keepalive: 15 } } });
    expect(worker.loaded).toEqual(['https://viewer.test/mqtt.min.js']);
    expect(worker.connects).toEqual([{ url: 'ws://broker/mqtt', options: { clientId: 'c1', keepalive: 15 } }]);
    worker.scope.onmessage!({ data: { type: 'subscribe', topic: 'u/1/tasks/#', options: { qos: 1 } } });
    expect(worker.subscribed).toEqual(['u/1/tasks/#']);

    worker.handlers.get('connect')!();
    const payload = new TextEncoder().encode('{"kind":"x"}');
    worker.handlers.get('message')!('u/1/tasks/x', payload);
    worker.handlers.get('error')!(new Error('Connection refused'));
    worker.handlers.get('offline')!();
    worker.handlers.get('close')!();
    expect(worker.posted.map((p) => p.message.type)).toEqual(['connect', 'message', 'error', 'offline', 'close']);
    const message = worker.posted[1]!;
    expect(message.message).toEqual({ type: 'message', topic: 'u/1/tasks/x', payload: new TextEncoder().encode('{"kind":"x"}') });
    // The payload's bytes are handed over, not copied a second time.
    expect(message.transfer).toEqual([(message.message as { payload: Uint8Array }).payload.buffer]);
    expect(worker.posted[2]!.message).toEqual({ type: 'error', message: 'Connection refused' });
  });

  it('a worker that cannot load mqtt.js reports a failed connection', () => {
    const worker = workerScope({ failLoad: true });
    mqttWorkerMain(worker.scope, '/mqtt.min.js');
    worker.scope.onmessage!({ data: { type: 'connect', url: 'ws://broker/mqtt', options: {} } });
    expect(worker.posted.map((p) => p.message)).toEqual([{ type: 'error', message: 'Failed to load mqtt.min.js' }, { type: 'close' }]);
  });

  /** A Worker standing in for the browser's: records what the page posts and whether it was ended. */
  function fakeWorker() {
    const worker = {
      sent: [] as unknown[],
      terminated: false,
      onmessage: null as ((event: MessageEvent<MqttWorkerEvent>) => void) | null,
      onerror: null as ((event: ErrorEvent) => void) | null,
      postMessage(message: unknown) {
        worker.sent.push(message);
      },
      terminate() {
        worker.terminated = true;
      },
      tell: (data: MqttWorkerEvent) => worker.onmessage!({ data } as MessageEvent<MqttWorkerEvent>),
    };
    return worker;
  }

  it('the page side connects through the worker, passes its events to the bus, and ends it at once', () => {
    const worker = fakeWorker();
    const client = workerClient(worker as unknown as Worker, 'ws://broker/mqtt', { clientId: 'c1' });
    expect(worker.sent).toEqual([{ type: 'connect', url: 'ws://broker/mqtt', options: { clientId: 'c1' } }]);
    const seen: unknown[] = [];
    client.on('connect', () => seen.push('connect'));
    client.on('message', (topic, payload) => seen.push([topic, new TextDecoder().decode(payload)]));
    client.on('error', (error) => seen.push(error.message));
    client.on('close', () => seen.push('close'));
    client.subscribe('u/1/tasks/#', { qos: 1 });
    expect(worker.sent[1]).toEqual({ type: 'subscribe', topic: 'u/1/tasks/#', options: { qos: 1 } });

    worker.tell({ type: 'connect' });
    worker.tell({ type: 'message', topic: 't', payload: new TextEncoder().encode('hello') });
    worker.tell({ type: 'error', message: 'Connection refused' });
    worker.tell({ type: 'close' });
    expect(seen).toEqual(['connect', ['t', 'hello'], 'Connection refused', 'close']);

    client.end(true);
    expect(worker.terminated).toBe(true);
    worker.tell({ type: 'close' });
    expect(seen).toHaveLength(4);
  });

  it('a worker that fails to start is a failed connection', () => {
    const worker = fakeWorker();
    const client = workerClient(worker as unknown as Worker, 'ws://broker/mqtt', {});
    const seen: string[] = [];
    client.on('error', (error) => seen.push(error.message));
    client.on('close', () => seen.push('close'));
    const event = { message: '', preventDefault: jest.fn() } as unknown as ErrorEvent;
    worker.onerror!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(seen).toEqual(['The live channel could not start.', 'close']);
  });
});
