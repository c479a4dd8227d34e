import { useEffect, useRef } from 'react';
import { liveApi } from '../api/live';
import type { LiveMessageKind, LiveMessageOf } from 'shared-domain/schemas';
import { api, store } from '../platform/platform';
import { createTaskBus } from './taskBus';

/**
 * The platform's one task bus. mqtt.js is loaded on first connect (it is only needed once
 * signed in), from shared-core's own dependency, so every area shares the same client.
 */
export const taskBus = createTaskBus(
  {
    credentials: () => liveApi.credentials('device'),
    jobs: async () => (await liveApi.jobs()).results,
    connect: async (url, options) => {
      // In a worker where the browser has them (mqttWorker.ts): mqtt.js's evaluation and its
      // packets stay off the page's main thread.
      if (typeof Worker === 'function') {
        const { connectInWorker } = await import('./mqttWorkerStart');
        return connectInWorker(url, options);
      }
      // mqtt's browser build puts connect on the default export; Node's build names it.
      const mqtt = (await import('mqtt')) as typeof import('mqtt') & { default?: typeof import('mqtt') };
      const connect = typeof mqtt.connect === 'function' ? mqtt.connect : mqtt.default!.connect;
      // mqtt.js's evaluation and the client's start take about 40 and 30 ms at full speed: two
      // tasks rather than one, which would block input for their sum.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return connect(url, options);
    },
    logError: (text) => void api.logClientError(text),
  },
  store,
);

/** Follows the live messages of one kind (an area's own tasks), for as long as the component lives. */
export function useLiveKind<K extends LiveMessageKind>(kind: K, handler: (message: LiveMessageOf<K>) => void): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(
    () =>
      taskBus.subscribe((message) => {
        if (message.kind === kind) handlerRef.current(message as LiveMessageOf<K>);
      }),
    [kind],
  );
}
