import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { snapshotDetailSchema, snapshotPageSchema, uploadFormSchema } from 'shared-domain/schemas';
import { findActiveSnapshot } from '../db/snapshots';
import { buildNlz } from '../jobs/snapshotArchive';
import { liveServicesOf } from '../live';
import { login, multipartForm, startTestServer } from '../testing/testServer';

jest.setTimeout(180_000);

/**
 * An .nlz whose `snapshot.meta` lacks what the viewer reads is refused with field messages:
 * imported as it is, the snapshot would break every page that lists it (the list answer would no
 * longer fit the viewer's contract, so the whole list would fail to load) and its detail.
 */
describe('.nlz import: the snapshot meta is checked', () => {
  let app: FastifyInstance;
  let access: string;
  let archive: Buffer;

  beforeAll(async () => {
    app = await startTestServer();
    access = (await login(app, 'engineer')).access;
    const { db } = liveServicesOf(app);
    const { rows } = await db.query<{ id: number }>(
      "SELECT s.id FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = 'NLC21004' AND s.kind = 'leak' AND s.active ORDER BY s.id LIMIT 1",
    );
    archive = await buildNlz(db, (await findActiveSnapshot(db, rows[0]!.id))!);
  });
  afterAll(async () => {
    await app?.close();
  });

  const auth = () => ({ authorization: `Bearer ${access}` });
  /** The archive with its meta.json changed by `edit`, as a new snapshot (a later creation date). */
  const variant = async (edit: (meta: Record<string, unknown>) => void, minutes: number) => {
    const zip = await JSZip.loadAsync(archive);
    const description = JSON.parse(await zip.file('meta.json')!.async('string')) as { snapshot: Record<string, unknown> & { meta: Record<string, unknown> } };
    description.snapshot.created_date = new Date(Date.parse(String(description.snapshot.created_date)) + minutes * 60_000).toISOString();
    edit(description.snapshot.meta);
    zip.file('meta.json', JSON.stringify(description));
    return zip.generateAsync({ type: 'nodebuffer' });
  };
  const upload = async (name: string, data: Buffer) => {
    const form = uploadFormSchema.parse((await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: auth(), payload: { filename: name } })).json());
    const res = await app.inject({ method: 'POST', url: '/api/uploads/', ...multipartForm(form.fields, { name, type: 'application/octet-stream', data }) });
    await liveServicesOf(app).jobs.idle();
    return res;
  };
  const list = async () => (await app.inject({ method: 'GET', url: '/api/snapshots/?serials=NLC21004&page_size=500', headers: auth() })).json();

  it('refuses a meta without what the viewer reads, with field messages, and the list still fits the viewer', async () => {
    const before = snapshotPageSchema.parse(await list()).count;
    for (const [name, edit] of [
      ['empty meta', (meta: Record<string, unknown>) => void Object.keys(meta).forEach((key) => delete meta[key])],
      ['wrong types', (meta: Record<string, unknown>) => Object.assign(meta, { video_type: 'hologram', max_value: 'loud' })],
    ] as const) {
      const res = await upload(`${name}.nlz`, await variant(edit, name.length));
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      const fields = Object.keys(res.json() as Record<string, unknown>);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field.startsWith('snapshot.meta.'))).toBe(true);
    }
    const after = snapshotPageSchema.parse(await list());
    expect(after.count).toBe(before);
  });

  it('still imports a complete meta, and the imported snapshot fits the viewer', async () => {
    const res = await upload('complete.nlz', await variant(() => undefined, 90));
    expect(res.statusCode).toBe(202);
    const page = snapshotPageSchema.parse(await list());
    const newest = page.results.reduce((a, b) => (a.id > b.id ? a : b));
    const detail = await app.inject({ method: 'GET', url: `/api/snapshots/${newest.id}/`, headers: auth() });
    expect(snapshotDetailSchema.safeParse(detail.json()).success).toBe(true);
  });
});
