import type { FastifyInstance } from 'fastify';
import { decode as decodeJpeg } from 'jpeg-js';
import {
  addressSchema,
  attachmentListSchema,
  attachmentUploadSchema,
  leakResultSchema,
  mechResultSchema,
  mediaUrlSchema,
  patternSchema,
  pdResultSchema,
  placesSchema,
  realtimeVideoSchema,
  snapshotDetailSchema,
  snapshotPageSchema,
  uploadFormSchema,
  videoBfvSchema,
  weatherSchema,
  type SnapshotListItem as Snapshot,
} from 'shared-domain/schemas';
import { buildServer } from '../app';
import { decodeHeatmap, decodeSignal, frameIndexAt, readPngSize } from '../engine';
import { seedHeatmapFrameCount } from '../seed/snapshots';
import { videoDurationS } from './snapshotsCommon';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

const jpegSize = (data: Buffer) => {
  const { width, height } = decodeJpeg(data, { useTArray: true });
  return { width, height };
};

jest.setTimeout(180_000);

/** Snapshot detail, media, signed links, analytics, uploads and attachments. */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('snapshot detail, media and analytics', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let clock = Date.UTC(2026, 10, 20, 12);
  const now = () => clock;
  const tokens: Record<string, string> = {};
  let mine: Snapshot[] = [];
  let foreign: Snapshot;
  let leak: Snapshot;
  let pd: Snapshot;
  let mech: Snapshot;

  const get = (path: string, user = 'engineer', query = '') =>
    app.inject({ method: 'GET', url: `${path}${query}`, headers: user ? { authorization: `Bearer ${tokens[user]}` } : {} });
  const sub = (s: Snapshot, path: string, query = '', user = 'engineer') => get(`/api/snapshots/${s.id}/${path}`, user, query);

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, now });
    for (const user of ['engineer', 'orgadmin', 'demo']) tokens[user] = (await login(app, user)).access;
    mine = snapshotPageSchema.parse((await get('/api/snapshots/', 'engineer', '?page_size=20000')).json()).results;
    const theirs = snapshotPageSchema.parse((await get('/api/snapshots/', 'orgadmin', '?serials=NWU30101&page_size=1')).json()).results;
    foreign = theirs[0]!;
    leak = mine.find((s) => s.leak?.gas === 'AIR' && s.leak.leakDetected && s.leak.leakSize !== null && s.locations.length > 0 && s.device_serial === 'NLC21004')!;
    pd = mine.find((s) => s.pd && s.pd.classification.length > 0)!;
    mech = mine.find((s) => s.mech?.possible_fault)!;
    expect([foreign, leak, pd, mech].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const READS = [
    '',
    'picture/',
    'heatmap_still/',
    'heatmap/',
    'signal/',
    'audible-wav/',
    'thumbnail-url/',
    'video-thumbnail-url/',
    'wav-url/',
    'video-bfv/',
    'weather/',
    'address/',
    'analytics/leak/',
    'analytics/pd/',
    'analytics/pattern/',
    'analytics/mech/',
    'analytics/locations/',
    'imageattachments/getuploadurl/',
    'imageattachments/list/',
  ];

  describe('authorization', () => {
    it.each(READS)("answers 404 (never data) for another user's snapshot: %s", async (path) => {
      const res = await sub(foreign, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
      // The owner gets it.
      expect((await sub(foreign, path, '', 'orgadmin')).statusCode).toBe(200);
    });

    it.each(READS)('answers 401 without a token: %s', async (path) => {
      expect((await sub(leak, path, '', '')).statusCode).toBe(401);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['999999', '0', 'abc', '12abc', '99999999999']) expect((await get(`/api/snapshots/${id}/`)).statusCode).toBe(404);
    });

    it('lets engineer read an organization camera shared through the Field Services group', async () => {
      const shared = mine.find((s) => s.device_serial === 'NWU30103')!;
      expect((await sub(shared, '')).statusCode).toBe(200);
    });
  });

  /** The recording's length: the video's (the list's slim meta has no duration). */
  const recordingS = async (snapshot: Snapshot) => videoDurationS(snapshotDetailSchema.parse((await sub(snapshot, '')).json()).meta);

  describe('detail', () => {
    it('answers the list fields plus the detail fields, parsing with snapshotDetailSchema', async () => {
      const res = await sub(leak, '');
      expect(res.statusCode).toBe(200);
      const detail = snapshotDetailSchema.parse(res.json());
      const { thumbnail_url: _t, heatmap_still_url: _h, ...listFields } = leak;
      expect(detail).toMatchObject(listFields);
      expect(detail.label_detail).toEqual({ text: leak.label });
      // The whole recording, as long as the video, with a heatmap frame every 2 s of it.
      const durationS = videoDurationS(detail.meta);
      expect(detail.heatmap).toEqual({ width: 110, height: 110, frames: seedHeatmapFrameCount(durationS), source: `/api/snapshots/${leak.id}/heatmap/` });
      expect(detail.signal).toEqual({ rate_hz: 62500, duration_s: durationS, source: `/api/snapshots/${leak.id}/signal/` });
      expect(detail.signal_available).toBe(true);
      expect(detail.file_name).toMatch(/^NLC21004_\d{8}_\d{6}\.nlz$/);
      expect(detail.level_range!.max).toBeCloseTo(detail.meta.max_value, 0);
    });
  });

  describe('media', () => {
    it('serves the seeded picture as the 800 x 480 JPEG it was stored as', async () => {
      const res = await sub(leak, 'picture/');
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(jpegSize(res.rawPayload)).toEqual({ width: 800, height: 480 });
      // A camera's photo, not a lossless bitmap: the list and detail load it before their largest paint.
      expect(res.rawPayload.length).toBeLessThan(100_000);
    });

    it('serves the heatmap still as a 110 x 110 RGBA PNG, the same on a second call', async () => {
      const first = await sub(pd, 'heatmap_still/');
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.rawPayload.subarray(0, 8)).toEqual(PNG);
      expect(readPngSize(first.rawPayload)).toEqual({ width: 110, height: 110 });
      expect(first.rawPayload[25]).toBe(6); // colour type: truecolour with alpha
      expect((await sub(pd, 'heatmap_still/')).rawPayload).toEqual(first.rawPayload);
    });

    it('serves the heatmap frames in the engine binary format', async () => {
      const res = await sub(leak, 'heatmap/');
      expect(res.headers['content-type']).toBe('application/octet-stream');
      const frames = seedHeatmapFrameCount(await recordingS(leak));
      expect(res.headers['x-heatmap-frames']).toBe(String(frames));
      const decoded = decodeHeatmap(res.rawPayload);
      expect(decoded.width).toBe(110);
      expect(decoded.frames).toHaveLength(frames);
      const max = Math.max(...decoded.frames.map((f) => Math.max(...f)));
      expect(max).toBeCloseTo(leak.meta.max_value, 0);
    });

    it('serves the signal as float32 with its sample rate', async () => {
      const res = await sub(leak, 'signal/');
      expect(res.headers['x-sample-rate']).toBe('62500');
      expect(String(res.headers['access-control-expose-headers'])).toContain('X-Sample-Rate');
      const samples = decodeSignal(res.rawPayload);
      expect(samples).toHaveLength(62500 * (await recordingS(leak)));
      expect(samples.some((v) => v !== 0)).toBe(true);
    });

    it('serves an audible, heterodyned WAV', async () => {
      const res = await sub(leak, 'audible-wav/');
      expect(res.headers['content-type']).toBe('audio/wav');
      const wav = res.rawPayload;
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wav.readUInt32LE(24)).toBe(31250);
      expect(wav.readUInt16LE(34)).toBe(16);
      expect(wav.length).toBe(44 + 31250 * 2 * (await recordingS(leak)));
    });

    it('answers frames of the heatmap video between begin and end', async () => {
      const all = videoBfvSchema.parse((await sub(pd, 'video-bfv/')).json());
      const count = seedHeatmapFrameCount(all.durationS);
      expect(all.frames.map((f) => f.index)).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(all.frames[0]!.levels).toHaveLength(110 * 110);
      const window = videoBfvSchema.parse((await sub(pd, 'video-bfv/', `?begin=${all.durationS / 2}&end=${all.durationS}`)).json());
      const half = frameIndexAt(all.durationS / 2, count, all.durationS);
      expect(window.frames.map((f) => f.index)).toEqual(all.frames.map((f) => f.index).filter((i) => i >= half));
      for (const [query, field] of [
        ['?begin=-1', 'begin'],
        ['?begin=2&end=1', 'end'],
        ['?begin=soon', 'begin'],
      ]) {
        const res = await sub(pd, 'video-bfv/', query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty(field!);
      }
    });

    it('answers signed links that load without a bearer token', async () => {
      const thumb = mediaUrlSchema.parse((await sub(leak, 'thumbnail-url/', '?rnd=1')).json());
      expect(thumb.url).toMatch(new RegExp(`^http://[^/]+/media/snapshots/${leak.id}/thumbnail\\?exp=\\d+&sig=`));
      const image = await app.inject({ method: 'GET', url: local(thumb.url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(jpegSize(image.rawPayload)).toEqual({ width: 320, height: 180 });
      expect(image.rawPayload.length).toBeLessThan(20_000);

      const video = mediaUrlSchema.parse((await sub(leak, 'video-thumbnail-url/', '?rnd=2')).json());
      expect((await app.inject({ method: 'GET', url: local(video.url) })).headers['content-type']).toBe('image/jpeg');

      const wav = mediaUrlSchema.parse((await sub(leak, 'wav-url/', '?_rnd=3')).json());
      const normal = await app.inject({ method: 'GET', url: local(wav.url) });
      expect(normal.headers['content-type']).toBe('audio/wav');
      expect(normal.rawPayload.readUInt32LE(24)).toBe(62500);
      const raw = mediaUrlSchema.parse((await sub(leak, 'wav-url/', '?rawAudio=true&_rnd=4')).json());
      expect(raw.url).toContain('audio-raw.wav');
      const rawWav = await app.inject({ method: 'GET', url: local(raw.url) });
      expect(rawWav.rawPayload.length).toBe(normal.rawPayload.length);
      expect(rawWav.rawPayload).not.toEqual(normal.rawPayload);
    });

    it('gives list cards working thumbnail and heatmap-still links', async () => {
      const card = mine[0]!;
      for (const [url, type] of [
        [card.thumbnail_url, 'image/jpeg'],
        [card.heatmap_still_url, 'image/png'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url: local(url) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
      }
    });

    it('refuses tampered, re-targeted or unsigned links with 403', async () => {
      const { url } = mediaUrlSchema.parse((await sub(leak, 'thumbnail-url/')).json());
      const path = local(url);
      const tampered = path.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
      expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: path.replace(`/${leak.id}/`, `/${foreign.id}/`) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: path.replace('/thumbnail?', '/picture?') })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: path.split('?')[0]! })).statusCode).toBe(403);
    });

    it('serves weather and address for located snapshots, cached', async () => {
      const weather = weatherSchema.parse((await sub(leak, 'weather/')).json());
      expect(weather.date).toBe(leak.created_date.slice(0, 10));
      expect(weather.hourly).toHaveLength(24);
      expect((await sub(leak, 'weather/')).json()).toEqual(weather);
      const address = addressSchema.parse((await sub(leak, 'address/')).json());
      expect(address.place.Label).toContain('Finland');
      expect(address).toMatchObject({ latitude: leak.locations[0]!.latitude, longitude: leak.locations[0]!.longitude });
      const unlocated = mine.find((s) => s.locations.length === 0)!;
      expect((await sub(unlocated, 'weather/')).statusCode).toBe(404);
      expect((await sub(unlocated, 'address/')).statusCode).toBe(404);
    });
  });

  describe('analytics', () => {
    it('leak: the stored summary is what the engine answers with the meta defaults', async () => {
      const res = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?version=4.1.1')).json());
      expect(res).toMatchObject({ unit: 'lpm', gas: 'AIR', isPd: false, leakDetected: true, infDetected: false, currency: 'EUR' });
      expect(res.leakSize).toBeCloseTo(leak.leak!.leakSize!, 3);
      expect(res.leakCost).toBeGreaterThanOrEqual(0);
      // The list row carries the same cost for the card, or none when cost mode is off.
      const costMode = snapshotDetailSchema.parse((await sub(leak, '')).json()).meta.cost_mode;
      if (costMode === 'off') expect(leak.leak!.cost).toBeNull();
      else expect(leak.leak).toMatchObject({ cost: expect.closeTo(res.leakCost!, 1), currency: res.currency });
    });

    it('leak: parameters override the meta (distance, unit, cost, specific power, environment)', async () => {
      const base = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=2')).json());
      const far = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=8')).json());
      expect(far.leakSize!).toBeGreaterThan(base.leakSize!);
      const cfm = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=2&resultLeakUnit=CFM')).json());
      expect(cfm.unit).toBe('cfm');
      expect(cfm.leakSize!).toBeCloseTo(base.leakSize! * 0.0353147, 5);
      const energy = '&electricityCost=0.2&specificPower=11.7';
      const cheap = leakResultSchema.parse((await sub(leak, 'analytics/leak/', `?distanceM=2${energy}&audioTime=0`)).json());
      const dear = leakResultSchema.parse((await sub(leak, 'analytics/leak/', `?distanceM=2&electricityCost=0.4&specificPower=11.7&audioTime=0`)).json());
      if (snapshotDetailSchema.parse((await sub(leak, '')).json()).meta.cost_mode === 'energy') expect(dear.leakCost!).toBeCloseTo(cheap.leakCost! * 2, 6);
      const humid = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=20&environmentHumidityPr=10&environmentTemperatureC=5')).json());
      const dry = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=20&environmentHumidityPr=90&environmentTemperatureC=30')).json());
      expect(humid.leakSize).not.toBeCloseTo(dry.leakSize!, 6);
      const invalid = leakResultSchema.parse((await sub(leak, 'analytics/leak/', '?distanceM=900')).json());
      expect(invalid).toMatchObject({ leakSize: null, infDetected: true, error: 'invalidDistance' });
    });

    it('leak: PD, mechanical and STEAM/OTHER snapshots answer without a size', async () => {
      expect(leakResultSchema.parse((await sub(pd, 'analytics/leak/')).json())).toMatchObject({ isPd: true, leakSize: null });
      expect(leakResultSchema.parse((await sub(mech, 'analytics/leak/')).json())).toMatchObject({ isPd: false, leakSize: null, error: 'notALeak' });
      const steam = mine.find((s) => s.leak && ['STEAM', 'OTHER'].includes(s.leak.gas))!;
      expect(leakResultSchema.parse((await sub(steam, 'analytics/leak/')).json())).toMatchObject({ leakSize: null, leakCost: null, error: 'gasNotAnalysable' });
    });

    it.each([
      ['?version=4.0.0', 'version'],
      ['?distanceM=far', 'distanceM'],
      ['?resultLeakUnit=gallons', 'resultLeakUnit'],
      ['?environmentHumidityPr=140', 'environmentHumidityPr'],
      ['?audioTime=-2', 'audioTime'],
    ])('leak: answers 400 for %s', async (query, field) => {
      const res = await sub(leak, 'analytics/leak/', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty(field);
    });

    it('pd: classification and severity match the stored summary', async () => {
      const res = pdResultSchema.parse((await sub(pd, 'analytics/pd/')).json());
      expect(res.classifications[0]!.name).toBe(pd.pd!.classification[0]!.name);
      expect(res.severityMinPr).toBe(pd.pd!.severity_min);
      expect(res.severityMaxPr).toBe(pd.pd!.severity_max);
      expect(res.description.length).toBeGreaterThan(20);
      expect(res.recommendationKey).toMatch(/^pd\.recommendation\./);
      const lower = pdResultSchema.parse((await sub(pd, 'analytics/pd/', '?voltage=400')).json());
      const higher = pdResultSchema.parse((await sub(pd, 'analytics/pd/', '?voltage=10')).json());
      expect(higher.severityMaxPr).toBeGreaterThanOrEqual(lower.severityMaxPr);
    });

    it('pattern: phase-resolved pulses on a 360 degree axis', async () => {
      const res = patternSchema.parse((await sub(pd, 'analytics/pattern/')).json());
      expect(res.cycleLength).toBe(360);
      expect(res.xValues.length).toBe(res.yValues.length);
      expect(res.xValues.length).toBeGreaterThanOrEqual(20);
      expect(res.xValues.every((x) => x >= 0 && x < 360)).toBe(true);
      expect(res.phaseReference).toBe('aligned');
      const bad = await sub(pd, 'analytics/pattern/', '?acfrequency=5');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('acfrequency');
    });

    it('pd and pattern at an audio time: the 1 s ending with that window (the first second near the start), as the real-time series classifies it', async () => {
      const series = realtimeVideoSchema.parse((await sub(pd, 'analytics/realtimevideo/')).json());
      const whole = patternSchema.parse((await sub(pd, 'analytics/pattern/')).json());
      expect(whole).toMatchObject({ fromS: 0, toS: series.durationSeconds });
      expect(series.steps.length).toBeGreaterThan(4);
      for (const step of [series.steps[Math.floor(series.steps.length / 2)]!, series.steps.at(-1)!, series.steps[1]!]) {
        const at = `?audioTime=${step.timeS}`;
        const result = pdResultSchema.parse((await sub(pd, 'analytics/pd/', at)).json());
        expect(result.classifications.map((c) => [c.name, Number(c.confidence.toFixed(4))])).toEqual(step.pdClassification.map((c) => [c.name, c.confidence]));
        expect([result.severityMinPr, result.severityMaxPr]).toEqual([step.pdSeverityMin, step.pdSeverityMax]);
        const pattern = patternSchema.parse((await sub(pd, 'analytics/pattern/', at)).json());
        // The second ending with the audio window; near the start, the recording's first second.
        const endS = Math.min(step.timeS + 0.1, series.durationSeconds);
        const toS = Math.max(endS, Math.min(series.durationSeconds, 1));
        expect(pattern.toS).toBeCloseTo(toS, 3);
        expect(pattern.fromS).toBeCloseTo(Math.max(0, endS - 1), 3);
        if (toS - Math.max(0, endS - 1) < series.durationSeconds) expect(pattern.xValues.length).toBeLessThan(whole.xValues.length);
        // The window's points are a subset of the whole pattern's (same phase axis).
        const points = new Set(whole.xValues.map((x, i) => `${x}:${whole.yValues[i]}`));
        expect(pattern.xValues.every((x, i) => points.has(`${x}:${pattern.yValues[i]}`))).toBe(true);
      }
      // Past the last whole audio window: the recording's last second.
      const late = patternSchema.parse((await sub(pd, 'analytics/pattern/', `?audioTime=${series.durationSeconds - 0.05}`)).json());
      expect([late.fromS, late.toS]).toEqual([Math.max(0, series.durationSeconds - 1), series.durationSeconds]);
      for (const bad of ['-0.5', '9999', 'soon']) {
        const res = await sub(pd, 'analytics/pd/', `?audioTime=${bad}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('audioTime');
      }
    });

    it('mech: matches the stored summary at the analysis time and moves with audioTime', async () => {
      const res = mechResultSchema.parse((await sub(mech, 'analytics/mech/')).json());
      expect(res).toMatchObject({ analysis_available: true, possible_fault: true });
      expect(res.kurtosis).toBeCloseTo(mech.mech!.kurtosis!, 3);
      expect(res.crest_factor).toBeCloseTo(mech.mech!.crest_factor!, 3);
      const other = mechResultSchema.parse((await sub(mech, 'analytics/mech/', `?audioTime=${mech.analysis_time === 0 ? 0.5 : 0}`)).json());
      expect(other.fromAudioTime).not.toBe(res.fromAudioTime);
      expect((await sub(mech, 'analytics/mech/', '?audioTime=-1')).statusCode).toBe(400);
    });

    it("locations: clusters and routes of the user's snapshots, windowed by days", async () => {
      const all = placesSchema.parse((await sub(leak, 'analytics/locations/')).json());
      const located = mine.filter((s) => s.locations.length > 0);
      expect(all.clusters.reduce((n, c) => n + c.count, 0)).toBe(located.length);
      expect(all.routes.reduce((n, r) => n + r.count, 0)).toBe(located.length);
      const day = placesSchema.parse((await sub(leak, 'analytics/locations/', '?days=0')).json());
      expect(day.routes.map((r) => r.date)).toEqual([all.newest!.slice(0, 10)]);
      expect((await sub(leak, 'analytics/locations/', '?days=-3')).statusCode).toBe(400);
    });
  });

  describe('the real-time overlay agrees with the cards', () => {
    /** The step the overlay shows at a time: the last one at or before it. */
    const stepAt = <T extends { timeS: number }>(steps: T[], timeS: number): T => [...steps].reverse().find((s) => s.timeS <= timeS + 1e-9) ?? steps[0]!;
    const series = async (s: Snapshot) => realtimeVideoSchema.parse((await sub(s, 'analytics/realtimevideo/')).json());

    it('PD: classification and severity at the analysis time and at 0.0 s are the PD card\'s', async () => {
      const steps = (await series(pd)).steps;
      for (const timeS of [pd.analysis_time, 0]) {
        const card = pdResultSchema.parse((await sub(pd, 'analytics/pd/', `?audioTime=${timeS}`)).json());
        const step = steps.find((x) => Math.abs(x.timeS - Math.min(timeS, steps.at(-1)!.timeS)) < 1e-6) ?? stepAt(steps, timeS);
        expect({ timeS, min: step.pdSeverityMin, max: step.pdSeverityMax, top: step.pdClassification[0]?.name }).toEqual({
          timeS,
          min: card.severityMinPr,
          max: card.severityMaxPr,
          top: card.classifications[0]?.name,
        });
      }
      // At the start the window is a full second: a steady source is classified there too.
      expect(steps[0]!.pdClassification.length).toBeGreaterThan(0);
    });

    it('mechanical: kurtosis, crest factor and fault at a time are the mechanical card\'s', async () => {
      const steps = (await series(mech)).steps;
      for (const step of [steps[0]!, steps[Math.floor(steps.length / 2)]!]) {
        const card = mechResultSchema.parse((await sub(mech, 'analytics/mech/', `?audioTime=${step.timeS}`)).json());
        expect({ k: step.kurtosis, cf: step.crestFactor, fault: step.possibleFault }).toEqual({
          k: Number(card.kurtosis!.toFixed(4)),
          cf: Number(card.crest_factor!.toFixed(4)),
          fault: card.possible_fault,
        });
      }
    });

    it('leak: the size and whether a leak is detected at a time are the leak card\'s', async () => {
      const steps = (await series(leak)).steps;
      const step = steps[Math.floor(steps.length / 2)]!;
      const card = leakResultSchema.parse((await sub(leak, 'analytics/leak/', `?audioTime=${step.timeS}`)).json());
      expect(step.leakDetected).toBe(card.leakDetected && !card.infDetected);
      expect(step.leakSize!).toBeCloseTo(card.leakSize!, 3);
    });
  });

  describe('uploads', () => {
    const getForm = async (filename: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${tokens.engineer}` }, payload: { filename } });
      expect(res.statusCode).toBe(200);
      return uploadFormSchema.parse(res.json());
    };

    it('signs a form and accepts the multipart upload it describes', async () => {
      const form = await getForm('site survey 1.csv');
      expect(local(form.url)).toBe('/api/uploads/');
      expect(Object.keys(form.fields).sort()).toEqual(['expires', 'key', 'signature']);
      expect(form.fields.key).toMatch(/^uploads\/\d+\/[0-9a-f-]{36}\/site survey 1\.csv$/);
      const body = multipart(form.fields, { name: 'site survey 1.csv', type: 'text/csv', data: Buffer.from('a,b\n1,2\n') });
      const res = await app.inject({ method: 'POST', url: '/api/uploads/', ...body });
      expect(res.statusCode).toBe(204);
    });

    it('imports a file signed as .nlz instead of storing it: a malformed one answers 400 (src/routes/jobs.test.ts has the import)', async () => {
      const form = await getForm('site survey 1.nlz');
      const body = multipart(form.fields, { name: 'site survey 1.nlz', type: 'application/octet-stream', data: Buffer.from('NLZ\u0000payload') });
      const res = await app.inject({ method: 'POST', url: '/api/uploads/', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ file: ['Not a valid .nlz file: it is not a readable ZIP archive.'] });
    });

    it('refuses a bad signature, a missing file and a blank name', async () => {
      const form = await getForm('a.nlz');
      const forged = multipart({ ...form.fields, signature: 'x'.repeat(43) }, { name: 'a.nlz', type: 'application/octet-stream', data: Buffer.from('x') });
      expect((await app.inject({ method: 'POST', url: '/api/uploads/', ...forged })).statusCode).toBe(403);
      const otherKey = multipart({ ...form.fields, key: `${form.fields.key}x` }, { name: 'a.nlz', type: 'application/octet-stream', data: Buffer.from('x') });
      expect((await app.inject({ method: 'POST', url: '/api/uploads/', ...otherKey })).statusCode).toBe(403);
      const noFile = await app.inject({ method: 'POST', url: '/api/uploads/', ...multipart(form.fields) });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ file: ['This field is required.'] });
      const garbage = await app.inject({ method: 'POST', url: '/api/uploads/', payload: 'nope', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } });
      expect(garbage.statusCode).toBe(400);
      const blank = await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${tokens.engineer}` }, payload: { filename: '  ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ filename: ['This field may not be blank.'] });
      const missing = await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${tokens.engineer}` }, payload: {} });
      expect(missing.json()).toEqual({ filename: ['This field is required.'] });
      expect((await app.inject({ method: 'POST', url: '/api/get-upload-url/', payload: { filename: 'a' } })).statusCode).toBe(401);
    });

    it('uploads, lists, serves and removes image attachments', async () => {
      const res = await sub(leak, 'imageattachments/getuploadurl/', '?category=nameplate');
      const form = attachmentUploadSchema.parse(res.json());
      // Not listed until the file arrives.
      expect(attachmentListSchema.parse((await sub(leak, 'imageattachments/list/')).json())).toEqual([]);
      const image = Buffer.concat([PNG, Buffer.from('fake image body')]);
      const upload = await app.inject({ method: 'POST', url: '/api/uploads/', ...multipart(form.fields, { name: 'plate.png', type: 'image/png', data: image }) });
      expect(upload.statusCode).toBe(204);
      const listed = attachmentListSchema.parse((await sub(leak, 'imageattachments/list/')).json());
      expect(listed).toEqual([{ attachmentId: form.attachmentId, category: 'nameplate', url: expect.stringContaining(`/media/attachments/${form.attachmentId}?exp=`) }]);
      const served = await app.inject({ method: 'GET', url: local(listed[0]!.url) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload).toEqual(image);

      const remove = (attachmentId: string, user = 'engineer', s = leak) =>
        app.inject({ method: 'POST', url: `/api/snapshots/${s.id}/imageattachments/remove/`, headers: { authorization: `Bearer ${tokens[user]}` }, payload: { attachmentId } });
      expect((await remove(form.attachmentId, 'orgadmin')).statusCode).toBe(404);
      expect((await remove(form.attachmentId, 'engineer', mech)).statusCode).toBe(404);
      expect((await remove(form.attachmentId)).statusCode).toBe(204);
      expect(attachmentListSchema.parse((await sub(leak, 'imageattachments/list/')).json())).toEqual([]);
      expect((await app.inject({ method: 'GET', url: local(listed[0]!.url) })).statusCode).toBe(404);
      expect((await remove(form.attachmentId)).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/snapshots/${leak.id}/imageattachments/remove/`, payload: { attachmentId: form.attachmentId } })).statusCode).toBe(401);
      const bad = await app.inject({ method: 'POST', url: `/api/snapshots/${leak.id}/imageattachments/remove/`, headers: { authorization: `Bearer ${tokens.engineer}` }, payload: {} });
      expect(bad.json()).toEqual({ attachmentId: ['This field is required.'] });
    });
  });

  describe('expiry', () => {
    it('stops honouring media links and upload forms after they expire', async () => {
      const { url } = mediaUrlSchema.parse((await sub(leak, 'thumbnail-url/')).json());
      const form = (await app.inject({ method: 'POST', url: '/api/get-upload-url/', headers: { authorization: `Bearer ${tokens.engineer}` }, payload: { filename: 'late.nlz' } })).json();
      expect((await app.inject({ method: 'GET', url: local(url) })).statusCode).toBe(200);
      clock += 2 * 60 * 60 * 1000;
      expect((await app.inject({ method: 'GET', url: local(url) })).statusCode).toBe(403);
      const late = await app.inject({ method: 'POST', url: '/api/uploads/', ...multipart(form.fields, { name: 'late.nlz', type: 'application/octet-stream', data: Buffer.from('x') }) });
      expect(late.statusCode).toBe(403);
    });
  });
});
