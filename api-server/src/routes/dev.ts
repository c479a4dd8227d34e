import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { listOutbox } from '../db/outbox';
import { registerPairingDevRoutes } from './pairing';

/**
 * Developer helpers, registered only in dev mode (DEV=1) so they 404 otherwise:
 * - `GET /dev/outbox` -> queued e-mails, newest first (to finish activation or reset locally)
 * - `GET /dev/pairing-token/{serial}` -> the pairing token the camera shows now (./pairing.ts)
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/outbox', async () => listOutbox(ctx.db));
  registerPairingDevRoutes(app, ctx);
}
