import type { FastifyInstance } from 'fastify';
import { leakResultSchema, mechResultSchema, pdResultSchema, patternSchema, realtimeVideoSchema, snapshotDetailSchema } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { decodeHeatmap, decodeSignal } from '../engine';
import { liveServicesOf } from '../live';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';

jest.setTimeout(120_000);

/**
 * Whole recordings: a seeded snapshot's analyses, overlay series, signal and heatmap
 * cover its whole recording, not its first second.
 */
describe('whole recordings', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  /** engineer's seeded snapshots of each kind with the longest recording. */
  const longest: Record<'leak' | 'pd' | 'mechanical', { id: number; durationS: number }> = {} as never;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    token = (await login(app, 'engineer')).access;
    const { db } = liveServicesOf(app);
    for (const kind of ['leak', 'pd', 'mechanical'] as const) {
      const { rows } = await db.query<{ id: number; d: number }>(
        `SELECT id, (signal_recipe->>'durationS')::float AS d FROM snapshots
         WHERE seed_key LIKE 'seed:engineer:%' AND kind = $1 AND (kind <> 'leak' OR leak_detected) ORDER BY d DESC, id LIMIT 1`,
        [kind],
      );
      longest[kind] = { id: rows[0]!.id, durationS: rows[0]!.d };
    }
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const json = async <T>(url: string, schema: { parse: (v: unknown) => T }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return schema.parse(res.json());
  };

  it('serves the whole recording, its envelope, and a heatmap frame every 2 s of it', async () => {
    const { id, durationS } = longest.leak;
    expect(durationS).toBeGreaterThanOrEqual(11);
    const detail = await json(`/api/snapshots/${id}/`, snapshotDetailSchema);
    expect(detail.signal?.duration_s).toBe(durationS);
    const samples = await get(`/api/snapshots/${id}/signal/`);
    expect(decodeSignal(samples.rawPayload).length).toBe(durationS * 62_500);

    const envelope = await get(`/api/snapshots/${id}/signal/?columns=800`);
    expect(envelope.headers['x-signal-duration']).toBe(String(durationS));
    const pairs = decodeSignal(envelope.rawPayload);
    expect(pairs.length).toBe(1600);
    // Every column has a spread (the hiss is everywhere), and lowest is below highest.
    for (let c = 0; c < 800; c += 1) expect(pairs[2 * c]!).toBeLessThan(pairs[2 * c + 1]!);

    for (const bad of ['0', '4001', 'many', '2.5']) {
      const refused = await get(`/api/snapshots/${id}/signal/?columns=${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['columns']);
    }

    const heatmap = decodeHeatmap((await get(`/api/snapshots/${id}/heatmap/`)).rawPayload);
    expect(heatmap.frames.length).toBe(1 + Math.round(durationS / 2));
  });

  it('analyses a leak at 0.9, 4.5 and 10 s with three results, each equal to the overlay and to Update at that time', async () => {
    const { id } = longest.leak;
    const series = await json(`/api/snapshots/${id}/analytics/realtimevideo/?step=0.1`, realtimeVideoSchema);
    const sizes: number[] = [];
    for (const t of [0.9, 4.5, 10]) {
      const leak = await json(`/api/snapshots/${id}/analytics/leak/?audioTime=${t}&version=4.1.1`, leakResultSchema);
      expect(leak.leakSize).not.toBeNull();
      sizes.push(leak.leakSize!);
      const step = series.steps.find((s) => Math.abs(s.timeS - t) < 1e-6);
      expect(step?.leakSize).toBeCloseTo(leak.leakSize!, 3);
    }
    expect(new Set(sizes.map((s) => s.toFixed(2))).size).toBe(3);

    // Update at 4.5 s stores the analysis at 4.5 s: the detail's size is the overlay's there.
    const updated = await app.inject({ method: 'POST', url: `/api/snapshots/${id}/analysistime/`, headers: { authorization: `Bearer ${token}` }, payload: { audioTime: 4.5 } });
    expect(updated.statusCode).toBe(200);
    const detail = snapshotDetailSchema.parse(updated.json());
    expect(detail.analysis_time).toBe(4.5);
    expect(detail.leak?.leakSize).toBeCloseTo(sizes[1]!, 3);
  });

  it('calls the whole recording whole: PD over every second, mechanical windows anywhere in it', async () => {
    const pd = longest.pd;
    const pattern = await json(`/api/snapshots/${pd.id}/analytics/pattern/?version=4.1.1`, patternSchema);
    expect(pattern).toMatchObject({ fromS: 0, toS: pd.durationS });
    const result = await json(`/api/snapshots/${pd.id}/analytics/pd/?version=4.1.1`, pdResultSchema);
    expect(result.classifications.length).toBeGreaterThan(0);
    const late = await json(`/api/snapshots/${pd.id}/analytics/pattern/?version=4.1.1&audioTime=${pd.durationS - 2}`, patternSchema);
    expect(late.toS).toBeCloseTo(pd.durationS - 1.9, 3);

    const mech = longest.mechanical;
    const kurtoses = new Set<string>();
    for (const t of [0.5, 3, mech.durationS - 1]) {
      const m = await json(`/api/snapshots/${mech.id}/analytics/mech/?audioTime=${t}&version=4.1.1`, mechResultSchema);
      expect(m.fromAudioTime).toBeCloseTo(t, 3);
      kurtoses.add(m.kurtosis!.toFixed(3));
    }
    expect(kurtoses.size).toBe(3);
  });
});
