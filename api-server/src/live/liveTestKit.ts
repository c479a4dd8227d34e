import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { LiveCredentials } from 'shared-domain/schemas';

/**
 * Test helpers for the live channel: a server listening on loopback (port 0) and real mqtt.js
 * clients connected over WebSocket. Only test files import this module.
 */

/** Starts listening on 127.0.0.1 with an OS-chosen port; returns `host:port`. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/** Fetches broker credentials with a bearer token (through inject, so the Host header is given). */
export async function fetchCredentials(app: FastifyInstance, access: string, host: string, purpose?: 'device' | 'report'): Promise<LiveCredentials> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/get-upload-iot/${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { authorization: `Bearer ${access}`, host },
  });
  if (res.statusCode !== 200) throw new Error(`get-upload-iot failed: ${res.statusCode} ${res.body}`);
  return res.json<LiveCredentials>();
}

/** Connects an mqtt.js client without reconnects; rejects when the broker refuses. */
export function connectClient(url: string, opts: { username?: string; password?: string; clientId: string }): Promise<MqttClient> {
  return mqtt.connectAsync(url, { ...opts, reconnectPeriod: 0, connectTimeout: 5_000, clean: true, protocolVersion: 4 });
}

/** Collects the JSON messages a client receives, in arrival order. */
export function collectMessages(client: MqttClient): { topic: string; body: Record<string, unknown> }[] {
  const received: { topic: string; body: Record<string, unknown> }[] = [];
  client.on('message', (topic, payload) => received.push({ topic, body: JSON.parse(payload.toString('utf8')) as Record<string, unknown> }));
  return received;
}

/** Polls `condition` every 20 ms until it holds or `timeoutMs` passes. */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
