import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Edition } from 'shared-domain/analysis';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/Database';
import type { JobRunner } from './jobs/runner';
import type { LiveChannel } from './live/broker';

/**
 * What route modules receive from `buildServer`. Passing it explicitly (rather than
 * decorating the Fastify instance) keeps each route file's dependencies visible.
 */
export interface AppContext {
  db: Database;
  tokens: TokenService;
  /** Pre-handler that requires a valid bearer access token and loads `request.currentUser`. */
  authenticate: preHandlerAsyncHookHandler;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  /** Whether `/dev/...` helper routes are exposed. */
  devMode: boolean;
  /** MQTT-over-WebSocket broker at `/mqtt` and its token helpers (src/live/). */
  live: LiveChannel;
  /** Background jobs that publish progress on the live channel (src/jobs/; use `runJob`). */
  jobs: JobRunner;
  /** The server's edition, for requests without an `X-Edition` header (src/http/edition.ts). */
  edition: Edition;
}
