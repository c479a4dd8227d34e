import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { downloadSnapshotsAnswerSchema, jobRecordSchema, snapshotDetailSchema, snapshotPageSchema } from 'shared-domain/schemas';
import { liveServicesOf } from '../live';
import { buildSnapshotArchive } from '../jobs/snapshotArchive';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';
import { buildServer } from '../app';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

/**
 * The bulk download does not stop at the first snapshot it may not export: with the seed's
 * `engineer`, who owns NLC21004 and sees orgadmin's NWU30103 through the Field Services group.
 */
describe('POST /api/download-snapshots/ with snapshots the user may not download', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let access: string;
  let own: number[];
  let member: { id: number; name: string };
  /** orgadmin's, in no group engineer belongs to: engineer does not see it. */
  let unseen: number;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = access) => app.inject({ method: 'GET', url, headers: as(token) });
  const post = (body: unknown) => app.inject({ method: 'POST', url: '/api/download-snapshots/', payload: body as object, headers: as(access) });
  const firstIds = async (serial: string, count: number, token = access) =>
    snapshotPageSchema.parse((await get(`/api/snapshots/?serials=${serial}&page_size=${count}`, token)).json()).results.map((s) => s.id);
  const jobCount = async () => (await get('/api/jobs/?kind=export-nlz')).json<{ results: unknown[] }>().results.length;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    access = (await login(app, 'engineer')).access;
    own = await firstIds('NLC21004', 2);
    const [memberId] = await firstIds('NWU30103', 1);
    const detail = snapshotDetailSchema.parse((await get(`/api/snapshots/${memberId}/`)).json());
    member = { id: memberId!, name: detail.label || detail.device_label };
    unseen = (await firstIds('NWU30101', 1, (await login(app, 'orgadmin')).access))[0]!;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('exports the rest and names each refused snapshot with its reason', async () => {
    const res = await post({ snapshotIds: [own[0], member.id, own[1], unseen], formats: ['png', 'nlz'] });
    expect(res.statusCode).toBe(202);
    const answer = downloadSnapshotsAnswerSchema.parse(res.json());
    const refused = [
      { id: member.id, reason: 'notOwned', name: member.name },
      // Not seen by engineer: no name, and the same reason as an unknown id.
      { id: unseen, reason: 'notFound' },
    ];
    expect(answer.refused).toEqual(refused);

    await liveServicesOf(app).jobs.finished(answer.taskId);
    const record = jobRecordSchema.parse((await get(`/api/jobs/${answer.taskId}/`)).json());
    expect(record).toMatchObject({ state: 'succeeded', status: 'done', description: 'Download of 2 snapshots (PNG, NLZ)' });
    expect(record.lastMessage).toMatchObject({ kind: 'export-nlz', snapshotIds: own, refused });
    expect(record.result).toMatchObject({ refused });

    const file = await app.inject({ method: 'GET', url: new URL(record.downloadUrl!).pathname + new URL(record.downloadUrl!).search });
    const names = Object.keys((await JSZip.loadAsync(file.rawPayload)).files);
    for (const id of own) expect(names.filter((n) => n.endsWith(`_${id}.nlz`))).toHaveLength(1);
    expect(names.filter((n) => n.endsWith(`_${own[0]}.png`) || n.endsWith(`_${own[1]}.png`))).toHaveLength(2);
    expect(names.some((n) => n.includes(`_${member.id}.`) || n.includes(`_${unseen}.`))).toBe(false);
  });

  it('answers 400 naming the snapshots by reason only when none may be downloaded, and starts nothing', async () => {
    const before = await jobCount();
    const res = await post({ snapshotIds: [member.id, 2_000_000_000], formats: ['nlz'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      snapshotIds: [`None of these snapshots may be downloaded; not owned (exporting needs ownership): ${member.id}; not found: 2000000000.`],
      notOwned: [String(member.id)],
      notFound: ['2000000000'],
    });
    expect((await post({ snapshotIds: [unseen] })).json()).toEqual({
      snapshotIds: [`None of these snapshots may be downloaded; not found: ${unseen}.`],
      notFound: [String(unseen)],
    });
    expect(await jobCount()).toBe(before);
  });

  it('answers 400 with field messages to malformed input', async () => {
    for (const [body, field] of [
      [{ snapshotIds: 'all' }, 'snapshotIds'],
      [{ snapshotIds: [1.5] }, 'snapshotIds.0'],
      [{ snapshotIds: [own[0]], formats: ['zip'] }, 'formats.0'],
    ] as const) {
      const res = await post(body);
      expect({ status: res.statusCode, fields: Object.keys(res.json()) }).toEqual({ status: 400, fields: [field] });
    }
  });

  it('leaves out a snapshot deleted before the export reached it, and exports the others', async () => {
    const { db } = liveServicesOf(app);
    const [kept, deleted] = await firstIds('NLC21017', 2);
    const user = (await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'engineer'")).rows[0]!;
    await db.query('UPDATE snapshots SET active = false WHERE id = $1', [deleted]);
    const archive = await buildSnapshotArchive(
      db,
      { userId: user.id, snapshotIds: [deleted!, kept!], formats: ['nlz'], timezoneOffset: 0, nowMs: Date.now() },
      async () => undefined,
      { signal: new AbortController().signal },
    );
    expect(archive.entries).toEqual([expect.stringMatching(new RegExp(`_${kept}\\.nlz$`))]);
    expect(archive.refused).toEqual([{ id: deleted, reason: 'gone' }]);
  });
});
