import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { reportEndpointSchema, type JobRecord } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { liveServicesOf } from '../live';
import { listenOnLoopback } from '../live/liveTestKit';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';
import { drawnText } from './reportsTestKit';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

const SERIAL = 'NLC21004';

describe('shared report links leave out GPS coordinates and serial numbers unless kept', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  let reportUrl: string;
  let exportJobId: string;
  let coordinates: string[];

  const auth = () => ({ authorization: `Bearer ${access}`, host });
  const db = () => liveServicesOf(app).db;

  /** Exports a PDF report of three snapshots whose sections name the camera and the place, as the viewer builds them. */
  async function exportReport(): Promise<JobRecord> {
    const { rows } = await db().query<{ id: number; latitude: number; longitude: number }>(
      `SELECT s.id, s.latitude, s.longitude FROM snapshots s JOIN devices d ON d.id = s.device_id
       WHERE d.serial = $1 AND s.active AND s.latitude IS NOT NULL ORDER BY s.id LIMIT 3`,
      [SERIAL],
    );
    coordinates = rows.map((r) => `${Number(r.latitude).toFixed(5)}, ${Number(r.longitude).toFixed(5)}`);
    const endpoint = reportEndpointSchema.parse((await app.inject({ method: 'GET', url: '/api/report-endpoint/', headers: auth() })).json());
    const data = {
      reportType: 'Leak',
      titleText: 'Compressed air survey',
      rows: rows.map((r, i) => ({
        id: r.id,
        label: `Leak ${i + 1}`,
        deviceSerial: SERIAL,
        deviceLabel: 'Compressor survey',
        kind: 'leak',
        values: [
          { name: 'Camera', value: `Compressor survey (${SERIAL})` },
          { name: 'Location', value: coordinates[i]! },
          { name: 'Leak size', value: `${i + 1}.0 l/min` },
        ],
      })),
    };
    const url = new URL(endpoint.url);
    const { taskId } = (await app.inject({ method: 'POST', url: url.pathname + url.search, payload: data, headers: { host } })).json<{ taskId: string }>();
    await liveServicesOf(app).jobs.finished(taskId);
    return (await app.inject({ method: 'GET', url: `/api/jobs/${taskId}/`, headers: auth() })).json<JobRecord>();
  }

  const share = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/shared/reports/', payload: body, headers: auth() });

  /** What a stranger's browser gets from the public link: the text the PDF draws. */
  async function publicText(linkId: string): Promise<string> {
    const page = (await app.inject({ method: 'GET', url: `/api/shared/reports/${linkId}/`, headers: { host } })).json<{ url: string }>();
    const file = await fetch(page.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Neither in the drawn text nor anywhere in the file's bytes (metadata, image data).
    return `${drawnText(await PDFDocument.load(bytes))}\n${Buffer.from(bytes).toString('latin1')}`;
  }

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    const record = await exportReport();
    expect(record.state).toBe('succeeded');
    reportUrl = record.downloadUrl!;
    exportJobId = record.id;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('serves no coordinates and no serial numbers from a link made with the defaults', async () => {
    const res = await share({ reportUrl });
    expect(res.statusCode).toBe(201);
    const text = await publicText(res.json<{ id: string }>().id);
    expect(text).toContain('Compressed air survey');
    expect(text).toContain('Compressor survey');
    expect(text).toContain('Leak size');
    expect(text).not.toContain(SERIAL);
    for (const pair of coordinates) {
      expect(text).not.toContain(pair);
      expect(text).not.toContain(pair.split(', ')[0]);
    }
    // The owner's own download is the report as made.
    expect(drawnText(await PDFDocument.load(await (await fetch(reportUrl)).arrayBuffer()))).toContain(SERIAL);
  });

  it('serves them when the sharer keeps them, and only what was kept', async () => {
    const both = await share({ reportUrl, includeLocation: true, includeSerials: true });
    const all = await publicText(both.json<{ id: string }>().id);
    expect(all).toContain(`Compressor survey (${SERIAL})`);
    for (const pair of coordinates) expect(all).toContain(pair);

    const serialsOnly = await publicText((await share({ reportUrl, includeSerials: true })).json<{ id: string }>().id);
    expect(serialsOnly).toContain(SERIAL);
    for (const pair of coordinates) expect(serialsOnly).not.toContain(pair);

    const locationOnly = await publicText((await share({ reportUrl, includeLocation: true })).json<{ id: string }>().id);
    expect(locationOnly).not.toContain(SERIAL);
    for (const pair of coordinates) expect(locationOnly).toContain(pair);
  });

  it('reuses the copy when the same report is shared again without the same data', async () => {
    const first = (await share({ reportUrl })).json<{ id: string }>().id;
    const second = (await share({ reportUrl, includeLocation: false, includeSerials: false })).json<{ id: string }>().id;
    const { rows } = await db().query<{ id: string; job_id: string; source_job_id: string }>('SELECT id, job_id, source_job_id FROM shared_reports WHERE id = ANY($1::uuid[])', [[first, second]]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.job_id).toBe(rows[1]!.job_id);
    expect(rows[0]!.job_id).not.toBe(exportJobId);
    expect(rows[0]!.source_job_id).toBe(exportJobId);
  });

  it('refuses to leave data out of a task it cannot build again (400), and shares it whole on request', async () => {
    await db().query('DELETE FROM report_export_data WHERE job_id = $1', [exportJobId]);
    await db().query('DELETE FROM shared_reports WHERE source_job_id = $1', [exportJobId]);
    const refused = await share({ reportUrl });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ reportUrl: [expect.stringContaining('cannot be shared without its locations and serial numbers')] });
    expect((await share({ reportUrl, includeLocation: true, includeSerials: true })).statusCode).toBe(201);
  });

  it('answers 400 to options that are not booleans', async () => {
    const bad = await share({ reportUrl, includeLocation: 'no', includeSerials: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ includeLocation: ['Must be a valid boolean.'], includeSerials: ['Must be a valid boolean.'] });
  });
});
