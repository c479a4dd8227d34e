import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { attachmentListSchema, reportEndpointSchema, type JobRecord } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { encodePng, MIN_PD_PULSES } from '../engine';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';
import { drawnText } from './reportsTestKit';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real 8 x 4 RGB PNG (red). */
const LOGO_PNG = encodePng(new Uint8Array(8 * 4 * 3).map((_v, i) => (i % 3 === 0 ? 220 : 20)), 8, 4);

/** A multipart/form-data body with text fields and one file. */
function multipart(fields: Record<string, string>, file: { data: Buffer; filename: string; contentType: string }): { body: Buffer; contentType: string } {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
  chunks.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('report export, shared reports and user images', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let clock = Date.UTC(2026, 10, 20, 12, 0, 0);
  let access: string;
  let own: { id: number; label: string }[];
  let foreign: number[];
  let finishedReportUrl: string;

  const auth = (token: string | null = access) => (token ? { authorization: `Bearer ${token}`, host } : { host });
  const idsOf = async (serial: string) =>
    (
      await liveServicesOf(app).db.query<{ id: number; label: string }>(
        'SELECT s.id, s.label FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = $1 AND s.active ORDER BY s.id',
        [serial],
      )
    ).rows;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, now: () => clock });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    own = (await idsOf('NLC21004')).slice(0, 3);
    foreign = (await idsOf('NWU30101')).map((r) => r.id);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const endpoint = async (iotId?: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/report-endpoint/${iotId ? `?userIotId=${iotId}` : ''}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    return reportEndpointSchema.parse(res.json());
  };
  const upload = (url: string, body: unknown) => {
    const u = new URL(url);
    return app.inject({ method: 'POST', url: u.pathname + u.search, payload: body as object, headers: { host } });
  };
  const reportData = (extra: Record<string, unknown> = {}) => ({
    reportType: 'Leak',
    orderBy: 'label',
    ordering: 'asc',
    dateFormat: 'D.M.Y',
    titleText: 'Compressed air survey',
    summaryText: 'Leaks found on the compressor line.\nFix the largest first.',
    headerText: 'Plant North - confidential',
    footerText: 'Prepared by engineer',
    rows: own.map((s, i) => ({
      id: s.id,
      label: `Leak ${String.fromCharCode(67 - i)} at valve`,
      deviceSerial: 'NLC21004',
      deviceLabel: 'Compressor survey',
      createdDate: '2026-11-02T08:30:00Z',
      leakSize: i + 1,
      kind: 'leak',
      leakUnit: 'lpm',
      leakCost: 100 * (i + 1),
      currency: 'EUR',
      headline: `${i + 1}.0 l/min`,
      values: [
        { name: 'Leak size', value: `${i + 1}.0 l/min` },
        { name: 'Fixed', value: false },
      ],
    })),
    ...extra,
  });

  describe('user images (report logos)', () => {
    it('answers 401 without a bearer token', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/userimages/getuploadurl/?category=logo' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/userimages/list/?category=logo' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/userimages/remove/', payload: { category: 'logo', attachmentId: 'x' } })).statusCode).toBe(401);
    });

    it('answers 400 with field messages', async () => {
      const gif = await app.inject({ method: 'GET', url: '/api/userimages/getuploadurl/?category=logo&filename=logo.gif', headers: auth() });
      expect(gif.statusCode).toBe(400);
      expect(gif.json()).toEqual({ filename: ['A report logo must be a PNG or JPEG file.'] });
      const blank = await app.inject({ method: 'GET', url: '/api/userimages/getuploadurl/?category=%20', headers: auth() });
      expect(blank.json()).toEqual({ category: ['This field may not be blank.'] });
      const remove = await app.inject({ method: 'POST', url: '/api/userimages/remove/', payload: {}, headers: auth() });
      expect(remove.statusCode).toBe(400);
      expect(Object.keys(remove.json()).sort()).toEqual(['attachmentId', 'category']);
    });

    it('uploads a logo through the signed form, lists it with a working link, and removes it only for its owner', async () => {
      const form = (await app.inject({ method: 'GET', url: '/api/userimages/getuploadurl/?category=logo&filename=brand.png', headers: auth() })).json();
      expect(form.url).toBe(`http://${host}/api/uploads/`);
      const { body, contentType } = multipart(form.fields, { data: LOGO_PNG, filename: 'brand.png', contentType: 'image/png' });
      expect((await app.inject({ method: 'POST', url: '/api/uploads/', payload: body, headers: { 'content-type': contentType } })).statusCode).toBe(204);

      const list = attachmentListSchema.parse((await app.inject({ method: 'GET', url: '/api/userimages/list/?category=logo', headers: auth() })).json());
      expect(list.map((i) => i.attachmentId)).toEqual([form.attachmentId]);
      const image = await fetch(list[0]!.url);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(LOGO_PNG);

      const other = (await login(app, 'orgadmin')).access;
      expect((await app.inject({ method: 'GET', url: '/api/userimages/list/?category=logo', headers: auth(other) })).json()).toEqual([]);
      const foreignRemove = await app.inject({ method: 'POST', url: '/api/userimages/remove/', payload: { category: 'logo', attachmentId: form.attachmentId }, headers: auth(other) });
      expect(foreignRemove.statusCode).toBe(404);

      // A second logo stays for the report test; the first is removed.
      const second = (await app.inject({ method: 'GET', url: '/api/userimages/getuploadurl/?category=logo&filename=second.png', headers: auth() })).json();
      const upload2 = multipart(second.fields, { data: LOGO_PNG, filename: 'second.png', contentType: 'image/png' });
      await app.inject({ method: 'POST', url: '/api/uploads/', payload: upload2.body, headers: { 'content-type': upload2.contentType } });
      expect((await app.inject({ method: 'POST', url: '/api/userimages/remove/', payload: { category: 'logo', attachmentId: form.attachmentId }, headers: auth() })).statusCode).toBe(204);
      const after = (await app.inject({ method: 'GET', url: '/api/userimages/list/?category=logo', headers: auth() })).json();
      expect(after.map((i: { attachmentId: string }) => i.attachmentId)).toEqual([second.attachmentId]);
    });
  });

  describe('report export', () => {
    it('answers 401 for the endpoint without a bearer token, and 403 for a bad signature', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/report-endpoint/' })).statusCode).toBe(401);
      const { url } = await endpoint();
      const tampered = url.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await upload(tampered, reportData())).statusCode).toBe(403);
    });

    it('answers 400 with field messages to invalid data and keeps the address usable', async () => {
      const { url } = await endpoint();
      const empty = await upload(url, reportData({ rows: [] }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ rows: ['reportEmpty'] });
      const wrongType = await upload(url, reportData({ reportType: 'Thermal', dateFormat: 'YYYY' }));
      expect(Object.keys(wrongType.json()).sort()).toEqual(['dateFormat', 'reportType']);
      const gifLogo = await upload(url, reportData({ logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }));
      expect(gifLogo.json()).toEqual({ logo: ['The logo must be a PNG or JPEG image.'] });
      expect((await upload(url, reportData())).statusCode).toBe(202);
      // Single use.
      expect((await upload(url, reportData())).statusCode).toBe(403);
      await liveServicesOf(app).jobs.idle();
    });

    it("answers 404 when a row is another user's snapshot", async () => {
      const { url } = await endpoint();
      const res = await upload(url, reportData({ rows: [{ id: foreign[0], label: 'not mine', values: [] }] }));
      expect(res.statusCode).toBe(404);
    });

    it('reaches FINISHED over MQTT with a PDF that holds the title, sections, header, footer and logo', async () => {
      const creds = await fetchCredentials(app, access, host, 'report');
      const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
      try {
        await client.subscribeAsync(`${creds.topicPrefix}tasks/excel-export`, { qos: 1 });
        const received = collectMessages(client);
        const logoId = (await app.inject({ method: 'GET', url: '/api/userimages/list/?category=logo', headers: auth() })).json()[0].attachmentId;
        const { url } = await endpoint(creds.iotId);
        const res = await upload(url, reportData({ logo: logoId, logoSize: 3 }));
        expect(res.statusCode).toBe(202);
        const { taskId } = res.json<{ taskId: string }>();
        await waitFor(() => received.some((m) => m.body.status === 'FINISHED' || m.body.status === 'ERROR'), 30_000);

        const statuses = received.map((m) => m.body.status);
        expect(statuses).toEqual(['UPLOADING', 'FORWARDING', ...Array(7).fill('PROCESSING'), 'FINISHED']);
        expect(received.filter((m) => m.body.status === 'PROCESSING').map((m) => m.body.progress)).toEqual([1, 2, 3, 4, 5, 6, 7].map((step) => ({ step, of: 7 })));
        for (const m of received) expect(m.body).toMatchObject({ kind: 'excel-export', taskId, iotId: creds.iotId });
        const downloadUrl = received.at(-1)!.body.downloadUrl as string;

        const file = await fetch(downloadUrl);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        const pdf = await PDFDocument.load(await file.arrayBuffer());
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(pdf.getTitle()).toBe('Compressed air survey');
        const text = drawnText(pdf);
        for (const expected of ['Compressed air survey', 'Leaks found on the compressor line.', 'Plant North - confidential', 'Prepared by engineer', 'Leak size', '1.0 l/min', 'Compressor survey (NLC21004) · 02.11.2026 08:30']) {
          expect(text).toContain(expected);
        }
        // The summary table: three leaks, their total flow and yearly cost; the assumptions block.
        expect(text).toMatch(/Total leak flow \(l\/min\)\n6\.0\n/);
        expect(text).toMatch(/Yearly cost\n600 EUR\n/);
        expect(text).toContain('Leak flows are given at reference conditions of 0 °C and 101,325 Pa.');
        // Ordered by label ascending: "Leak A" (the third row) first, one section (page) each.
        const pages = text.split('\f');
        expect(pages[1]).toContain('1. Leak A at valve');
        expect(pages[3]).toContain('3. Leak C at valve');
        // The logo, and per snapshot the photo and its heatmap.
        // (An image with transparency, the heatmap, brings its soft mask as a second image.)
        const images = pdf.context.enumerateIndirectObjects().filter(([, obj]) => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
        const masks = new Set(images.map(([, obj]) => String((obj as PDFRawStream).dict.get(PDFName.of('SMask')) ?? '')).filter(Boolean));
        // An image several sections show is stored once: at most the logo and two per section.
        expect(images.length - masks.size).toBeGreaterThanOrEqual(3);
        expect(images.length - masks.size).toBeLessThanOrEqual(1 + 2 * 3);
        const drawnImages = (index: number) => pdf.getPage(index).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
        expect(drawnImages(0)).toBe(1);
        for (const index of [1, 2, 3]) expect(drawnImages(index)).toBe(2);

        const record = (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: auth() })).json<JobRecord>();
        expect(record).toMatchObject({ state: 'succeeded', status: 'FINISHED', result: { rows: 3, pages: pdf.getPageCount() } });
        finishedReportUrl = downloadUrl;
      } finally {
        await client.endAsync(true);
      }
    });

    it('spreads many sections over several pages with page numbers', async () => {
      const { url } = await endpoint();
      const rows = Array.from({ length: 5 }, (_v, i) => ({ id: own[i % own.length]!.id, label: `Section ${i + 1}`, values: [{ name: 'Note', value: 'x'.repeat(300) }] }));
      const { taskId } = (await upload(url, reportData({ rows, orderBy: 'createdDate' }))).json();
      await liveServicesOf(app).jobs.finished(taskId);
      const record = (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: auth() })).json<JobRecord>();
      const pdf = await PDFDocument.load(await (await fetch(record.downloadUrl!)).arrayBuffer());
      expect(pdf.getPageCount()).toBeGreaterThan(2);
      expect(drawnText(pdf)).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`);
    });

    it('states the PD window and severity bands where the report has PD snapshots, and not otherwise', async () => {
      const pdf = async (kind: 'pd' | 'leak') => {
        const { url } = await endpoint();
        const rows = [{ id: own[0]!.id, label: 'Bushing', kind, values: [{ name: 'Note', value: 'x' }] }];
        const { taskId } = (await upload(url, reportData({ rows, reportType: kind === 'pd' ? 'PD' : 'Leak' }))).json();
        await liveServicesOf(app).jobs.finished(taskId);
        const record = (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: auth() })).json<JobRecord>();
        return drawnText(await PDFDocument.load(await (await fetch(record.downloadUrl!)).arrayBuffer())).replace(/\n/g, ' ');
      };
      const withPd = await pdf('pd');
      expect(withPd).toContain('PD analysis: the 1.0 s of each recording ending at its analysis time');
      expect(withPd).toContain(`a classification needs at least ${MIN_PD_PULSES} pulses`);
      expect(withPd).toContain('low below 25 %, medium below 50 %, high below 75 %, very high from 75 %');
      expect(await pdf('leak')).not.toContain('PD analysis:');
    });
  });

  it('writes a report in Japanese with the Japanese font embedded', async () => {
    const { url } = await endpoint();
    const data = reportData({ language: 'ja', titleText: '', texts: { title: '{type}レポート', summary: '概要' } });
    data.rows = data.rows.map((row, i) => ({ ...row, label: `圧縮空気漏れ ${i + 1}` }));
    const { taskId } = (await upload(url, data)).json();
    await liveServicesOf(app).jobs.finished(taskId);
    const record = (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: auth() })).json<JobRecord>();
    const pdf = await PDFDocument.load(await (await fetch(record.downloadUrl!)).arrayBuffer());
    const text = drawnText(pdf);
    // Latin and Japanese are drawn with their own fonts: one line of text per run.
    expect(text).toContain('Leak\nレポート\n');
    expect(text).toContain('概要');
    expect(text).toContain('圧縮空気漏れ');
    const fontNames = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => (obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('Font') ? String(obj.get(PDFName.of('BaseFont'))) : ''))
      .filter(Boolean);
    expect(fontNames.some((name) => name.includes('NotoSansJP'))).toBe(true);
  });

  describe('shared reports', () => {
    const share = (reportUrl: unknown, token: string | null = access) => app.inject({ method: 'POST', url: '/api/shared/reports/', payload: { reportUrl } as object, headers: auth(token) });
    const read = (id: string) => app.inject({ method: 'GET', url: `/api/shared/reports/${id}/`, headers: { host } });

    it('answers 401 without a bearer token and 400 to a malformed address', async () => {
      expect((await share('https://example.com/r.pdf', null)).statusCode).toBe(401);
      const bad = await share('not a url');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().reportUrl).toHaveLength(1);
      expect((await share(undefined)).json()).toEqual({ reportUrl: ['This field is required.'] });
    });

    it("answers 404 for another user's report link and for unknown ids", async () => {
      const other = (await login(app, 'orgadmin')).access;
      expect((await share(finishedReportUrl, other)).statusCode).toBe(404);
      expect((await read(crypto.randomUUID())).statusCode).toBe(404);
      expect((await read('nope')).statusCode).toBe(404);
    });

    it('shares an external address as given', async () => {
      const res = await share('https://reports.example.com/r/1.pdf');
      expect(res.statusCode).toBe(201);
      expect((await read(res.json().id)).json()).toMatchObject({ url: 'https://reports.example.com/r/1.pdf', embed: 'https://reports.example.com/r/1.pdf' });
    });

    it('serves the shared PDF without auth for 7 days, then answers expired', async () => {
      const res = await share(finishedReportUrl);
      expect(res.statusCode).toBe(201);
      const link = res.json<{ id: string; path: string; expiresAt: string }>();
      expect(link.path).toBe(`/shared/reports/${link.id}`);
      expect(new Date(link.expiresAt).getTime()).toBe(clock + 7 * DAY_MS);

      const open = (await read(link.id)).json<{ url: string; embed: string }>();
      const download = await fetch(open.url);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect((await PDFDocument.load(await download.arrayBuffer())).getTitle()).toBe('Compressed air survey');
      expect((await fetch(open.embed)).headers.get('content-disposition')).toMatch(/^inline;/);

      // Six days later the download link's own token (24 h) is long expired; the shared link still works.
      clock += 6 * DAY_MS;
      expect((await fetch(finishedReportUrl)).status).toBe(403);
      expect((await read(link.id)).json()).toHaveProperty('url');
      expect((await fetch(open.url)).status).toBe(200);

      clock += DAY_MS - 60_000;
      expect((await read(link.id)).json()).toHaveProperty('embed');
      clock += 61_000;
      const expired = await read(link.id);
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toEqual({ expired: true });
      expect((await fetch(open.url)).status).toBe(410);
    });
  });
});
