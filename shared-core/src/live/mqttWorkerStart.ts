import type { MqttClientLike } from './taskBus';
import { mqttWorkerMain, workerClient } from './mqttWorker';

/**
 * Starts the live channel's worker from its program's source text, as a `blob:` script (the CSP
 * allows `blob:` workers: worker-src), for the reasons mfe-snapshots' createNlzCheckWorker gives:
 * a worker entry built by Rspack would carry the federation runtime, which fails outside a page,
 * and the build that provides shared-core may be served from another origin than the page's.
 * mqtt.js's browser bundle is a file of the build, loaded by the worker with importScripts (the
 * CSP's script-src allows the page's and the remotes' origins). Browsers only: the page loads
 * this module when it connects and has workers (platformBus.ts), so jest never evaluates it.
 */
export function startMqttWorker(): Worker {
  const mqttUrl = new URL('mqtt/dist/mqtt.min', import.meta.url).href;
  const source = `"use strict";\n(${mqttWorkerMain.toString()})(self, ${JSON.stringify(mqttUrl)});\n`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'live-channel' });
  } finally {
    // The worker has its script once it starts; the URL is not needed after that.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Connects as mqtt.js's `connect` does, with the connection in a worker of its own. */
export function connectInWorker(url: string, options: Record<string, unknown>): MqttClientLike {
  return workerClient(startMqttWorker(), url, options);
}
