import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { liveMessageSchema, liveTaskTopic, liveUserTopicPrefix, type LiveMessage } from 'shared-domain/schemas';
import { createWebSocketStream, WebSocketServer, type WebSocket } from 'ws';
import type { Queryable } from '../db/Database';
import { findUserWithSession } from '../db/users';
import { clientIdPrefixFor, type LiveTokens } from './credentials';

/** Path of the MQTT-over-WebSocket endpoint on the API's own HTTP server. */
export const MQTT_PATH = '/mqtt';

/** How often connected clients' sessions are checked (a session that ended loses its live connection within this time). */
export const SESSION_CHECK_MS = 30_000;

/** Largest WebSocket frame a client may send; MQTT control packets here are tiny. */
const MAX_WS_PAYLOAD_BYTES = 256 * 1024;

// CONNACK return codes (MQTT 3.1.1 table 3.1); aedes types them as an ambient const enum.
const IDENTIFIER_REJECTED = 2;
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

/** Whether `topic` (a topic filter or name) lies under the user's own prefix, wildcards only after it. */
export function isOwnTopic(userId: number, topic: string): boolean {
  const prefix = liveUserTopicPrefix(userId);
  return topic.startsWith(prefix) && topic.length > prefix.length;
}

/** Whether a client of `userId` may publish to `topic`: only `users/<ownId>/client/...`. */
export function mayClientPublish(userId: number, topic: string): boolean {
  const prefix = `${liveUserTopicPrefix(userId)}client/`;
  return topic.startsWith(prefix) && topic.length > prefix.length && !/[+#]/.test(topic);
}

/**
 * The live push channel: an in-process aedes MQTT broker reachable over WebSocket at `/mqtt` on
 * the API's HTTP server. Clients sign in with credentials from `GET /api/get-upload-iot/` and may
 * subscribe only under `users/<ownId>/`; the server publishes task updates with {@link publish}.
 */
export interface LiveChannel {
  /** The broker (for tests and for code that needs server-side subscriptions); a new one after {@link restart}. */
  readonly broker: Aedes;
  /** Signs and verifies the channel's passwords and result download links. */
  readonly tokens: LiveTokens;
  /**
   * Validates `message` against the shared schema and publishes it on
   * `users/<userId>/tasks/<kind>` with QoS 1, not retained. After {@link close} it does nothing.
   * @throws ZodError when the message does not match its kind's schema (a programming error)
   */
  publish(userId: number, message: LiveMessage): Promise<void>;
  /** Serves MQTT over WebSocket on `server`'s `upgrade` event at {@link MQTT_PATH}. */
  attach(server: Server): void;
  /**
   * Simulates a broker restart (dev route, fault tests): every client is disconnected, the
   * broker is closed and replaced by a new one (subscriptions are gone, as after a real restart),
   * and upgrades are refused with 503 for `downMs` before the new broker accepts clients.
   * Resolves once the old broker is closed; returns how many clients were connected.
   */
  restart(downMs?: number): Promise<number>;
  /**
   * Disconnects every client whose sign-in session has ended since it connected (logout,
   * password change or reset, refresh reuse). Runs every {@link SESSION_CHECK_MS}; returns how
   * many clients it disconnected.
   */
  dropEndedSessions(): Promise<number>;
  /** Disconnects every client and closes the broker. Idempotent. */
  close(): Promise<void>;
}

export interface LiveChannelDeps {
  db: Queryable;
  tokens: LiveTokens;
  log: FastifyBaseLogger;
}

function authError(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/** Creates the broker (aedes 1.x: `Aedes.createBroker` is async) with the user-scoped ACL. */
export async function createLiveChannel(deps: LiveChannelDeps): Promise<LiveChannel> {
  const { db, tokens, log } = deps;
  /** The user each authenticated client signed in as. */
  const clientUsers = new WeakMap<Client, number>();
  /** The sign-in session of each connected client's credentials. */
  const clientSessions = new Map<Client, { userId: number; sid: string }>();

  const createBroker = () => Aedes.createBroker({
    // A stuck subscriber must not stall delivery to everyone else.
    drainTimeout: 30_000,
    // Nothing here needs $SYS heartbeats every minute; keep them rare.
    heartbeatInterval: 10 * 60_000,
    connectTimeout: 10_000,

    authenticate(client, username, password, done) {
      const claims = password ? tokens.verifyMqttPassword(password.toString('utf8')) : null;
      if (!claims || username !== claims.username) {
        done(authError('Bad username or password', BAD_USERNAME_OR_PASSWORD), false);
        return;
      }
      if (!client.id.startsWith(clientIdPrefixFor(claims.user_id))) {
        done(authError(`Client id must start with ${clientIdPrefixFor(claims.user_id)}`, IDENTIFIER_REJECTED), false);
        return;
      }
      findUserWithSession(db, claims.user_id, claims.sid).then(
        (found) => {
          if (!found?.user.is_active) return done(authError('User inactive or deleted', NOT_AUTHORIZED), false);
          // Credentials of a session that ended (logout, password change or reset, refresh reuse).
          if (!found.sessionActive) return done(authError('Session has ended', NOT_AUTHORIZED), false);
          const { user } = found;
          clientUsers.set(client, user.id);
          clientSessions.set(client, { userId: user.id, sid: claims.sid });
          done(null, true);
        },
        (err: unknown) => {
          log.error({ err }, 'live broker: user lookup failed');
          done(authError('Server unavailable', SERVER_UNAVAILABLE), false);
        },
      );
    },

    authorizeSubscribe(client, subscription, done) {
      const userId = clientUsers.get(client);
      // A refused filter is negated (SUBACK 128) rather than an error, so the connection stays.
      done(null, userId !== undefined && isOwnTopic(userId, subscription.topic) ? subscription : null);
    },

    authorizePublish(client, packet, done) {
      // client is null only for the broker's own will messages of already-gone clients.
      if (!client) return done(null);
      const userId = clientUsers.get(client);
      if (userId !== undefined && mayClientPublish(userId, packet.topic)) return done(null);
      // MQTT 3.1.1 has no refusal code for PUBLISH: aedes closes the connection.
      done(new Error(`publish to ${packet.topic} not allowed`));
    },
  });

  const startBroker = async () => {
    const created = await createBroker();
    created.on('clientDisconnect', (client) => clientSessions.delete(client));
    created.on('clientError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'live broker: client error'));
    created.on('connectionError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'live broker: connection error'));
    return created;
  };
  let broker = await startBroker();
  /** Until when (ms, Date.now) upgrades are refused after a {@link LiveChannel.restart}. */
  let downUntil = 0;
  let restarting: Promise<number> | undefined;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WS_PAYLOAD_BYTES,
    // mqtt.js asks for the "mqtt" subprotocol; accept it (or whatever is offered first).
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : (protocols.values().next().value ?? false)),
  });
  const sockets = new Set<WebSocket>();
  let closed = false;
  let closing: Promise<void> | undefined;

  function onUpgrade(server: Server, request: IncomingMessage, socket: Duplex, head: Buffer): void {
    let pathname = '';
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // an unparsable URL is simply not ours
    }
    if (pathname !== MQTT_PATH && pathname !== `${MQTT_PATH}/`) {
      // Leave other paths to other upgrade listeners; refuse them when there are none.
      if (server.listenerCount('upgrade') <= 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (closed || restarting || Date.now() < downUntil) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      const stream = createWebSocketStream(ws);
      // aedes reports protocol errors itself; a reset socket must not become an unhandled error.
      stream.on('error', (err) => log.debug({ err: err.message }, 'live broker: websocket stream error'));
      broker.handle(stream, request);
    });
  }

  const dropClients = async (target: Aedes) => {
    for (const ws of sockets) ws.terminate();
    await new Promise<void>((resolve) => target.close(() => resolve()));
  };

  let detach: (() => void) | undefined;

  const dropEndedSessions = async () => {
    let dropped = 0;
    for (const [client, { userId, sid }] of [...clientSessions]) {
      let found: Awaited<ReturnType<typeof findUserWithSession>>;
      try {
        found = await findUserWithSession(db, userId, sid);
      } catch {
        continue; // a failed lookup is no reason to disconnect anyone
      }
      if (found?.sessionActive && found.user.is_active) continue;
      clientSessions.delete(client);
      client.close();
      dropped += 1;
    }
    if (dropped) log.info({ dropped }, 'live broker: disconnected clients of ended sessions');
    return dropped;
  };
  const sessionTimer = setInterval(() => void dropEndedSessions(), SESSION_CHECK_MS);
  sessionTimer.unref();

  return {
    get broker() {
      return broker;
    },
    tokens,
    async publish(userId, message) {
      const body = liveMessageSchema.parse(message);
      // Messages sent while the broker is down are lost, as with a real broker: clients read
      // the task state over REST after they reconnect.
      if (closed || restarting) return;
      await new Promise<void>((resolve, reject) => {
        broker.publish(
          {
            cmd: 'publish',
            topic: liveTaskTopic(userId, body.kind),
            payload: Buffer.from(JSON.stringify(body)),
            qos: 1,
            retain: false,
            dup: false,
          },
          (err) => (err ? reject(err) : resolve()),
        );
      });
    },
    attach(server) {
      const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => onUpgrade(server, request, socket, head);
      server.on('upgrade', listener);
      detach = () => server.off('upgrade', listener);
    },
    dropEndedSessions,
    restart(downMs = 0) {
      restarting ??= (async () => {
        try {
          const connected = sockets.size;
          downUntil = Date.now() + Math.max(0, downMs);
          log.warn({ connected, downMs }, 'live broker: restarting');
          await dropClients(broker);
          if (!closed) broker = await startBroker();
          return connected;
        } finally {
          restarting = undefined;
        }
      })();
      return restarting;
    },
    close() {
      closing ??= (async () => {
        closed = true;
        clearInterval(sessionTimer);
        await restarting?.catch(() => undefined);
        detach?.();
        await dropClients(broker);
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}
