import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import type { JobRecord } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { decodeJwt, login, removeDataDir, seededDataDir } from '../testing/testServer';
import { JobError, runJob } from './index';
import { insertJob } from './jobsTable';
import { progressFraction } from './runner';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(90_000);

/** A promise and its resolver, to hold a job until the test lets it go. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('progressFraction', () => {
  it('passes fractions through and divides step counts', () => {
    expect(progressFraction(undefined)).toBeNull();
    expect(progressFraction(0.25)).toBe(0.25);
    expect(progressFraction({ step: 3, of: 7 })).toBeCloseTo(3 / 7);
  });
});

describe('jobs runner', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  let userId: number;
  let client: MqttClient | undefined;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    userId = decodeJwt(access).user_id as number;
  });
  afterEach(async () => {
    await client?.endAsync(true).catch(() => undefined);
    client = undefined;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const getJob = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/jobs/${id}/`, headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
    return res.json<JobRecord>();
  };

  it('publishes every progress message in order over a real MQTT client, then records the final state', async () => {
    const creds = await fetchCredentials(app, access, host, 'report');
    client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
    await client.subscribeAsync(`${creds.topicPrefix}tasks/#`, { qos: 1 });
    const received = collectMessages(client);
    const { jobs } = liveServicesOf(app);

    const job = await runJob(
      { jobs },
      { userId, kind: 'excel-export', description: 'Excel report', iotId: creds.iotId, fields: { executionId: 'exec-1' } },
      async (report) => {
        await report({ status: 'FORWARDING' });
        for (let step = 1; step <= 7; step += 1) await report({ status: 'PROCESSING', progress: { step, of: 7 } });
        return { result: { rows: 12 }, file: { filename: 'report.csv', contentType: 'text/csv', data: Buffer.from('a,b\n1,2\n') } };
      },
    );
    expect(job).toMatchObject({ kind: 'excel-export', state: 'queued', status: 'UPLOADING' });
    await jobs.finished(job.id);
    await waitFor(() => received.length === 10);

    expect(received.every((m) => m.topic === `users/${userId}/tasks/excel-export`)).toBe(true);
    const bodies = received.map((m) => m.body);
    expect(bodies.map((b) => b.status)).toEqual(['UPLOADING', 'FORWARDING', ...Array(7).fill('PROCESSING'), 'FINISHED']);
    expect(bodies.map((b) => b.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(bodies.slice(2, 9).map((b) => (b.progress as { step: number }).step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const body of bodies) expect(body).toMatchObject({ kind: 'excel-export', taskId: job.id, iotId: creds.iotId, executionId: 'exec-1', description: 'Excel report' });
    const last = bodies[9]!;
    expect(last.progress).toBe(1);
    expect(last.downloadUrl).toMatch(new RegExp(`/api/downloads/${job.id}/file\\?token=`));

    const record = await getJob(job.id);
    expect(record).toMatchObject({ id: job.id, uuid: job.id, state: 'succeeded', status: 'FINISHED', progress: 1, result: { rows: 12 }, error: null });
    expect(record.downloadUrl).toBe(last.downloadUrl);
    expect(record.lastMessage).toEqual(last);

    const file = await app.inject({ method: 'GET', url: new URL(last.downloadUrl as string, 'http://x').pathname + new URL(last.downloadUrl as string, 'http://x').search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv');
    expect(file.headers['content-disposition']).toContain('report.csv');
    expect(file.body).toBe('a,b\n1,2\n');
  });

  it("records a failure with the kind's failure status, the JobError's English text, its code and parameters", async () => {
    const { jobs } = liveServicesOf(app);
    const failing = await runJob({ jobs }, { userId, kind: 'export-nlz', description: 'x' }, async (report) => {
      await report({ status: 'exporting', progress: 0.5 });
      throw new JobError('snapshotGone', { id: 7 });
    });
    const crashing = await runJob({ jobs }, { userId, kind: 'fleet-update', description: 'update', fields: { serial: 'ABC', ExecutionId: 'e1' } }, async () => {
      throw new Error('internal detail that must not leak');
    });
    await Promise.all([jobs.finished(failing.id), jobs.finished(crashing.id)]);
    expect(await getJob(failing.id)).toMatchObject({
      state: 'failed',
      status: 'fail',
      error: 'Snapshot 7 is no longer available.',
      progress: 0.5,
      lastMessage: { errorCode: 'snapshotGone', errorParams: { id: 7 } },
    });
    // An unexpected error: the generic code, no detail.
    expect(await getJob(crashing.id)).toMatchObject({ state: 'failed', status: 'FAILED', error: 'The task failed.', lastMessage: { errorCode: 'failed' } });
    expect(JSON.stringify(await getJob(crashing.id))).not.toContain('internal detail');
  });

  it('publishes a text failure (already in the user\'s words) without a code', async () => {
    const { jobs } = liveServicesOf(app);
    const job = await runJob({ jobs }, { userId, kind: 'export-nlz', description: 'x' }, async () => {
      throw JobError.text('Der Videoencoder ist nicht installiert.');
    });
    await jobs.finished(job.id);
    const record = await getJob(job.id);
    expect(record).toMatchObject({ state: 'failed', error: 'Der Videoencoder ist nicht installiert.' });
    expect(record.lastMessage).not.toHaveProperty('errorCode');
  });

  it('fails a job whose update does not match its message schema', async () => {
    const { jobs } = liveServicesOf(app);
    const job = await runJob({ jobs }, { userId, kind: 'fleet-update', description: 'update', fields: { serial: 'ABC', ExecutionId: 'e2' } }, async (report) => {
      await report({ status: 'DONE' as never });
    });
    await jobs.finished(job.id);
    expect(await getJob(job.id)).toMatchObject({ state: 'failed', status: 'FAILED' });
  });

  it('runs at most two jobs at a time, in order', async () => {
    const { jobs } = liveServicesOf(app);
    let running = 0;
    let maxRunning = 0;
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const ids: string[] = [];
    for (const [index, g] of gates.entries()) {
      const job = await runJob({ jobs }, { userId, kind: 'video-analysis', description: `job ${index}`, fields: { snapshotId: index } }, async (report) => {
        started.push(index);
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await report({ status: 'processing', progress: 0.1 });
        await g.promise;
        running -= 1;
      });
      ids.push(job.id);
    }
    await waitFor(() => started.length === 2);
    expect((await getJob(ids[2]!)).state).toBe('queued');
    gates[0]!.open();
    await waitFor(() => started.length === 3);
    gates.slice(1).forEach((g) => g.open());
    await jobs.idle();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(maxRunning).toBe(2);
    for (const id of ids) expect((await getJob(id)).status).toBe('done');
  });

  it('lists the user’s recent jobs newest first, filtered by kind, and hides other users’ jobs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs/?kind=excel-export', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: JobRecord[] }>();
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.kind === 'excel-export')).toBe(true);
    const all = (await app.inject({ method: 'GET', url: '/api/jobs/?limit=3', headers: { authorization: `Bearer ${access}` } })).json<{ results: JobRecord[] }>();
    expect(all.results).toHaveLength(3);
    const times = all.results.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const other = (await login(app, 'orgadmin')).access;
    const theirs = await app.inject({ method: 'GET', url: '/api/jobs/', headers: { authorization: `Bearer ${other}` } });
    expect(theirs.json().results).toEqual([]);
    const peek = await app.inject({ method: 'GET', url: `/api/jobs/${results[0]!.id}/`, headers: { authorization: `Bearer ${other}` } });
    expect(peek.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/not-a-uuid/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/?limit=0', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(400);
  });

  it('refuses a download link with a bad or foreign token', async () => {
    const { jobs, live } = liveServicesOf(app);
    const job = await runJob({ jobs }, { userId, kind: 'excel-export', description: 'x' }, async () => ({
      file: { filename: 'r.csv', contentType: 'text/csv', data: Buffer.from('x') },
    }));
    await jobs.finished(job.id);
    const bad = await app.inject({ method: 'GET', url: `/api/downloads/${job.id}/file?token=nope` });
    expect(bad.statusCode).toBe(403);
    // A token signed for another job does not open this one.
    const other = live.tokens.signDownload(userId, '00000000-0000-4000-8000-000000000000');
    expect((await app.inject({ method: 'GET', url: `/api/downloads/${job.id}/file?token=${other}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/downloads/${job.id}/file` })).statusCode).toBe(400);
    const good = live.tokens.signDownload(userId, job.id);
    expect((await app.inject({ method: 'GET', url: `/api/downloads/${job.id}/file?token=${good}` })).statusCode).toBe(200);
  });
});

describe('jobs across a restart and shutdown', () => {
  it('marks jobs left queued or running failed on start', async () => {
    const dataDir = await seededDataDir();
    try {
      const first = await buildServer({ dataDir });
      const { access } = await login(first, 'engineer');
      const userId = decodeJwt(access).user_id as number;
      // As if the process had died mid-job: a row left running.
      const { db } = liveServicesOf(first);
      await insertJob(db, { id: '11111111-1111-4111-8111-111111111111', userId, kind: 'excel-export', status: 'PROCESSING', description: 'x', params: {} });
      const lastMessage = { kind: 'excel-export', taskId: '11111111-1111-4111-8111-111111111111', status: 'PROCESSING', progress: { step: 3, of: 7 }, seq: 2 };
      await db.query(`UPDATE jobs SET state = 'running', last_message = $1::jsonb WHERE id = '11111111-1111-4111-8111-111111111111'`, [JSON.stringify(lastMessage)]);
      await first.close();

      const second = await buildServer({ dataDir });
      try {
        const res = await second.inject({
          method: 'GET',
          url: '/api/jobs/11111111-1111-4111-8111-111111111111/',
          headers: { authorization: `Bearer ${access}` },
        });
        // The last message says so too, with the code the viewer translates (taskRecordFromJob).
        expect(res.json()).toMatchObject({
          state: 'failed',
          status: 'ERROR',
          error: 'The server restarted before the task finished.',
          lastMessage: { status: 'ERROR', errorCode: 'serverRestarted', seq: 2 },
        });
      } finally {
        await second.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });

  it('aborts running jobs, fails queued ones and disconnects clients on close', async () => {
    const dataDir = await seededDataDir();
    try {
      const app = await buildServer({ dataDir });
      const host = await listenOnLoopback(app);
      const { access } = await login(app, 'engineer');
      const userId = decodeJwt(access).user_id as number;
      const creds = await fetchCredentials(app, access, host);
      const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
      const clientClosed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      const { jobs } = liveServicesOf(app);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const job = await runJob({ jobs }, { userId, kind: 'video-analysis', description: `j${i}`, fields: { snapshotId: i } }, async (_report, handle) => {
          await new Promise((resolve) => handle.signal.addEventListener('abort', resolve));
        });
        ids.push(job.id);
      }
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(4_000);
      await clientClosed;
      client.end(true);
      // The database is closed now; reopen it to check what was recorded.
      const again = await buildServer({ dataDir });
      try {
        for (const id of ids) {
          const res = await again.inject({ method: 'GET', url: `/api/jobs/${id}/`, headers: { authorization: `Bearer ${access}` } });
          expect(res.json()).toMatchObject({ state: 'failed', status: 'error' });
          expect(res.json().error).toMatch(/shut/);
        }
      } finally {
        await again.close();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
