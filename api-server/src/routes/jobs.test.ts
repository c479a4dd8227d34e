import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type { JobRecord } from 'shared-core/schemas';
import { buildServer } from '../app';
import { insertFixtureSnapshots, shareThroughGroup, TINY_PNG } from '../jobs/jobsTestKit';
import { localTimestamp } from '../jobs/snapshotArchive';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { decodeJwt, login, makeDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(90_000);

describe('POST /api/download-snapshots/', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  let userId: number;
  let own: number[];
  let foreign: number[];
  let sharedNotOwned: number[];
  const created = ['2025-03-04T05:06:07Z', '2025-03-04T23:59:30Z', '2025-03-05T10:00:00Z'];

  beforeAll(async () => {
    dataDir = makeDataDir();
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
    foreign = (await insertFixtureSnapshots(db, 'orgadmin', 'TJO01', [{ kind: 'pd', createdDate: created[0]! }])).ids;
    const shared = await insertFixtureSnapshots(db, 'orgadmin', 'TJO02', [{ kind: 'leak', createdDate: created[0]! }]);
    await shareThroughGroup(db, shared.ownershipId, 'engineer');
    sharedNotOwned = shared.ids;
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
    ['an unknown format', { snapshotIds: [1], formats: ['mov'] }, 'formats.0'],
    ['a wrong time zone offset', { snapshotIds: [1], timezoneOffset: 'x' }, 'timezoneOffset'],
  ])('answers 400 to %s', async (_case, body, field) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it("answers 404 when any id is another user's snapshot or unknown, and starts nothing", async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: { authorization: `Bearer ${access}` } })).json().results.length;
    expect((await post({ snapshotIds: [own[0], foreign[0]] })).statusCode).toBe(404);
    expect((await post({ snapshotIds: [2_000_000_000] })).statusCode).toBe(404);
    const after = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: { authorization: `Bearer ${access}` } })).json().results.length;
    expect(after).toBe(before);
  });

  it('answers 400 for a snapshot seen only through an organization (export needs ownership)', async () => {
    const res = await post({ snapshotIds: [own[0], sharedNotOwned[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().snapshotIds[0]).toMatch(new RegExp(`ownership.*${sharedNotOwned[0]}`));
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
});
