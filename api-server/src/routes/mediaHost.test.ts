import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import {
  bfvFramesSchema,
  deviceIotCredentialsSchema,
  jobItemSchema,
  managementCredentialsSchema,
  signedCookiesSchema,
  type JobRecord,
  type SignedCookies,
} from 'shared-domain/schemas';
import { buildServer } from '../app';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

describe('media host paths', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  /** engineer's own camera and one of its recordings. */
  let ownId: number;
  /** NWU30103: seen by engineer through the Field Services group, not owned. */
  let groupId: number;
  /** NWU30101: not seen by engineer. */
  let foreignId: number;

  const firstOf = async (serial: string) =>
    (await liveServicesOf(app).db.query<{ id: number }>('SELECT s.id FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = $1 AND s.active AND s.heatmap_blob_id IS NOT NULL ORDER BY s.id LIMIT 1', [serial])).rows[0]!.id;
  const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${access}` }) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const post = (url: string, token: string | null = access) => app.inject({ method: 'POST', url, headers: token ? { host, authorization: `Bearer ${token}` } : { host } });
  const cookieHeader = (c: SignedCookies) => Object.entries(c.cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    ownId = await firstOf('NLC21004');
    groupId = await firstOf('NWU30103');
    foreignId = await firstOf('NWU30101');
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('answers 401 without credentials on every path', async () => {
    for (const url of ['/vod/devices/NLC21004/signed-cookies', '/vod/devices/NLC21004/iot-credentials', `/vod/devices/NLC21004/job-item/${ownId}`, `/bfv/devices/NLC21004/frames/${ownId}_bfv`, '/management/credentials']) {
      expect([url, (await get(url, {})).statusCode]).toEqual([url, 401]);
    }
    expect((await post(`/vod/jobs/devices/NLC21004/job-item/${ownId}`, null)).statusCode).toBe(401);
    expect((await post(`/vod/jobs/devices/NLC21004/export/${ownId}`, null)).statusCode).toBe(401);
  });

  it("answers 404 for a camera or recording the caller does not see", async () => {
    for (const url of ['/vod/devices/NWU30101/signed-cookies', '/vod/devices/NWU30101/iot-credentials', `/vod/devices/NWU30101/job-item/${foreignId}`, `/bfv/devices/NWU30101/frames/${foreignId}_bfv`]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
    // A recording of another camera under a seen camera's path.
    expect((await get(`/vod/devices/NLC21004/job-item/${groupId}`)).statusCode).toBe(404);
    expect((await post(`/vod/jobs/devices/NWU30101/export/${foreignId}`)).statusCode).toBe(404);
    expect((await get(`/bfv/devices/NLC21004/frames/${ownId}_mp4`)).statusCode).toBe(404);
  });

  it('answers 400 with field messages to a bad frame window', async () => {
    expect((await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv?start=-1`)).json()).toEqual({ start: ['Ensure this value is greater than or equal to 0.'] });
    expect((await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv?start=2&end=1`)).json()).toEqual({ end: ['Ensure this value is greater than or equal to start.'] });
    expect((await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv?start=abc`)).statusCode).toBe(400);
  });

  it('serves the same frames as video-bfv, and converted frames over the dynamic range', async () => {
    const bfv = bfvFramesSchema.parse((await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv?start=0&end=2`)).json());
    const reference = (await get(`/api/snapshots/${ownId}/video-bfv/?begin=0&end=2`)).json();
    expect(bfv.frames).toEqual(reference.frames);
    expect(bfv).toMatchObject({ id: ownId, serial: 'NLC21004', converted: false, width: reference.width, height: reference.height, rangeDb: null });

    const converted = bfvFramesSchema.parse((await get(`/bfv/devices/NLC21004/frames/${ownId}_converted_bfv`)).json());
    expect(converted.converted).toBe(true);
    const [low, high] = converted.rangeDb!;
    expect(high).toBeGreaterThan(low);
    const all = (await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv`)).json();
    const first = all.frames[0].levels as number[];
    const levels = converted.frames[0]!.levels;
    expect(levels.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
    // Cells below the range's lower edge are 0, the others 1..255 (dB values are rounded to 0.1).
    const clear = first.map((db, i) => [db, levels[i]!] as const).filter(([db]) => Math.abs(db - low) > 0.1);
    expect(clear.length).toBeGreaterThan(first.length / 2);
    for (const [db, level] of clear) expect(level === 0).toBe(db < low);
    expect(levels.some((v) => v > 0)).toBe(true);
  });

  it('sets signed cookies that open job items and frames without a bearer, for that camera only', async () => {
    const res = await get('/vod/devices/NLC21004/signed-cookies');
    expect(res.statusCode).toBe(200);
    const cookies = signedCookiesSchema.parse(res.json());
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookie).toHaveLength(6);
    expect(setCookie.some((c) => c.startsWith('Media-Signature=') && c.includes('Path=/bfv/devices/NLC21004/') && c.includes('HttpOnly'))).toBe(true);

    const item = jobItemSchema.parse((await get(`/vod/devices/NLC21004/job-item/${ownId}`, { cookie: cookieHeader(cookies) })).json());
    expect(item).toMatchObject({ id: ownId, serial: 'NLC21004', bfvPath: `/bfv/devices/NLC21004/frames/${ownId}_bfv`, conversion: null, export: null });
    expect(item.frames).toBeGreaterThan(0);
    expect((await get(`/bfv/devices/NLC21004/frames/${ownId}_bfv`, { cookie: cookieHeader(cookies) })).statusCode).toBe(200);

    // The cookies name their camera; a forged signature is refused.
    const other = await firstOf('NLC21017');
    expect((await get(`/vod/devices/NLC21017/job-item/${other}`, { cookie: cookieHeader(cookies) })).statusCode).toBe(401);
    const forged = { ...cookies, cookies: { ...cookies.cookies, 'Media-Signature': 'AAAA' } };
    expect((await get(`/vod/devices/NLC21004/job-item/${ownId}`, { cookie: cookieHeader(forged) })).statusCode).toBe(401);
  });

  it('lists signed cookies for every camera the caller sees', async () => {
    const creds = managementCredentialsSchema.parse((await get('/management/credentials')).json());
    expect(creds.devices.map((d) => d.serial)).toEqual(['NLC21004', 'NLC21017', 'NLC21033', 'NWU30103']);
  });

  it('exports a recording as .nlz with device-export-state statuses over MQTT, using the camera credentials', async () => {
    const creds = deviceIotCredentialsSchema.parse((await get('/vod/devices/NLC21004/iot-credentials')).json());
    expect(creds).toMatchObject({ serial: 'NLC21004', purpose: 'device' });
    const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
    try {
      for (const topic of creds.topics) await client.subscribeAsync(topic, { qos: 1 });
      const received = collectMessages(client);
      const res = await post(`/vod/jobs/devices/NLC21004/export/${ownId}`);
      expect(res.statusCode).toBe(202);
      const { taskId } = res.json<{ taskId: string }>();
      await waitFor(() => received.some((m) => m.body.taskId === taskId && (m.body.status === 'done' || m.body.status === 'fail')), 20_000);
      const mine = received.filter((m) => m.body.taskId === taskId);
      expect(mine.map((m) => m.body.status)).toEqual(['exporting', 'heatmap', 'encode', 'done']);
      expect(mine.every((m) => m.topic.endsWith('/tasks/device-export-state') && m.body.serial === 'NLC21004' && m.body.snapshotId === ownId)).toBe(true);

      const nlz = await JSZip.loadAsync(await (await fetch(mine.at(-1)!.body.downloadUrl as string)).arrayBuffer());
      expect(JSON.parse(await nlz.file('meta.json')!.async('string')).snapshot).toMatchObject({ id: ownId, device_serial: 'NLC21004' });
      const item = jobItemSchema.parse((await get(`/vod/devices/NLC21004/job-item/${ownId}`)).json());
      expect(item.export).toMatchObject({ taskId, status: 'done', url: expect.stringContaining(`/api/downloads/${taskId}/file?token=`) });
    } finally {
      await client.endAsync(true);
    }
  });

  it('refuses to export a recording seen only through an organization', async () => {
    const res = await post(`/vod/jobs/devices/NWU30103/export/${groupId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().id[0]).toMatch(/ownership/);
  });

  it('converts a recording (output-group-details) and reports it on the job item', async () => {
    const res = await post(`/vod/jobs/devices/NWU30103/job-item/${groupId}`);
    expect(res.statusCode).toBe(202);
    const { taskId } = res.json<{ taskId: string }>();
    await liveServicesOf(app).jobs.finished(taskId);
    const record = (await get(`/api/jobs/${taskId}/`)).json<JobRecord>();
    expect(record).toMatchObject({ kind: 'output-group-details', state: 'succeeded', status: 'COMPLETE' });
    const file = bfvFramesSchema.parse(await (await fetch(record.downloadUrl!)).json());
    expect(file).toMatchObject({ id: groupId, converted: true });
    const item = jobItemSchema.parse((await get(`/vod/devices/NWU30103/job-item/${groupId}`)).json());
    expect(item.conversion).toMatchObject({ taskId, status: 'COMPLETE' });
  });
});
