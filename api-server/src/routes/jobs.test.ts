import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { nlzImportAnswerSchema, realtimeVideoSchema, uploadFormSchema, type JobRecord } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { readSignal } from '../media/recording';
import { findActiveSnapshot, findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { encodeHeatmap } from '../engine';
import { insertFixtureSnapshots, TINY_PNG } from '../jobs/jobsTestKit';
import { buildNlz, localTimestamp } from '../jobs/snapshotArchive';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { usersSeeingOwnership } from '../live/newSnapshot';
import { decodeJwt, login, seededDataDir, multipartForm, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(90_000);

describe('POST /api/download-snapshots/', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  let userId: number;
  let own: number[];
  const created = ['2025-03-04T05:06:07Z', '2025-03-04T23:59:30Z', '2025-03-05T10:00:00Z'];

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    userId = decodeJwt(access).user_id as number;
    const { db } = liveServicesOf(app);
    own = (
      await insertFixtureSnapshots(db, 'engineer', 'TJE01', [
        { kind: 'pd', createdDate: created[0]! },
        { kind: 'leak', createdDate: created[1]! },
        { kind: 'pd', createdDate: created[2]!, withPicture: false },
      ])
    ).ids;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const post = (body: unknown, token: string | null = access) =>
    app.inject({
      method: 'POST',
      url: '/api/download-snapshots/',
      payload: body as object,
      // The Host header the links are built on: the real listening address.
      headers: token ? { authorization: `Bearer ${token}`, host } : { host },
    });

  /** Waits for the job, then fetches its file through its downloadUrl. */
  async function finishedJob(taskId: string): Promise<{ record: JobRecord; zip: JSZip | undefined }> {
    await liveServicesOf(app).jobs.finished(taskId);
    const record = (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: { authorization: `Bearer ${access}` } })).json<JobRecord>();
    if (!record.downloadUrl) return { record, zip: undefined };
    expect(new URL(record.downloadUrl).host).toBe(host);
    // A plain link over real HTTP, without an Authorization header.
    const file = await fetch(record.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="snapshots_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip"/);
    return { record, zip: await JSZip.loadAsync(await file.arrayBuffer()) };
  }

  it('answers 401 without a bearer token', async () => {
    const res = await post({ snapshotIds: [own[0]] }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it.each<[string, unknown, string]>([
    ['no body', undefined, 'snapshotIds'],
    ['no ids', { snapshotIds: [] }, 'snapshotIds'],
    ['ids that are not numbers', { snapshotIds: ['a'] }, 'snapshotIds.0'],
    ['an unknown format', { snapshotIds: [1], formats: ['gif'] }, 'formats.0'],
    ['a wrong time zone offset', { snapshotIds: [1], timezoneOffset: 'x' }, 'timezoneOffset'],
  ])('answers 400 to %s', async (_case, body, field) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it('zips each picture as a PNG named with its local creation time, with progress over MQTT', async () => {
    const creds = await fetchCredentials(app, access, host);
    const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
    try {
      await client.subscribeAsync(`${creds.topicPrefix}tasks/export-nlz`, { qos: 1 });
      const received = collectMessages(client);
      const res = await post({ snapshotIds: [own[0], own[1]], iotId: creds.iotId, timezoneOffset: -60 });
      expect(res.statusCode).toBe(202);
      const { taskId } = res.json<{ taskId: string }>();
      const { record, zip } = await finishedJob(taskId);

      expect(record).toMatchObject({ kind: 'export-nlz', state: 'succeeded', status: 'done', progress: 1, error: null });
      const names = Object.keys(zip!.files).sort();
      expect(names).toEqual([`2025-03-04_06-06-07_${own[0]}.png`, `2025-03-05_00-59-30_${own[1]}.png`]);
      expect(Buffer.from(await zip!.file(names[0]!)!.async('uint8array'))).toEqual(TINY_PNG);

      await waitFor(() => received.some((m) => m.body.status === 'done'));
      const statuses = received.map((m) => m.body.status);
      expect(statuses[0]).toBe('exporting');
      expect(statuses.at(-1)).toBe('done');
      expect(statuses.indexOf('encode')).toBeGreaterThan(statuses.lastIndexOf('exporting'));
      expect(received.map((m) => m.body.seq)).toEqual(received.map((_m, i) => i));
      expect(received.filter((m) => m.body.status === 'exporting').map((m) => m.body.progress)).toEqual([0, { step: 1, of: 2 }, { step: 2, of: 2 }]);
      for (const m of received) expect(m.body).toMatchObject({ kind: 'export-nlz', taskId, iotId: creds.iotId, snapshotIds: [own[0], own[1]] });
      expect(received.at(-1)!.body.downloadUrl).toBe(record.downloadUrl);
      expect(received.at(-1)!.body.name).toBe(record.lastMessage && 'name' in record.lastMessage ? record.lastMessage.name : undefined);
    } finally {
      await client.endAsync(true);
    }
  });

  it('adds one .nlz per snapshot holding meta.json, signal.bin, heatmap.bin and picture.png', async () => {
    const res = await post({ snapshotIds: [own[0], own[2]], formats: ['png', 'nlz'] });
    expect(res.statusCode).toBe(202);
    const { record, zip } = await finishedJob(res.json().taskId);
    expect(record.status).toBe('done');
    const base0 = `${localTimestamp(new Date(created[0]!))}_${own[0]}`;
    const base2 = `${localTimestamp(new Date(created[2]!))}_${own[2]}`;
    // own[2] has no picture: its PNG is missing, its .nlz is there.
    expect(Object.keys(zip!.files).sort()).toEqual([`${base0}.nlz`, `${base0}.png`, `${base2}.nlz`].sort());
    expect(record.result).toMatchObject({ withoutPicture: [own[2]] });

    const nlz = await JSZip.loadAsync(await zip!.file(`${base0}.nlz`)!.async('uint8array'));
    expect(Object.keys(nlz.files).sort()).toEqual(['heatmap.bin', 'meta.json', 'picture.png', 'signal.bin']);
    const meta = JSON.parse(await nlz.file('meta.json')!.async('string'));
    expect(meta).toMatchObject({
      format: 'nlz',
      version: 1,
      snapshot: { id: own[0], device_serial: 'TJE01', device_analysis_type: 'E1', created_date: new Date(created[0]!).toISOString() },
      files: { signal: { name: 'signal.bin', encoding: 'float32le', rateHz: 62_500, samples: 125_000 }, picture: { name: 'picture.png' } },
    });
    expect((await nlz.file('signal.bin')!.async('uint8array')).length).toBe(125_000 * 4);
    const noPicture = await JSZip.loadAsync(await zip!.file(`${base2}.nlz`)!.async('uint8array'));
    expect(Object.keys(noPicture.files).sort()).toEqual(['heatmap.bin', 'meta.json', 'signal.bin']);
  });

  it('fails the job (status fail) when no snapshot has a picture to export', async () => {
    const res = await post({ snapshotIds: [own[2]] });
    const { record, zip } = await finishedJob(res.json().taskId);
    expect(zip).toBeUndefined();
    expect(record).toMatchObject({ state: 'failed', status: 'fail', error: 'None of the snapshots has a picture to export.' });
  });

  it('lists the download jobs with their final status in /api/jobs/', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs/?kind=export-nlz', headers: { authorization: `Bearer ${access}` } });
    const { results } = res.json<{ results: JobRecord[] }>();
    expect(results.map((r) => r.status)).toEqual(['fail', 'done', 'done']);
    expect(results[1]!.description).toBe('Download of 2 snapshots (PNG, NLZ)');
    expect(results.every((r) => r.kind === 'export-nlz' && r.lastMessage?.taskId === r.id)).toBe(true);
    expect(decodeJwt(access).user_id).toBe(userId);
  });

  describe('.nlz import through a signed upload form (camera-upload, new-snapshot, video-analysis)', () => {
    type NlzMeta = { format: string; version: number; snapshot: Record<string, unknown> & { meta: Record<string, unknown> }; files: Record<string, unknown> };
    let original: SnapshotRow;
    let archive: Buffer;
    let importTaskId: string;

    /** The first seeded snapshot of a camera, whoever owns it. */
    const firstOf = async (serial: string, kind = 'leak') => {
      const { db } = liveServicesOf(app);
      const { rows } = await db.query<{ id: number }>(
        'SELECT s.id FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = $1 AND s.kind = $2 AND s.active AND s.seed_key IS NOT NULL ORDER BY s.id LIMIT 1',
        [serial, kind],
      );
      return (await findActiveSnapshot(db, rows[0]!.id))!;
    };
    /** Rewrites an .nlz: meta.json through `edit`, entries replaced (or removed with null). */
    const rezip = async (nlz: Buffer, edit: (meta: NlzMeta) => void, entries: Record<string, Buffer | string | null> = {}) => {
      const zip = await JSZip.loadAsync(nlz);
      const meta = JSON.parse(await zip.file('meta.json')!.async('string')) as NlzMeta;
      edit(meta);
      zip.file('meta.json', JSON.stringify(meta));
      for (const [name, data] of Object.entries(entries)) {
        if (data === null) zip.remove(name);
        else zip.file(name, data);
      }
      return zip.generateAsync({ type: 'nodebuffer' });
    };
    /** get-upload-url with a bearer token, then the multipart POST of `data` to the form. */
    const upload = async (filename: string, data: Buffer, headers: Record<string, string> = {}, token = access) => {
      const formRes = await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${token}`, host }, payload: { filename } });
      expect(formRes.statusCode).toBe(200);
      const form = uploadFormSchema.parse(formRes.json());
      const body = multipartForm(form.fields, { name: filename, type: 'application/octet-stream', data });
      return app.inject({ method: 'POST', url: '/api/uploads/', payload: body.payload, headers: { ...body.headers, ...headers, host } });
    };
    const countOf = async (sql: string, params: unknown[]) => (await liveServicesOf(app).db.query<{ n: number }>(sql, params)).rows[0]!.n;
    const snapshotsOf = (serial: string) =>
      countOf('SELECT count(*)::int AS n FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = $1 AND s.active', [serial]);
    const importJobs = () => countOf(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'camera-upload'`, []);

    beforeAll(async () => {
      original = await firstOf('NLC21004');
      archive = await buildNlz(liveServicesOf(app).db, original);
    });

    it('creates the snapshot from the archive, with camera-upload progress, new-snapshot and a video-analysis task', async () => {
      const creds = await fetchCredentials(app, access, host);
      const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
      try {
        await client.subscribeAsync(`${creds.topicPrefix}tasks/#`, { qos: 1 });
        const received = collectMessages(client);
        // A day before the original, so a fixed date of the original still follows the creation.
        const createdDate = new Date(original.created_date.getTime() - 86_400_000).toISOString();
        // UE counts utilisation days per year: accepted because the upload names the UE edition.
        const file = await rezip(archive, (meta) => {
          Object.assign(meta.snapshot, { created_date: createdDate, label: 'Imported leak', file_name: 'NLC21004_import.nlz', tags: ['imported'] });
          meta.snapshot.meta.utilization = { current_util_hours: 24, current_util_days: 365, current_util_weeks: 1 };
        });
        const res = await upload('NLC21004 import.nlz', file, { 'x-edition': 'UE' });
        expect(res.statusCode).toBe(202);
        const answer = nlzImportAnswerSchema.parse(res.json());
        expect(answer).toEqual({ taskId: expect.any(String), kind: 'camera-upload', serial: 'NLC21004', fileName: 'NLC21004_import.nlz' });
        importTaskId = answer.taskId;

        await liveServicesOf(app).jobs.finished(answer.taskId);
        const record = (await app.inject({ method: 'GET', url: `/api/jobs/${answer.taskId}/`, headers: { authorization: `Bearer ${access}` } })).json<JobRecord>();
        expect(record).toMatchObject({ kind: 'camera-upload', state: 'succeeded', status: 'done', progress: 1, error: null, description: 'Import of NLC21004_import.nlz' });
        const result = record.result as { snapshotId: number; videoAnalysisTaskId: string };
        const snapshotId = result.snapshotId;
        await liveServicesOf(app).jobs.finished(result.videoAnalysisTaskId);
        await waitFor(() => received.some((m) => m.body.kind === 'video-analysis' && m.body.status === 'done'));

        const ofKind = (kind: string) => received.filter((m) => m.topic === `${creds.topicPrefix}tasks/${kind}`).map((m) => m.body);
        const uploads = ofKind('camera-upload');
        expect(uploads.map((b) => b.status)).toEqual([...Array<string>(7).fill('uploading'), 'done']);
        expect(uploads.map((b) => b.framesUploaded)).toEqual([0, 1, 4, 8, 11, 15, 18, 19]);
        expect(uploads.at(-1)).toMatchObject({ taskId: answer.taskId, serial: 'NLC21004', totalFrames: 19, snapshotId, progress: 1 });
        expect(ofKind('new-snapshot')).toEqual([
          expect.objectContaining({ kind: 'new-snapshot', status: 'created', taskId: String(snapshotId), snapshotId, serial: 'NLC21004' }),
        ]);
        const video = ofKind('video-analysis');
        expect(video[0]).toMatchObject({ status: 'queued', snapshotId, taskId: result.videoAnalysisTaskId });
        // The whole recording in 0.1 s windows, reported about ten times on the way.
        const count = Math.floor((original.signal_recipe!.durationS - 0.1) / 0.1 + 1e-9) + 1;
        const every = Math.ceil(count / 10);
        const reported = Array.from({ length: Math.ceil(count / every) }, (_, i) => i * every);
        expect(video.filter((b) => b.status === 'processing').map((b) => b.steps)).toEqual(reported);
        expect(video.at(-1)).toMatchObject({ status: 'done', steps: count, downloadUrl: expect.any(String) });
        // The task's file is the series realtimevideo/ answers for the new snapshot.
        const series = realtimeVideoSchema.parse(await (await fetch(String(video.at(-1)!.downloadUrl))).json());
        const live = await app.inject({ method: 'GET', url: `/api/snapshots/${snapshotId}/analytics/realtimevideo/`, headers: { authorization: `Bearer ${access}` } });
        expect(series).toEqual(live.json());

        const { db } = liveServicesOf(app);
        const imported = (await findVisibleSnapshot(db, userId, snapshotId))!;
        expect(imported).toMatchObject({
          label: 'Imported leak',
          tags: ['imported'],
          file_name: 'NLC21004_import.nlz',
          created_date: new Date(createdDate),
          device_serial: 'NLC21004',
          kind: 'leak',
          // Same bytes, same content-addressed media; the analysis recomputed from them agrees.
          heatmap_blob_id: original.heatmap_blob_id,
          picture_blob_id: original.picture_blob_id,
          leak_size_lpm: original.leak_size_lpm,
          level_max_db: original.level_max_db,
        });
        // The original's recording, drawn from its recipe, arrives whole as stored samples.
        expect(imported.signal_recipe).toBeNull();
        const [mine, theirs] = await Promise.all([readSignal(db, imported), readSignal(db, original)]);
        expect(Buffer.from(mine.signal.buffer).equals(Buffer.from(theirs.signal.buffer))).toBe(true);
        expect(imported.meta.utilization).toEqual({ current_util_hours: 24, current_util_days: 365, current_util_weeks: 1 });
        const detail = await app.inject({ method: 'GET', url: `/api/snapshots/${snapshotId}/`, headers: { authorization: `Bearer ${access}` } });
        expect(detail.statusCode).toBe(200);
        const picture = await app.inject({ method: 'GET', url: `/api/snapshots/${snapshotId}/picture/`, headers: { authorization: `Bearer ${access}` } });
        expect(picture.rawPayload).toEqual(await (await JSZip.loadAsync(archive)).file('picture.jpg')!.async('nodebuffer'));
      } finally {
        await client.endAsync(true);
      }
    });

    it('answers 400 with field messages to an archive it cannot import, and stores nothing', async () => {
      const heatmap2x2 = encodeHeatmap([new Float32Array(4).fill(30)], 2, 2);
      const onlySignal = await new JSZip().file('signal.bin', Buffer.alloc(8)).generateAsync({ type: 'nodebuffer' });
      const cases: [string, Buffer, Record<string, string[] | unknown>][] = [
        ['not a ZIP', Buffer.from('NLZ\u0000payload'), { file: ['Not a valid .nlz file: it is not a readable ZIP archive.'] }],
        ['no meta.json', onlySignal, { file: ['meta.json is missing from the archive.'] }],
        ['meta.json not JSON', await rezip(archive, () => undefined, { 'meta.json': '{"format": "nlz",' }), { 'meta.json': [expect.stringMatching(/^Not valid JSON/)] }],
        ['another format', await rezip(archive, (m) => void (m.format = 'zip')), { format: ['Not an .nlz description: format must be "nlz".'] }],
        [
          'a bad date and analysis type, no camera',
          await rezip(archive, (m) => Object.assign(m.snapshot, { created_date: 'yesterday', device_analysis_type: 'X9', device_serial: undefined })),
          { 'snapshot.created_date': ['Enter a valid date/time.'], 'snapshot.device_analysis_type': [expect.any(String)], 'snapshot.device_serial': ['This field is required.'] },
        ],
        ['a signal that is not float32', await rezip(archive, () => undefined, { 'signal.bin': Buffer.alloc(3) }), { 'files.signal': [expect.stringContaining('multiple of 4')] }],
        ['a heatmap off the 110 x 110 grid', await rezip(archive, () => undefined, { 'heatmap.bin': heatmap2x2 }), { 'files.heatmap': [expect.stringContaining('110 x 110')] }],
        ['a picture that is not the JPEG it claims', await rezip(archive, () => undefined, { 'picture.jpg': 'GIF89a' }), { 'files.picture': ['picture.jpg is not a JPEG image.'] }],
        ['a described entry missing', await rezip(archive, () => undefined, { 'picture.jpg': null }), { 'files.picture': ['picture.jpg is missing from the archive.'] }],
        [
          'UE utilisation days without the UE edition',
          await rezip(archive, (m) => {
            m.snapshot.created_date = new Date(original.created_date.getTime() - 2 * 86_400_000).toISOString();
            m.snapshot.meta.utilization = { current_util_hours: 24, current_util_days: 365, current_util_weeks: 1 };
          }),
          { 'snapshot.meta.utilization.current_util_days': ['Ensure this value is a whole number between 1 and 7.'] },
        ],
        ['the same snapshot again', archive, { file: [`This snapshot was imported before (snapshot ${original.id}).`], code: 'imported_before', snapshotId: original.id }],
      ];
      const [snapshotsBefore, jobsBefore] = [await snapshotsOf('NLC21004'), await importJobs()];
      for (const [name, file, errors] of cases) {
        const res = await upload(`${name}.nlz`, file);
        expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 400, body: errors });
      }
      expect([await snapshotsOf('NLC21004'), await importJobs()]).toEqual([snapshotsBefore, jobsBefore]);
    });

    it("refuses a camera that is not the user's own, a forged form and a user without a token; tasks stay private", async () => {
      const jobsBefore = await importJobs();
      for (const serial of ['NWU30101', 'NWU30103']) {
        // NWU30101 is orgadmin's; NWU30103 is orgadmin's too, though engineer sees it through the Field Services group.
        const foreign = await buildNlz(liveServicesOf(app).db, await firstOf(serial));
        const res = await upload(`${serial}.nlz`, foreign);
        expect({ serial, status: res.statusCode, body: res.json() }).toEqual({
          serial,
          status: 400,
          body: { 'snapshot.device_serial': [`Camera ${serial} is not paired to your account.`] },
        });
      }
      const formRes = await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${access}` }, payload: { filename: 'x.nlz' } });
      const form = uploadFormSchema.parse(formRes.json());
      const forged = multipartForm({ ...form.fields, signature: 'x'.repeat(43) }, { name: 'x.nlz', type: 'application/octet-stream', data: archive });
      expect((await app.inject({ method: 'POST', url: '/api/uploads/', ...forged })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/get-upload-url/', payload: { filename: 'x.nlz' } })).statusCode).toBe(401);
      expect(await importJobs()).toBe(jobsBefore);

      const orgadmin = (await login(app, 'orgadmin')).access;
      expect((await app.inject({ method: 'GET', url: `/api/jobs/${importTaskId}/`, headers: { authorization: `Bearer ${orgadmin}` } })).statusCode).toBe(404);
    });

    it('sends new-snapshot to everyone who sees the camera: the owner and members of the groups listing it', async () => {
      const { db } = liveServicesOf(app);
      const ids = async (...usernames: string[]) =>
        (await db.query<{ id: number }>('SELECT id FROM users WHERE username = ANY($1::text[]) ORDER BY id', [usernames])).rows.map((r) => r.id);
      expect(await usersSeeingOwnership(db, original.ownership_id)).toEqual(await ids('engineer'));
      expect(await usersSeeingOwnership(db, (await firstOf('NWU30103')).ownership_id)).toEqual(await ids('engineer', 'orgadmin'));
    });
  });
});
