import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { buildServer } from '../app';
import { SEED_PASSWORD } from '../seed';
import { decodeJwt, login, seededDataDir, removeDataDir } from '../testing/testServer';
import { isOwnTopic, mayClientPublish } from './broker';
import { liveServicesOf } from './index';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from './liveTestKit';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(60_000);

describe('topic rules', () => {
  it.each([
    [5, 'users/5/tasks/export-nlz', true],
    [5, 'users/5/#', true],
    [5, 'users/5/tasks/+', true],
    [5, 'users/5/', false],
    [5, 'users/5', false],
    [5, 'users/50/tasks/x', false],
    [5, 'users/+/tasks/#', false],
    [5, '#', false],
    [5, '$share/g/users/5/#', false],
    [5, 'users/6/tasks/export-nlz', false],
  ])('user %d may subscribe to %s: %s', (userId, topic, allowed) => {
    expect(isOwnTopic(userId, topic)).toBe(allowed);
  });

  it.each([
    [5, 'users/5/client/log', true],
    [5, 'users/5/tasks/export-nlz', false],
    [5, 'users/6/client/log', false],
    [5, 'users/5/client/', false],
  ])('user %d may publish to %s: %s', (userId, topic, allowed) => {
    expect(mayClientPublish(userId, topic)).toBe(allowed);
  });
});

