import type { FastifyInstance } from 'fastify';

/** `GET /health`: liveness for scripts and e2e set-up; needs no auth and no database. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/health', async () => ({ ok: true }));
}
