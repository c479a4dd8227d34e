import type { FastifyInstance } from 'fastify';
import { liveMessageSchema, prpdVideoFileSchema, prpdVideoSchema, realtimeVideoSchema, type PrpdVideo } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { insertFixtureSnapshots } from '../jobs/jobsTestKit';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(90_000);

describe('video analytics routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  let pd: number;
  let leak: number;
  let foreign: number;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    const { db } = liveServicesOf(app);
    [pd, leak] = (
      await insertFixtureSnapshots(db, 'engineer', 'TJA01', [
        { kind: 'pd', createdDate: '2025-01-01T10:00:00Z' },
        { kind: 'leak', createdDate: '2025-01-01T11:00:00Z' },
      ])
    ).ids as [number, number];
    [foreign] = (await insertFixtureSnapshots(db, 'orgadmin', 'TJA02', [{ kind: 'pd', createdDate: '2025-01-01T10:00:00Z' }])).ids as [number];
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const get = (url: string, token: string | null = access) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}`, host } : { host } });

  describe('prpdvideo', () => {
    it('starts a prpd-pattern job, publishes its progress and then answers the finished video', async () => {
      const creds = await fetchCredentials(app, access, host);
      const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
      try {
        await client.subscribeAsync(`${creds.topicPrefix}tasks/prpd-pattern`, { qos: 1 });
        const received = collectMessages(client);

        const first = await get(`/api/snapshots/${pd}/analytics/prpdvideo/?userIot=${creds.iotId}`);
        expect(first.statusCode).toBe(200);
        const started = prpdVideoSchema.parse(first.json());
        expect(started).toMatchObject({ status: 'queued', url: null, frames: 20, fps: 10, xSize: 72, ySize: 40, progress: 0, durationSeconds: 2 });

        await liveServicesOf(app).jobs.finished(started.taskId);
        const done = prpdVideoSchema.parse((await get(`/api/snapshots/${pd}/analytics/prpdvideo/`)).json());
        expect(done).toMatchObject({ taskId: started.taskId, status: 'done', progress: 1, frames: 20 });
        expect(done.url).toMatch(new RegExp(`^http://${host}/api/downloads/${started.taskId}/file\\?token=`));

        const file = await fetch(done.url!);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/^application\/json/);
        const video = prpdVideoFileSchema.parse(await file.json());
        expect(video).toMatchObject({ snapshotId: pd, frames: 20, fps: 10, xSize: 72, ySize: 40, acFrequencyHz: 50 });
        expect(video.data).toHaveLength(20);
        expect(video.data[0]!.counts).toHaveLength(40);
        expect(video.data[0]!.counts[0]).toHaveLength(72);
        // Each frame counts exactly the pulses of its window.
        for (const frame of video.data) expect(frame.counts.flat().reduce((a, b) => a + b, 0)).toBe(frame.pulses);
        expect(video.data.at(-1)!.pulses).toBeGreaterThan(0);

        await waitFor(() => received.some((m) => m.body.status === 'done'));
        for (const m of received) liveMessageSchema.parse(m.body);
        const statuses = received.map((m) => m.body.status);
        expect(statuses[0]).toBe('queued');
        expect(statuses.at(-1)).toBe('done');
        expect(statuses.slice(1, -1).every((s) => s === 'processing')).toBe(true);
        expect(received.map((m) => m.body.seq)).toEqual(received.map((_m, i) => i));
        expect(received.at(-1)!.body).toMatchObject({ kind: 'prpd-pattern', snapshotId: pd, frames: 20, progress: 1, iotId: creds.iotId });
        expect(received.at(-1)!.body.url).toEqual(expect.stringContaining(`/api/downloads/${started.taskId}/file`));
      } finally {
        await client.endAsync(true);
      }
    });

    it('reuses the job unless forced, and keys it by the AC frequency', async () => {
      const again = (await get(`/api/snapshots/${pd}/analytics/prpdvideo/`)).json<PrpdVideo>();
      const same = (await get(`/api/snapshots/${pd}/analytics/prpdvideo/`)).json<PrpdVideo>();
      expect(same.taskId).toBe(again.taskId);
      const forced = (await get(`/api/snapshots/${pd}/analytics/prpdvideo/?force=1`)).json<PrpdVideo>();
      expect(forced.taskId).not.toBe(again.taskId);
      const sixty = (await get(`/api/snapshots/${pd}/analytics/prpdvideo/?manual_freq=60`)).json<PrpdVideo>();
      expect(sixty.taskId).not.toBe(forced.taskId);
      await liveServicesOf(app).jobs.idle();
      const after = (await get(`/api/snapshots/${pd}/analytics/prpdvideo/`)).json<PrpdVideo>();
      expect(after.taskId).toBe(forced.taskId);
    });

    it('answers 400 for a bad AC frequency, 404 for a foreign or unknown snapshot, 401 without a token', async () => {
      expect((await get(`/api/snapshots/${pd}/analytics/prpdvideo/?manual_freq=5`)).statusCode).toBe(400);
      expect((await get(`/api/snapshots/${pd}/analytics/prpdvideo/?force=maybe`)).statusCode).toBe(400);
      expect((await get(`/api/snapshots/${foreign}/analytics/prpdvideo/`)).statusCode).toBe(404);
      expect((await get(`/api/snapshots/abc/analytics/prpdvideo/`)).statusCode).toBe(404);
      expect((await get(`/api/snapshots/${pd}/analytics/prpdvideo/`, null)).statusCode).toBe(401);
    });
  });

  describe('realtimevideo', () => {
    it('gives indicators and PD severity per 0.1 s step of a PD recording', async () => {
      const res = await get(`/api/snapshots/${pd}/analytics/realtimevideo/`);
      expect(res.statusCode).toBe(200);
      const series = realtimeVideoSchema.parse(res.json());
      expect(series).toMatchObject({ snapshotId: pd, durationSeconds: 2, stepSeconds: 0.1, windowSeconds: 0.1, unit: 'lpm' });
      expect(series.steps).toHaveLength(20);
      expect(series.steps.map((s) => s.timeS).slice(0, 3)).toEqual([0, 0.1, 0.2]);
      for (const step of series.steps) {
        expect(step.kurtosis).toEqual(expect.any(Number));
        expect(step.crestFactor).toEqual(expect.any(Number));
        expect(step.leakSize).toBeNull();
        expect(step.pdSeverityMax).toEqual(expect.any(Number));
      }
      expect(series.steps.some((s) => s.pdClassification.length > 0)).toBe(true);
    });

    it('gives the leak size per step of a leak recording and honours the step', async () => {
      const series = realtimeVideoSchema.parse((await get(`/api/snapshots/${leak}/analytics/realtimevideo/?step=0.5`)).json());
      expect(series.stepSeconds).toBe(0.5);
      expect(series.steps.map((s) => s.timeS)).toEqual([0, 0.5, 1, 1.5]);
      for (const step of series.steps) {
        expect(step.leakSize).toBeGreaterThan(0);
        expect(step.pdSeverityMin).toBeNull();
        expect(step.kurtosis!).toBeGreaterThan(2);
        expect(step.kurtosis!).toBeLessThan(4);
      }
    });

    it('answers 400 for a bad step, 404 for a foreign snapshot, 401 without a token', async () => {
      expect((await get(`/api/snapshots/${leak}/analytics/realtimevideo/?step=0`)).statusCode).toBe(400);
      expect((await get(`/api/snapshots/${foreign}/analytics/realtimevideo/`)).statusCode).toBe(404);
      expect((await get(`/api/snapshots/${leak}/analytics/realtimevideo/`, null)).statusCode).toBe(401);
    });
  });
});
