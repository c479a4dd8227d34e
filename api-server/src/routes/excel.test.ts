import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { dashboardSummarySchema, EXCEL_MAX_SNAPSHOTS, excelPollSchema, type ExcelPoll } from 'shared-domain/schemas';
import { ANALYSIS_VERSION } from 'shared-domain/analysis';
import { buildServer } from '../app';
import { BAND_PX } from 'shared-domain/picture';
import { EXCEL_COLUMNS } from '../jobs/excelExport';
import { EXCEL_PICTURE } from '../jobs/excelPicture';
import { seedLargeSet } from '../seed/snapshotsLarge';
import { liveServicesOf } from '../live';
import { collectMessages, connectClient, fetchCredentials, listenOnLoopback, waitFor } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

/** The RGBA pixels of an image file, at its own size or drawn at `width` x `height`. */
async function pixelsOf(file: Buffer, width?: number, height?: number) {
  const image = await loadImage(file);
  const canvas = createCanvas(width ?? image.width, height ?? image.height);
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
}

describe('Excel export and summary dashboard', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let access: string;
  /** engineer's own snapshots of NLC21017 (leaks and PD). */
  let own: { id: number; kind: string; leak_size_lpm: number | null }[];
  /** orgadmin's NWU30101: not visible to engineer. */
  let foreign: number[];

  const idsOf = async (serial: string) =>
    (
      await liveServicesOf(app).db.query<{ id: number; kind: string; leak_size_lpm: number | null }>(
        'SELECT s.id, s.kind, s.leak_size_lpm FROM snapshots s JOIN devices d ON d.id = s.device_id WHERE d.serial = $1 AND s.active ORDER BY s.id',
        [serial],
      )
    ).rows;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    access = (await login(app, 'engineer')).access;
    own = await idsOf('NLC21017');
    foreign = (await idsOf('NWU30101')).map((r) => r.id);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const post = (body: unknown, token: string | null = access) =>
    app.inject({ method: 'POST', url: '/api/excel/', payload: body as object, headers: token ? { authorization: `Bearer ${token}`, host } : { host } });
  const poll = (executionID: string, token = access) =>
    app.inject({ method: 'GET', url: `/api/poll-excel-result/?executionID=${executionID}`, headers: { authorization: `Bearer ${token}`, host } });

  /** Waits for the task, then polls once and downloads the file over real HTTP. */
  async function finished(executionID: string): Promise<{ answer: ExcelPoll; body: ArrayBuffer | null; contentType: string | null }> {
    await liveServicesOf(app).jobs.finished(executionID);
    const answer = excelPollSchema.parse((await poll(executionID)).json());
    if (!answer.url) return { answer, body: null, contentType: null };
    const file = await fetch(answer.url);
    expect(file.status).toBe(200);
    return { answer, body: await file.arrayBuffer(), contentType: file.headers.get('content-type') };
  }

  it('answers 401 without a bearer token', async () => {
    expect((await post({ snapshotIDs: [own[0]!.id] }, null)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/poll-excel-result/?executionID=x' })).statusCode).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['no body', undefined, 'snapshotIDs'],
    ['an empty id list', { snapshotIDs: [] }, 'snapshotIDs'],
    ['a text id', { snapshotIDs: ['a'] }, 'snapshotIDs.0'],
    ['an unknown target', { snapshotIDs: [1], target: 'pdf' }, 'target'],
    ['includeImages not a boolean', { snapshotIDs: [1], includeImages: 'yes' }, 'includeImages'],
    ['more ids than one export takes', { snapshotIDs: Array.from({ length: EXCEL_MAX_SNAPSHOTS + 1 }, (_, i) => i + 1) }, 'snapshotIDs'],
  ])('answers 400 with field messages to %s', async (_case, body, field) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([expect.any(String)]);
  });

  it('answers 400 to a poll without executionID', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/poll-excel-result/', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ executionID: ['This field is required.'] });
  });

  it("answers 404 for another user's snapshot, and for another user's task when polling", async () => {
    expect((await post({ snapshotIDs: [own[0]!.id, foreign[0]] })).statusCode).toBe(404);
    const started = await post({ snapshotIDs: [own[0]!.id] });
    const { executionID } = started.json<{ executionID: string }>();
    const other = (await login(app, 'orgadmin')).access;
    expect((await poll(executionID, other)).statusCode).toBe(404);
    await liveServicesOf(app).jobs.finished(executionID);
  });

  it('builds a workbook with one row per snapshot, pictures embedded, and statuses over MQTT', async () => {
    const leak = own.find((s) => s.kind === 'leak' && s.leak_size_lpm !== null)!;
    const pd = own.find((s) => s.kind === 'pd')!;
    const chosen = [leak, pd, ...own.filter((s) => s !== leak && s !== pd).slice(0, 2)];
    const creds = await fetchCredentials(app, access, host);
    const client = await connectClient(creds.url, { username: creds.username, password: creds.password, clientId: creds.iotId });
    try {
      await client.subscribeAsync(`${creds.topicPrefix}tasks/excel-export`, { qos: 1 });
      const received = collectMessages(client);
      const res = await post({ snapshotIDs: chosen.map((s) => s.id), iotID: creds.iotId, includeImages: true, target: 'excel' });
      expect(res.statusCode).toBe(202);
      const { executionID } = res.json<{ executionID: string }>();
      // The viewer polls until an address appears: right after the start it is pending.
      const first = excelPollSchema.parse((await poll(executionID)).json());
      expect(first.target).toBe('excel');
      const { answer, body, contentType } = await finished(executionID);
      expect(answer).toMatchObject({ executionID, state: 'ready', status: 'FINISHED', error: null });
      expect(contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body!);
      const sheet = workbook.getWorksheet('Snapshots')!;
      expect(sheet.rowCount).toBe(chosen.length + 1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([...EXCEL_COLUMNS.map((c) => c[1]), 'Picture']);
      const col = (name: string) => header.indexOf(name) + 1;
      const ids = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(col('ID')).value);
      expect(ids).toEqual(chosen.map((s) => s.id));
      expect(sheet.getImages()).toHaveLength(chosen.length);
      // The seeded photos are JPEG: the workbook files them as JPEG (Excel refuses a JPEG named .png).
      const media = (workbook.model as unknown as { media: { extension: string; buffer: Buffer }[] }).media;
      expect(media.map((m) => [m.extension, Buffer.from(m.buffer).subarray(0, 2).toString('hex')])).toEqual(chosen.map(() => ['jpeg', 'ffd8']));
      expect(sheet.getRow(2).getCell(col('Device serial')).value).toBe('NLC21017');

      // Leak size and PD severity are what the analytics routes answer for the same snapshot.
      const rowOf = (id: number) => sheet.getRow(2 + chosen.findIndex((s) => s.id === id));
      const leakAnalytics = (await app.inject({ method: 'GET', url: `/api/snapshots/${leak.id}/analytics/leak/`, headers: { authorization: `Bearer ${access}` } })).json();
      expect(leakAnalytics.leakSize).toEqual(expect.any(Number));
      expect(rowOf(leak.id).getCell(col('Leak size')).value).toBeCloseTo(leakAnalytics.leakSize, 2);
      const cost = rowOf(leak.id).getCell(col('Leak cost per year')).value;
      if (leakAnalytics.leakCost === null) expect(cost).toBeNull();
      else expect(cost).toBeCloseTo(leakAnalytics.leakCost, 1);
      expect(rowOf(leak.id).getCell(col('Leak unit')).value).toBe('LPM');
      const pdAnalytics = (await app.inject({ method: 'GET', url: `/api/snapshots/${pd.id}/analytics/pd/`, headers: { authorization: `Bearer ${access}` } })).json();
      expect(rowOf(pd.id).getCell(col('PD severity max (%)')).value).toBeCloseTo(pdAnalytics.severityMaxPr, 1);
      expect(rowOf(pd.id).getCell(col('PD classification')).value).toBe(pdAnalytics.classifications[0]?.name ?? null);

      await waitFor(() => received.some((m) => m.body.status === 'FINISHED'));
      const statuses = received.map((m) => m.body.status);
      expect(statuses[0]).toBe('UPLOADING');
      expect(statuses).toContain('PROCESSING');
      expect(statuses.at(-1)).toBe('FINISHED');
      for (const m of received) expect(m.body).toMatchObject({ kind: 'excel-export', taskId: executionID, iotId: creds.iotId });
      expect(typeof received.at(-1)!.body.downloadUrl).toBe('string');
    } finally {
      await client.endAsync(true);
    }
  });

  it('embeds each picture as the detail shows it: the heatmap over the photo, the dB scale under it', async () => {
    // A leak whose heatmap the detail shows (its maximum is above the camera's filter threshold).
    const { rows } = await liveServicesOf(app).db.query<{ id: number; photo: Buffer }>(
      `SELECT s.id, b.data AS photo FROM snapshots s JOIN blobs b ON b.id = s.picture_blob_id
        WHERE s.id = ANY($1::int[]) AND s.kind = 'leak' AND (s.meta->>'max_value')::float8 >= (s.meta->>'filter_threshold')::float8 ORDER BY s.id LIMIT 1`,
      [own.map((s) => s.id)],
    );
    const [{ id, photo }] = rows as [{ id: number; photo: Buffer }];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await finished((await post({ snapshotIDs: [id], includeImages: true })).json().executionID)).body!);
    const media = (workbook.model as unknown as { media: { buffer: Buffer }[] }).media;
    const picture = await pixelsOf(Buffer.from(media[0]!.buffer));
    if (process.env.EXCEL_PICTURE_OUT) writeFileSync(process.env.EXCEL_PICTURE_OUT, Buffer.from(media[0]!.buffer));
    expect([picture.width, picture.height]).toEqual([EXCEL_PICTURE.width, EXCEL_PICTURE.height + BAND_PX]);

    // The picture area against the bare photo at the same size, darkened as the detail darkens
    // it (brightness 0.2): where the heatmap is drawn, the colours differ far beyond JPEG noise.
    const bare = await pixelsOf(photo, EXCEL_PICTURE.width, EXCEL_PICTURE.height);
    let heatmapPixels = 0;
    for (let y = 0; y < EXCEL_PICTURE.height; y += 1) {
      for (let x = 0; x < EXCEL_PICTURE.width; x += 1) {
        const i = (y * EXCEL_PICTURE.width + x) * 4;
        const difference = Math.max(...[0, 1, 2].map((c) => Math.abs(picture.data[i + c]! - bare.data[i + c]! * 0.8)));
        if (difference > 80) heatmapPixels += 1;
      }
    }
    expect(heatmapPixels).toBeGreaterThan(300);
    // The band: the colour scale runs from the colour map's dark blue to its dark red.
    const at = (x: number, y: number) => Array.from(picture.data.subarray((y * picture.width + x) * 4, (y * picture.width + x) * 4 + 3));
    const scaleY = EXCEL_PICTURE.height + 14;
    const [lowR, , lowB] = at(16, scaleY) as [number, number, number];
    const [highR, , highB] = at(picture.width - 16, scaleY) as [number, number, number];
    expect(lowB).toBeGreaterThan(100);
    expect(lowR).toBeLessThan(60);
    expect(highR).toBeGreaterThan(100);
    expect(highB).toBeLessThan(60);
    // Under the scale, the band is white (the caption's text aside).
    expect(at(picture.width - 4, picture.height - 4).every((v) => v > 240)).toBe(true);
  });

  it('leaves pictures out without includeImages', async () => {
    const res = await post({ snapshotIDs: [own[0]!.id, own[1]!.id] });
    const { body } = await finished(res.json().executionID);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body!);
    const sheet = workbook.getWorksheet('Snapshots')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getImages()).toHaveLength(0);
    expect(sheet.getRow(1).values).not.toContain('Picture');
  });

  it('computes the summary dashboard and delivers it by address', async () => {
    const visible = [...own, ...(await idsOf('NLC21004')), ...(await idsOf('NLC21033'))];
    const res = await post({ snapshotIDs: visible.map((s) => s.id), target: 'dashboard' });
    expect(res.statusCode).toBe(202);
    const { answer, body, contentType } = await finished(res.json().executionID);
    expect(answer).toMatchObject({ target: 'dashboard', state: 'ready', status: 'FINISHED' });
    expect(contentType).toBe('application/json');
    const summary = dashboardSummarySchema.parse(JSON.parse(Buffer.from(body!).toString('utf8')));
    expect(summary.snapshotCount).toBe(visible.length);

    const { rows } = await liveServicesOf(app).db.query<{ kind: string; n: number; fixed: number; cost: number | null }>(
      `SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE fixed)::int AS fixed, sum(round(leak_cost::numeric, 2)) FILTER (WHERE leak_detected AND NOT coalesce(leak_inf, false) AND coalesce(upper(gas), 'AIR') NOT IN ('STEAM', 'OTHER') AND leak_size_lpm IS NOT NULL)::float8 AS cost FROM snapshots WHERE id = ANY($1::int[]) GROUP BY kind`,
      [visible.map((s) => s.id)],
    );
    for (const row of rows) expect(summary.byType[row.kind]).toBe(row.n);
    expect(summary.fixed).toBe(rows.reduce((sum, r) => sum + r.fixed, 0));
    expect(summary.fixed + summary.open).toBe(visible.length);
    // Only reported leaks cost anything (the leak-reporting rule), each to the cent.
    const totalCost = Object.values(summary.leaks.yearlyCostByCurrency).reduce((a, b) => a + b, 0);
    expect(totalCost).toBeGreaterThan(0);
    expect(totalCost).toBeCloseTo(rows.find((r) => r.kind === 'leak')?.cost ?? 0, 2);
    expect(summary.perCamera.map((c) => c.serial).sort()).toEqual(['NLC21004', 'NLC21017', 'NLC21033']);
    expect(summary.perCamera.reduce((sum, c) => sum + c.count, 0)).toBe(visible.length);
    expect(summary.perMonth.reduce((sum, m) => sum + m.count, 0)).toBe(visible.length);
    expect(Object.values(summary.pd.bySeverity).reduce((a, b) => a + b, 0)).toBe(summary.byType.pd);
  });

  it("gives each leak its CO2e and assumptions, and the CO2e adds up to the dashboard's to the gram", async () => {
    const visible = [...own, ...(await idsOf('NLC21004'))].map((s) => s.id);
    const summary = dashboardSummarySchema.parse(JSON.parse(Buffer.from((await finished((await post({ snapshotIDs: visible, target: 'dashboard' })).json().executionID)).body!).toString('utf8')));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await finished((await post({ snapshotIDs: visible })).json().executionID)).body!);
    const sheet = workbook.getWorksheet('Snapshots')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    let grams = 0;
    let leaks = 0;
    sheet.eachRow((row, n) => {
      const co2e = row.getCell(col('CO2e per year (kg)')).value;
      if (n === 1 || typeof co2e !== 'number') return;
      leaks += 1;
      grams += Math.round(co2e * 1000);
      // The assumptions the CO2e was computed with, beside it.
      expect(row.getCell(col('Reference conditions')).value).toBe('0 °C, 101325 Pa');
      expect(row.getCell(col('Model version')).value).toBe(ANALYSIS_VERSION);
      expect(row.getCell(col('CO2 factor (kg CO2/kWh)')).value).toBe(0.4);
      expect(row.getCell(col('Hours per day')).value).toEqual(expect.any(Number));
      expect(row.getCell(col('Specific power (kW per 1000 l/min or per 100 cfm)')).value).toEqual(expect.any(Number));
    });
    const charts = summary.charts;
    expect(leaks).toBe(charts.totals.leaks);
    expect(grams).toBeGreaterThan(0);
    expect(grams).toBe(Math.round(charts.totals.co2eKg * 1000));
  });

  // Last: it adds 2,100 snapshots to engineer's account.
  it('summarises and exports a survey of more than 2,000 snapshots (the PDF report cap does not apply)', async () => {
    const db = liveServicesOf(app).db;
    await seedLargeSet(db, { username: 'engineer', count: 2100 });
    const { rows } = await db.query<{ id: number }>(
      `SELECT s.id FROM snapshots s JOIN ownerships o ON o.id = s.ownership_id JOIN users u ON u.id = o.user_id WHERE u.username = 'engineer' AND s.active`,
    );
    expect(rows.length).toBeGreaterThan(2000);
    const ids = rows.map((r) => r.id);
    const dashboard = await post({ snapshotIDs: ids, target: 'dashboard' });
    expect(dashboard.statusCode).toBe(202);
    const { answer, body } = await finished(dashboard.json().executionID);
    expect(answer.state).toBe('ready');
    expect(dashboardSummarySchema.parse(JSON.parse(Buffer.from(body!).toString('utf8'))).snapshotCount).toBe(ids.length);
    const excel = await post({ snapshotIDs: ids });
    expect(excel.statusCode).toBe(202);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await finished(excel.json().executionID)).body!);
    // A header row and one row per snapshot.
    expect(workbook.getWorksheet('Snapshots')!.rowCount).toBe(ids.length + 1);
  });
});
