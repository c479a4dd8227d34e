import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { jobRecordSchema, videoExportAnswerSchema, videoMovSchema } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { updateSnapshot } from '../db/snapshots';
import { insertFixtureSnapshots } from '../jobs/jobsTestKit';
import { liveServicesOf } from '../live';
import { exportErrorText } from '../media/messages';
import { probeVideo } from '../media/probeVideo';
import { videoTiming } from '../media/snapshotVideo';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(90_000);

describe('video readiness, conversion, export and PD location (spec 000 sections 4 and 5)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let access: string;
  let instant: number;
  let continuous: number;
  let silent: number;
  let foreign: number;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    access = (await login(app, 'engineer')).access;
    const { db } = liveServicesOf(app);
    [instant, continuous, silent] = (
      await insertFixtureSnapshots(db, 'engineer', 'TJV01', [
        { kind: 'leak', createdDate: '2025-01-01T10:00:00Z' },
        { kind: 'leak', createdDate: '2025-01-01T11:00:00Z' },
        { kind: 'pd', createdDate: '2025-01-01T12:00:00Z' },
      ])
    ).ids as [number, number, number];
    [foreign] = (await insertFixtureSnapshots(db, 'orgadmin', 'TJV02', [{ kind: 'pd', createdDate: '2025-01-01T10:00:00Z' }])).ids as [number];
    await updateSnapshot(db, continuous, {}, { video_type: 'continuous', duration: '00:02' });
    await db.query('UPDATE snapshots SET heatmap_blob_id = NULL WHERE id = $1', [silent]);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${access}` }, ...(body === undefined ? {} : { payload: body as object }) });

  it('reports an instant video as ready and a snapshot without frames as no video (code 1010)', async () => {
    const ready = await call('GET', `/api/snapshots/${instant}/video-mov/`);
    expect(ready.statusCode).toBe(200);
    expect(videoMovSchema.parse(ready.json())).toMatchObject({ status: 'ready', videoType: 'instant', frames: 1, durationS: 4 });

    const none = await call('GET', `/api/snapshots/${silent}/video-mov/`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: '1010' });
    expect((await call('GET', `/api/snapshots/${foreign}/video-mov/`)).statusCode).toBe(404);
  });

  it('moves a continuous video from conversionNeeded through preparing to ready', async () => {
    const before = videoMovSchema.parse((await call('GET', `/api/snapshots/${continuous}/video-mov/`)).json());
    expect(before).toMatchObject({ status: 'conversionNeeded', videoType: 'continuous', durationS: 2, taskId: null });

    const requested = videoMovSchema.parse((await call('POST', `/api/snapshots/${continuous}/video-mov/`, {})).json());
    expect(requested.status).toBe('preparing');
    expect(requested.taskId).toEqual(expect.any(String));
    expect(videoMovSchema.parse((await call('GET', `/api/snapshots/${continuous}/video-mov/`)).json()).status).toBe('preparing');

    await liveServicesOf(app).jobs.finished(requested.taskId!);
    expect(videoMovSchema.parse((await call('GET', `/api/snapshots/${continuous}/video-mov/`)).json())).toMatchObject({ status: 'ready', taskId: requested.taskId });
  });

  const download = async (downloadUrl: string) => {
    const url = new URL(downloadUrl, 'http://localhost');
    return app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('exports the video as an MP4 that probes as H.264 with frames, duration and an AAC track', async () => {
    const started = await call('POST', `/api/snapshots/${instant}/video-export/`, {});
    expect(started.statusCode).toBe(202);
    const { taskId } = videoExportAnswerSchema.parse(started.json());
    await liveServicesOf(app).jobs.finished(taskId);

    const job = jobRecordSchema.parse((await call('GET', `/api/jobs/${taskId}/`)).json());
    expect(job).toMatchObject({ kind: 'device-export-state', state: 'succeeded', status: 'done' });
    const file = await download(job.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const probe = await probeVideo(file.rawPayload);
    expect(probe).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: videoTiming(4).frames, width: 800, height: 480 });
    expect(probe.durationS).toBeGreaterThan(3.9);
  });

  it('fails the task with a message in the user\'s language when the encoder is missing (no HTTP error)', async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      const started = await call('POST', `/api/snapshots/${instant}/video-export/`, { language: 'de' });
      expect(started.statusCode).toBe(202);
      const { taskId } = videoExportAnswerSchema.parse(started.json());
      await liveServicesOf(app).jobs.finished(taskId);
      const job = jobRecordSchema.parse((await call('GET', `/api/jobs/${taskId}/`)).json());
      expect(job).toMatchObject({ state: 'failed', status: 'fail', error: exportErrorText('encoderMissing', 'de') });
      expect(job.error).not.toBe(exportErrorText('encoderMissing', 'en'));
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });

  it('puts a MOV per snapshot with a video into the bulk download', async () => {
    const started = await call('POST', '/api/download-snapshots/', { snapshotIds: [instant, silent], formats: ['mov'] });
    expect(started.statusCode).toBe(202);
    const { taskId } = started.json() as { taskId: string };
    await liveServicesOf(app).jobs.finished(taskId);
    const job = jobRecordSchema.parse((await call('GET', `/api/jobs/${taskId}/`)).json());
    expect(job.state).toBe('succeeded');
    const zip = await JSZip.loadAsync((await download(job.downloadUrl!)).rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toEqual([expect.stringMatching(new RegExp(`_${instant}\\.mov$`))]);
    const probe = await probeVideo(await zip.file(names[0]!)!.async('uint8array'));
    expect(probe.format).toMatch(/QuickTime/i);
    expect(probe).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: 100 });
  });

  it('answers 404 code 1010 instead of exporting a snapshot without video', async () => {
    const res = await call('POST', `/api/snapshots/${silent}/video-export/`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '1010' });
  });

  it('saves a known PD location and refuses others with a field message', async () => {
    const saved = await call('POST', `/api/snapshots/${silent}/pdlocation/`, { location: 'Bushing' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { meta: { pd_location: string } }).meta.pd_location).toBe('Bushing');

    const wrong = await call('POST', `/api/snapshots/${silent}/pdlocation/`, { location: 'Kitchen' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toContain('location');

    const cleared = await call('POST', `/api/snapshots/${silent}/pdlocation/`, { location: null });
    expect((cleared.json() as { meta: { pd_location: string | null } }).meta.pd_location).toBeNull();
  });
});
