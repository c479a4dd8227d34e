import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { listOutbox } from '../db/outbox';
import { notFound } from '../http/errors';
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

/**
 * Developer helpers, registered only when explicitly asked for (DEV=1 or `--dev`; `npm start`
 * never does), and even then answering only to loopback clients; anyone else gets 404 as if
 * they did not exist:
 * - `GET /dev/outbox` -> queued e-mails, newest first (to finish activation or reset locally)
 * - `GET /dev/pairing-token/{serial}` -> the pairing token the camera shows now (./pairing.ts)
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw notFound();
    });
    scope.get('/dev/outbox', async () => listOutbox(ctx.db));
    registerPairingDevRoutes(scope, ctx);
    registerResellerDevRoutes(scope, ctx);
  });
}
