import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { liveCredentialsSchema, liveUserTopicPrefix, type LiveCredentials } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { MQTT_PATH } from '../live/broker';
import { clientIdPrefixFor } from '../live/credentials';
import { describeRoute } from '../openapi/registry';
import { isLoopbackRequest } from './dev';

/** Longest outage the dev restart route simulates. */
const MAX_DOWN_MS = 120_000;

const restartBody = z
  .object({ downMs: z.number({ message: 'Must be a number of milliseconds.' }).int('Must be a whole number.').min(0).max(MAX_DOWN_MS).optional() })
  .nullish();

const credentialsQuery = z.object({
  purpose: z.enum(['device', 'report'], { message: 'Must be "device" or "report".' }).optional(),
});

describeRoute({
  method: 'GET',
  path: '/api/get-upload-iot/',
  summary: 'Live channel (MQTT over WebSocket) credentials',
  description:
    'Short-lived credentials for the broker at `ws(s)://<host>/mqtt`: connect with `username`, `password` and a client id ' +
    'starting with `clientIdPrefix` (e.g. `iotId`), then subscribe under `topicPrefix` (task updates arrive on ' +
    '`users/<userId>/tasks/<kind>`, QoS 1). Valid 30 min (purpose=device, the default) or 50 min (purpose=report).',
  tags: ['live'],
  auth: true,
  query: credentialsQuery,
  response: liveCredentialsSchema,
});

describeRoute({
  method: 'POST',
  path: '/dev/live/restart',
  summary: 'Restart the live broker (dev mode only)',
  description:
    'Registered only with DEV=1 / --dev and answering loopback clients only, for fault tests: every MQTT client is ' +
    'disconnected, the broker is replaced, and connections are refused (503) for `downMs` milliseconds (0 to 120000).',
  tags: ['dev'],
  auth: false,
  body: restartBody,
  response: z.object({ disconnected: z.number().int() }),
});

/** `http(s)://host[:port]` of the request, as the client reached the API. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Signed broker credentials for the user, valid for the purpose's time (30 or 50 min). */
export function liveCredentials(ctx: AppContext, request: FastifyRequest, user: ReturnType<typeof requireUser>, purpose: LiveCredentials['purpose']): LiveCredentials {
  // Tied to the session of the access token that asked: they end with it.
  const sid = request.tokenClaims?.sid;
  if (!sid) throw new Error('live credentials need an authenticated request');
  const { password, expiresAt } = ctx.live.tokens.signMqttPassword(user, purpose, sid);
  const clientIdPrefix = clientIdPrefixFor(user.id);
  return {
    url: `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.headers.host ?? 'localhost'}${MQTT_PATH}`,
    username: user.username,
    password,
    clientIdPrefix,
    iotId: `${clientIdPrefix}${crypto.randomBytes(6).toString('hex')}`,
    topicPrefix: liveUserTopicPrefix(user.id),
    expiresAt: expiresAt.toISOString(),
    purpose,
  };
}

/**
 * Live channel credentials (spec 001 section 7 "Image attachments": GET /api/get-upload-iot/ is
 * the live channel credentials call):
 * - `GET /api/get-upload-iot/?purpose=device|report` (bearer) -> {@link LiveCredentials}: the
 *   broker URL (`ws(s)://<host>/mqtt`), username, a signed password valid 30 min (device, the
 *   default) or 50 min (report), the client id prefix, a ready client id and the topic prefix.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/get-upload-iot/', { preHandler: ctx.authenticate }, async (request): Promise<LiveCredentials> => {
    const user = requireUser(request);
    return liveCredentials(ctx, request, user, parseBody(credentialsQuery, request.query).purpose ?? 'device');
  });
  if (ctx.devMode) registerLiveDevRoutes(app, ctx);
}

/**
 * Dev-only (DEV=1, loopback clients only, as every `/dev/` route; 404 for anyone else), for the
 * live-channel fault tests:
 * - `POST /dev/live/restart` {downMs?} -> {disconnected}: drops every client, replaces the broker
 *   and refuses connections for `downMs` (default 0, at most 120 s), as a broker restart does.
 */
export function registerLiveDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw notFound();
    });
    scope.post('/dev/live/restart', async (request) => {
      const { downMs } = parseBody(restartBody, request.body) ?? {};
      return { disconnected: await ctx.live.restart(downMs ?? 0) };
    });
  });
}