describe('live broker over WebSocket', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let clockMs = Date.now();
  const now = () => clockMs;
  const clients: MqttClient[] = [];
  const track = (client: MqttClient) => {
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, now, devMode: true });
    host = await listenOnLoopback(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.endAsync(true).catch(() => undefined)));
    clockMs = Date.now();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('issues short-lived credentials scoped to the user', async () => {
    const { access } = await login(app, 'engineer');
    const userId = decodeJwt(access).user_id as number;
    const device = await fetchCredentials(app, access, host);
    expect(device).toMatchObject({
      url: `ws://${host}/mqtt`,
      username: 'engineer',
      clientIdPrefix: `u${userId}-`,
      topicPrefix: `users/${userId}/`,
      purpose: 'device',
    });
    expect(device.iotId.startsWith(device.clientIdPrefix)).toBe(true);
    expect(Date.parse(device.expiresAt) - clockMs).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(device.expiresAt) - clockMs).toBeLessThanOrEqual(30 * 60_000);
    const report = await fetchCredentials(app, access, host, 'report');
    expect(Date.parse(report.expiresAt) - clockMs).toBeGreaterThan(49 * 60_000);
    expect(decodeJwt(report.password)).toMatchObject({ token_type: 'mqtt', user_id: userId, purpose: 'report' });
  });

  it('answers 401 without a bearer token and 400 for an unknown purpose', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/get-upload-iot/' })).statusCode).toBe(401);
    const { access } = await login(app, 'engineer');
    const bad = await app.inject({ method: 'GET', url: '/api/get-upload-iot/?purpose=other', headers: { authorization: `Bearer ${access}` } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['purpose']);
  });

  it('refuses the MQTT password as a bearer token', async () => {
    const { access } = await login(app, 'engineer');
    const creds = await fetchCredentials(app, access, host);
    const res = await app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${creds.password}` } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts valid credentials', async () => {
    const { access } = await login(app, 'engineer');
    const creds = await fetchCredentials(app, access, host);
    const client = track(await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId }));
    expect(client.connected).toBe(true);
  });

  it('refuses forged, expired, mismatched and access-token passwords', async () => {
    const { access } = await login(app, 'engineer');
    const creds = await fetchCredentials(app, access, host);
    const [head, payload] = creds.password.split('.');
    // Same signature, but the payload claims another user: the signature no longer matches.
    const claims = decodeJwt(creds.password);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, user_id: (claims.user_id as number) + 1 })).toString('base64url');
    const attempts: { username?: string; password?: string; clientId: string }[] = [
      { username: creds.username, password: `${head}.${payload}.invalidsignature`, clientId: creds.iotId },
      { username: creds.username, password: `${head}.${forgedPayload}.${creds.password.split('.')[2]}`, clientId: creds.iotId },
      { username: creds.username, password: access, clientId: creds.iotId },
      { username: 'orgadmin', password: creds.password, clientId: creds.iotId },
      { username: creds.username, password: creds.password, clientId: 'mqttjs_other' },
      { clientId: creds.iotId },
    ];
    for (const attempt of attempts) {
      await expect(connectClient(creds.url, attempt)).rejects.toThrow(/Connection refused/);
    }
    clockMs += 31 * 60_000;
    await expect(connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId })).rejects.toThrow(
      /Bad username or password/,
    );
  });

  it("lets a client subscribe to its own topics only (QoS 128 for another user's)", async () => {
    const engineer = await login(app, 'engineer');
    const other = await login(app, 'orgadmin');
    const creds = await fetchCredentials(app, engineer.access, host);
    const otherId = decodeJwt(other.access).user_id as number;
    const client = track(await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId }));
    // mqtt.js rejects when any filter is refused; the SUBACK it carries has the granted QoS.
    const refused = await client
      .subscribeAsync([`${creds.topicPrefix}tasks/#`, `users/${otherId}/tasks/#`, 'users/+/tasks/#', '#'], { qos: 1 })
      .then(() => undefined, (err: { packet?: { granted?: number[] } }) => err);
    expect(refused?.packet?.granted).toEqual([1, 128, 128, 128]);
    const own = await client.subscribeAsync(`${creds.topicPrefix}tasks/#`, { qos: 1 });
    expect(own.map((g) => g.qos)).toEqual([1]);
    expect(client.connected).toBe(true);
  });

  it("delivers server messages to the user's own subscription and not to others", async () => {
    const engineer = await login(app, 'engineer');
    const other = await login(app, 'orgadmin');
    const engineerId = decodeJwt(engineer.access).user_id as number;
    const mine = await fetchCredentials(app, engineer.access, host);
    const theirs = await fetchCredentials(app, other.access, host);
    const a = track(await connectClient(mine.url, { username: mine.username, password: mine.password, clientId: mine.iotId }));
    const b = track(await connectClient(theirs.url, { username: theirs.username, password: theirs.password, clientId: theirs.iotId }));
    await a.subscribeAsync(`${mine.topicPrefix}tasks/#`, { qos: 1 });
    await b.subscribeAsync(`${theirs.topicPrefix}tasks/#`, { qos: 1 });
    await expect(b.subscribeAsync(`${mine.topicPrefix}tasks/#`, { qos: 1 })).rejects.toThrow(/Subscribe error/); // QoS 128
    const gotA = collectMessages(a);
    const gotB = collectMessages(b);
    const { live } = liveServicesOf(app);
    await live.publish(engineerId, { kind: 'new-snapshot', taskId: '42', status: 'created', snapshotId: 42, serial: 'ABC123' });
    await waitFor(() => gotA.length === 1);
    expect(gotA[0]).toEqual({ topic: `${mine.topicPrefix}tasks/new-snapshot`, body: { kind: 'new-snapshot', taskId: '42', status: 'created', snapshotId: 42, serial: 'ABC123' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gotB).toEqual([]);
  });

  it('refuses a malformed message before publishing it', async () => {
    const { live } = liveServicesOf(app);
    await expect(live.publish(1, { kind: 'fleet-update', taskId: 't', status: 'DONE' } as never)).rejects.toThrow();
  });

  it('lets a client publish under users/<id>/client/ and disconnects it for other topics', async () => {
    const { access } = await login(app, 'engineer');
    const creds = await fetchCredentials(app, access, host);
    const client = track(await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId }));
    await client.subscribeAsync(`${creds.topicPrefix}client/#`, { qos: 1 });
    const got = collectMessages(client);
    await client.publishAsync(`${creds.topicPrefix}client/log`, JSON.stringify({ hello: 1 }), { qos: 1 });
    await waitFor(() => got.length === 1);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(`${creds.topicPrefix}tasks/export-nlz`, '{}', { qos: 0 });
    await closed;
  });

  /** The HTTP status a WebSocket upgrade on `path` is refused with (undefined when it is not answered with one). */
  async function upgradeRefusal(path: string): Promise<number | undefined> {
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`ws://${host}${path}`, 'mqtt');
    return new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('error', () => resolve(undefined));
    });
  }

  it('answers 404 to a WebSocket upgrade on another path', async () => {
    expect(await upgradeRefusal('/other')).toBe(404);
  });

  it('restarts on the dev route: clients are dropped, refused while down, accepted again on a new broker', async () => {
    const { access } = await login(app, 'engineer');
    const userId = decodeJwt(access).user_id as number;
    const creds = await fetchCredentials(app, access, host);
    const client = track(await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId }));
    await client.subscribeAsync(`${creds.topicPrefix}tasks/#`, { qos: 1 });
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const before = liveServicesOf(app).live.broker;

    const res = await app.inject({ method: 'POST', url: '/dev/live/restart', payload: { downMs: 1_500 }, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disconnected: 1 });
    await closed;
    expect(liveServicesOf(app).live.broker).not.toBe(before);
    // Down: the upgrade is refused, so no client can connect.
    expect(await upgradeRefusal('/mqtt')).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const again = track(await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId }));
    await again.subscribeAsync(`${creds.topicPrefix}tasks/#`, { qos: 1 });
    const got = collectMessages(again);
    await liveServicesOf(app).live.publish(userId, { kind: 'new-snapshot', taskId: '43', status: 'created', snapshotId: 43, serial: 'ABC123' });
    await waitFor(() => got.length === 1);
  });

  it('refuses bad restart bodies and non-loopback callers', async () => {
    const bad = await app.inject({ method: 'POST', url: '/dev/live/restart', payload: { downMs: -1 }, headers: { host } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['downMs']);
    const foreign = await app.inject({ method: 'POST', url: '/dev/live/restart', payload: {}, remoteAddress: '192.168.1.20' });
    expect(foreign.statusCode).toBe(404);
  });

  describe('credentials end with the session they were issued to', () => {
    const connect = (creds: { url: string; username: string; password: string; iotId: string }) =>
      connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });

    it('names the session in the password', async () => {
      const { access } = await login(app, 'engineer');
      const creds = await fetchCredentials(app, access, host);
      expect(decodeJwt(creds.password).sid).toBe(decodeJwt(access).sid);
    });

    it('refuses the credentials of a session that logged out, and keeps those of another session', async () => {
      const ending = await login(app, 'engineer');
      const other = await login(app, 'engineer');
      const endingCreds = await fetchCredentials(app, ending.access, host);
      const otherCreds = await fetchCredentials(app, other.access, host);
      track(await connect(endingCreds));
      const logout = await app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: ending.refresh } });
      expect(logout.statusCode).toBe(200);
      await expect(connect(endingCreds)).rejects.toThrow(/Not authorized/);
      expect(track(await connect(otherCreds)).connected).toBe(true);
    });

    it('refuses the credentials of the sessions a password change ended, and keeps the current one', async () => {
      const elsewhere = await login(app, 'staff');
      const here = await login(app, 'staff');
      const elsewhereCreds = await fetchCredentials(app, elsewhere.access, host);
      const hereCreds = await fetchCredentials(app, here.access, host);
      const change = (from: string, to: string) =>
        app.inject({
          method: 'POST',
          url: '/api/change_password/',
          headers: { authorization: `Bearer ${here.access}` },
          payload: { old_password: from, password: to, password2: to },
        });
      expect((await change(SEED_PASSWORD, 'a-changed-password-7')).statusCode).toBe(200);
      try {
        await expect(connect(elsewhereCreds)).rejects.toThrow(/Not authorized/);
        expect(track(await connect(hereCreds)).connected).toBe(true);
      } finally {
        expect((await change('a-changed-password-7', SEED_PASSWORD)).statusCode).toBe(200);
      }
    });

    it('disconnects a connected client once its session has ended', async () => {
      const ending = await login(app, 'engineer');
      const other = await login(app, 'engineer');
      const endingClient = track(await connect(await fetchCredentials(app, ending.access, host)));
      const otherClient = track(await connect(await fetchCredentials(app, other.access, host)));
      const closed = new Promise<void>((resolve) => endingClient.once('close', () => resolve()));
      const { live } = liveServicesOf(app);
      expect(await live.dropEndedSessions()).toBe(0);
      expect((await app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: ending.refresh } })).statusCode).toBe(200);
      expect(await live.dropEndedSessions()).toBe(1);
      await closed;
      expect(otherClient.connected).toBe(true);
    });

    it('refuses credentials signed without a session', async () => {
      const { access } = await login(app, 'engineer');
      const creds = await fetchCredentials(app, access, host);
      const claims = decodeJwt(creds.password);
      delete claims.sid;
      const legacy = app.jwt.sign(claims);
      await expect(connect({ ...creds, password: legacy })).rejects.toThrow(/Bad username or password/);
    });
  });
});
