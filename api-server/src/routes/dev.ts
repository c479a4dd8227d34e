import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { listOutbox } from '../db/outbox';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { registerResellerDevRoutes } from './devReseller';
import { registerPairingDevRoutes } from './pairing';

/** Host names a loopback request may name (DNS rebinding: a foreign name pointing at 127.0.0.1 is refused). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether a request may use a dev route: it came over a loopback socket (the socket's own
 * peer address, never a forwarded header), it names this machine in `Host`, and a browser
 * sending it says it comes from a page on this machine (an `Origin` of another site is refused).
 */
export function isLoopbackRequest(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const host = request.headers.host?.toLowerCase().replace(/:\d+$/, '');
  if (!host || !LOOPBACK_HOSTS.has(host)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The farthest the dev clock moves either way: a year. */
export const DEV_CLOCK_MAX_OFFSET_MS = 366 * 24 * 3600 * 1000;

const clockSchema = z.object({ offsetMs: z.number().int().min(-DEV_CLOCK_MAX_OFFSET_MS).max(DEV_CLOCK_MAX_OFFSET_MS) });
const clockAnswerSchema = z.object({ offsetMs: z.number().int(), now: z.string().describe('The server clock (ISO 8601) with the offset') });

describeRoute({
  method: 'GET',
  path: '/dev/clock',
  summary: 'The dev clock: its offset and the time routes see (dev mode only)',
  tags: ['dev'],
  auth: false,
  response: clockAnswerSchema,
});
describeRoute({
  method: 'PUT',
  path: '/dev/clock',
  summary: 'Moves the clock routes see by offsetMs (0 resets it; dev mode only)',
  description: 'Moves `ctx.now()` (e.g. shared-link expiry), not the signing of access tokens, so a test keeps its session.',
  tags: ['dev'],
  auth: false,
  body: clockSchema,
  response: clockAnswerSchema,
});

/**
 * Developer helpers, registered only when explicitly asked for (DEV=1 or `--dev`; `npm start`
 * never does), and even then answering only to loopback clients; anyone else gets 404 as if
 * they did not exist:
 * - `GET /dev/outbox` -> queued e-mails, newest first (to finish activation or reset locally)
 * - `GET /dev/pairing-token/{serial}` -> the pairing token the camera shows now (./pairing.ts)
 * - `GET|PUT /dev/clock` {offsetMs} -> moves the clock routes read through `ctx.now()` (e.g. a
 *   shared link's 7 days pass in a test); tokens keep the real clock.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const realNow = ctx.now;
  let offsetMs = 0;
  ctx.now = () => realNow() + offsetMs;
  const clock = () => ({ offsetMs, now: new Date(ctx.now()).toISOString() });
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw notFound();
    });
    scope.get('/dev/outbox', async () => listOutbox(ctx.db));
    scope.get('/dev/clock', async () => clock());
    scope.put('/dev/clock', async (request) => {
      offsetMs = parseBody(clockSchema, request.body).offsetMs;
      return clock();
    });
    registerPairingDevRoutes(scope, ctx);
    registerResellerDevRoutes(scope, ctx);
  });
}
