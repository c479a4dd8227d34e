import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { liveCredentialsSchema, liveUserTopicPrefix, type LiveCredentials } from 'shared-core/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { parseBody } from '../http/parseBody';
import { MQTT_PATH } from '../live/broker';
import { clientIdPrefixFor } from '../live/credentials';
import { describeRoute } from '../openapi/registry';

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

/** `http(s)://host[:port]` of the request, as the client reached the API. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Signed broker credentials for the user, valid for the purpose's time (30 or 50 min). */
export function liveCredentials(ctx: AppContext, request: FastifyRequest, user: ReturnType<typeof requireUser>, purpose: LiveCredentials['purpose']): LiveCredentials {
  const { password, expiresAt } = ctx.live.tokens.signMqttPassword(user, purpose);
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
}
