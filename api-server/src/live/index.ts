import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { createJobRunner, type JobRunner } from '../jobs/runner';
import { createLiveChannel, type LiveChannel } from './broker';
import { createLiveTokens } from './credentials';

export { MQTT_PATH, type LiveChannel } from './broker';
export { LIVE_CREDENTIAL_TTL_SECONDS, type LivePurpose } from './credentials';

/** What {@link liveServicesOf} returns. */
export interface LiveServices {
  live: LiveChannel;
  jobs: JobRunner;
  db: Database;
}

const servicesByApp = new WeakMap<FastifyInstance, LiveServices>();

/** The live channel, jobs runner and database of a server built by buildServer (for tests and tooling). */
export function liveServicesOf(app: FastifyInstance): LiveServices {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('this server has no live channel (not built by buildServer?)');
  return services;
}

/**
 * Starts the live channel and the jobs runner for `app` (called by buildServer once @fastify/jwt
 * is registered): the aedes broker listens for WebSocket upgrades at `/mqtt` on `app.server` (so
 * it shares the HTTP port, and inject-based tests need no socket), and jobs left unfinished by a
 * previous process are marked failed. On close, before the database closes, running jobs are
 * aborted and the broker disconnects every client.
 */
export async function startLive(app: FastifyInstance, db: Database, now: () => number): Promise<{ live: LiveChannel; jobs: JobRunner }> {
  const tokens = createLiveTokens(app.jwt, now);
  const live = await createLiveChannel({ db, tokens, log: app.log });
  const jobs = createJobRunner({ db, live, tokens, log: app.log, now });
  app.addHook('preClose', async () => {
    await jobs.close();
    await live.close();
  });
  live.attach(app.server);
  const interrupted = await jobs.recover();
  if (interrupted) app.log.warn({ interrupted }, 'jobs: marked tasks of the previous run failed');
  servicesByApp.set(app, { live, jobs, db });
  return { live, jobs };
}
