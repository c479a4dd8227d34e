import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { FLEET_UPDATE_FAILED, FLEET_UPDATE_READY, liveMessageSchema, type Device, type FleetUpdateAnswer } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Spec 001 section 4 (fleet update statuses, 20 s repeat guard) and section 7 (device/{serial}/update/).
jest.setTimeout(90_000);
// Phases wait a few ms instead of 1.5 s (see jobs/fleetUpdate.ts).
process.env.FLEET_UPDATE_STEP_MS = '5';

describe('POST /api/device/{serial}/update/', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  // A controllable clock for the repeat guard (tokens use it too, so it only moves forward a little).
  let clockMs = Date.parse('2026-11-14T10:00:00Z');

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, now: () => clockMs });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const auth = (token = access) => ({ authorization: `Bearer ${token}`, host });
  const update = (serial: string, body: unknown, token: string | null = access) =>
    app.inject({ method: 'POST', url: `/api/device/${serial}/update/`, payload: body as object, headers: token ? auth(token) : { host } });
  const device = async (serial: string) =>
    (await app.inject({ method: 'GET', url: `/api/device/${serial}/`, headers: auth() })).json<Device>();

  /** Starts an update with a live client subscribed, and returns its messages once it ends. */
  async function runUpdate(serial: string, body: Record<string, unknown>) {
    const creds = await fetchCredentials(app, access, host);
    const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
    try {
      await client.subscribeAsync(`${creds.topicPrefix}tasks/fleet-update`, { qos: 1 });
      const received = collectMessages(client);
      const res = await app.inject({
        method: 'POST',
        url: `/api/device/${serial}/update/?iotId=${creds.iotId}`,
        payload: body,
        headers: auth(),
      });
      expect(res.statusCode).toBe(202);
      const answer = res.json<FleetUpdateAnswer>();
      await liveServicesOf(app).jobs.finished(answer.taskId);
      await waitFor(() => received.some((m) => ['SUCCEEDED', 'FAILED'].includes(m.body.status as string)));
      return { answer, messages: received.map((m) => ({ topic: m.topic, body: liveMessageSchema.parse(m.body) })) };
    } finally {
      await client.endAsync(true);
    }
  }

  /** Statuses in arrival order with repeats (RUNNING with progress) collapsed. */
  const statusSequence = (messages: { body: { status: string } }[]) =>
    messages.map((m) => m.body.status).filter((s, i, all) => i === 0 || all[i - 1] !== s);

  it('answers 401 without a bearer token', async () => {
    const res = await update('NLC21004', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-L200-350', updateMode: 'S3' }, null);
    expect(res.statusCode).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['no body', undefined, 'targetSoftwareVersion'],
    ['no configuration', { targetSoftwareVersion: '3.5.0', updateMode: 'S3' }, 'configurationId'],
    ['an unknown mode', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-L200-350', updateMode: 'FTP' }, 'updateMode'],
    ['a blank version', { targetSoftwareVersion: ' ', configurationId: 'CFG-L200-350', updateMode: 'USB' }, 'targetSoftwareVersion'],
  ])('answers 400 with field messages for %s', async (_name, body, field) => {
    const res = await update('NLC21004', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([expect.any(String)]);
  });

  it('answers 404 for a camera of another user', async () => {
    const res = await update('STF40001', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-S500-350', updateMode: 'S3' });
    expect(res.statusCode).toBe(404);
  });

  it('publishes VALIDATING, SUBMITTED, STARTING, RUNNING, SUCCEEDED in order and installs the version', async () => {
    const before = await device('NLC21004');
    expect(before.SoftwareVersionId).toBe('3.2.1');
    expect(before.AvailableSoftwareUpdates.map((u) => u.SoftwareVersionId)).toEqual(['3.5.0', '3.3.2']);

    const { answer, messages } = await runUpdate('NLC21004', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-L200-350', updateMode: 'S3' });
    expect(answer).toMatchObject({ serial: 'NLC21004', status: 'VALIDATING' });
    expect(statusSequence(messages)).toEqual(['VALIDATING', 'SUBMITTED', 'STARTING', 'RUNNING', 'SUCCEEDED']);
    expect(messages.map((m) => m.body.seq)).toEqual(messages.map((_m, i) => i));
    for (const m of messages) {
      expect(m.topic).toMatch(/^users\/\d+\/tasks\/fleet-update$/);
      expect(m.body).toMatchObject({ kind: 'fleet-update', serial: 'NLC21004', ExecutionId: answer.ExecutionId, taskId: answer.taskId });
    }
    // The viewer's task bus reads SUCCEEDED as ready and the earlier words as in progress.
    expect(FLEET_UPDATE_READY).toContain(messages.at(-1)!.body.status);
    expect(messages.at(-1)!.body).toMatchObject({ progress: 1 });
    expect(messages.at(-1)!.body).not.toHaveProperty('alertCode');

    const after = await device('NLC21004');
    expect(after).toMatchObject({ SoftwareVersionId: '3.5.0', ConfigurationId: 'CFG-L200-350', AvailableSoftwareUpdates: [] });
  });

  it('refuses a repeat request for the same camera within 20 s (429), and accepts it after', async () => {
    const body = { targetSoftwareVersion: '3.3.2', configurationId: 'CFG-L200-332', updateMode: 'S3' };
    clockMs += 60_000;
    const first = await update('NLC21004', body);
    expect(first.statusCode).toBe(202);
    await liveServicesOf(app).jobs.finished(first.json<FleetUpdateAnswer>().taskId);

    clockMs += 19_000;
    const repeat = await update('NLC21004', body);
    expect(repeat.statusCode).toBe(429);
    expect(repeat.headers['retry-after']).toBe('1');
    // The caller's own earlier task is named, so a second tab follows it rather than failing.
    expect(repeat.json()).toMatchObject({ detail: expect.stringMatching(/20 s/), code: 'updateRequested', retryAfterSeconds: 1, taskId: first.json<FleetUpdateAnswer>().taskId });

    // Another camera is not held back by it.
    const other = await update('NLC21017', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-S500-350', updateMode: 'S3' });
    expect(other.statusCode).toBe(202);
    await liveServicesOf(app).jobs.finished(other.json<FleetUpdateAnswer>().taskId);

    clockMs += 1_500;
    const later = await update('NLC21004', body);
    expect(later.statusCode).toBe(202);
    await liveServicesOf(app).jobs.finished(later.json<FleetUpdateAnswer>().taskId);
  });

  it('answers 409 with the running task while an earlier update of the camera still runs', async () => {
    const body = { targetSoftwareVersion: '3.3.2', configurationId: 'CFG-L200-332', updateMode: 'S3' };
    clockMs += 60_000;
    const first = await update('NLC21004', body);
    expect(first.statusCode).toBe(202);
    const taskId = first.json<FleetUpdateAnswer>().taskId;
    clockMs += 21_000;
    const second = await update('NLC21004', body);
    expect([second.statusCode, second.json()]).toEqual([409, expect.objectContaining({ code: 'updateRunning', taskId })]);
    await liveServicesOf(app).jobs.finished(taskId);
  });

  it('fails with alertCode targetNotAvailable for a withdrawn version, leaving the camera as it was', async () => {
    clockMs += 30_000;
    const before = await device('NLC21017');
    expect(before.AvailableSoftwareUpdates).toEqual([expect.objectContaining({ SoftwareVersionId: '3.5.0', Active: false })]);
    const { messages } = await runUpdate('NLC21017', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-S500-350', updateMode: 'S3' });
    expect(statusSequence(messages)).toEqual(['VALIDATING', 'FAILED']);
    const last = messages.at(-1)!.body;
    expect(last).toMatchObject({ status: 'FAILED', alertCode: 'targetNotAvailable', error: expect.any(String) });
    expect(FLEET_UPDATE_FAILED).toContain(last.status);
    expect((await device('NLC21017')).SoftwareVersionId).toBe('3.4.0');
  });

  it('fails with alertCode updateNotAllowed when AllowedToUpdate is false', async () => {
    clockMs += 30_000;
    await liveServicesOf(app).db.query(`UPDATE devices SET allowed_to_update = false WHERE serial = 'NLC21033'`);
    expect((await device('NLC21033')).AllowedToUpdate).toBe(false);
    const { messages } = await runUpdate('NLC21033', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-P400-350', updateMode: 'S3' });
    expect(messages.at(-1)!.body).toMatchObject({ status: 'FAILED', alertCode: 'updateNotAllowed' });
    expect((await device('NLC21033')).SoftwareVersionId).toBe('2.9.5');
  });

  it('updates an organization camera by USB and serves the package at the final downloadUrl', async () => {
    clockMs += 30_000;
    const { messages } = await runUpdate('NWU30103', { targetSoftwareVersion: '3.5.0', configurationId: 'CFG-P400-350', updateMode: 'USB' });
    const last = messages.at(-1)!.body;
    expect(last.status).toBe('SUCCEEDED');
    expect(new URL(last.downloadUrl!).host).toBe(host);
    const file = await fetch(last.downloadUrl!);
    expect(file.status).toBe(200);
    const zip = await JSZip.loadAsync(await file.arrayBuffer());
    expect(JSON.parse(await zip.file('manifest.json')!.async('string'))).toMatchObject({ serial: 'NWU30103', softwareVersion: '3.5.0' });
    expect((await device('NWU30103')).SoftwareVersionId).toBe('3.5.0');
  });
});
