import type { FastifyInstance } from 'fastify';
import {
  componentListSchema,
  componentSchema,
  leakResultSchema,
  pdResultSchema,
  snapshotPageSchema,
  type Component,
  type SnapshotPage,
} from 'shared-core/schemas';
import { login, startTestServer } from '../testing/testServer';
import { LEAK_SEVERITY_RANGE_LPM } from './componentsSeverity';

jest.setTimeout(180_000);

/** Component tracker (spec 001 section 7) over engineer's seeded snapshots. */

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let seeded: Component[];
let mine: SnapshotPage['results'];
const BASE = '/api/component-tracker/component/';
const headers = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: string, payload?: object) =>
  app.inject({ method, url, headers: headers(user), ...(payload ? { payload } : {}) });
const get = async <T>(url: string, schema: { parse(v: unknown): T }, user = 'engineer') => schema.parse((await call('GET', url, user)).json());

beforeAll(async () => {
  app = await startTestServer();
  for (const user of ['engineer', 'staff']) tokens[user] = (await login(app, user)).access;
  seeded = await get(BASE, componentListSchema);
  mine = (await get('/api/snapshots/?page_size=20000', snapshotPageSchema)).results;
});
afterAll(async () => {
  await app?.close();
});

describe('seeded components', () => {
  it('follow engineer’s PD and leak snapshots', () => {
    expect(seeded.map((c) => c.name)).toEqual(['Transformer T2 bushing', 'Switchgear bay 4', 'Compressor header']);
    for (const c of seeded) expect(c.snapshots.length).toBeGreaterThanOrEqual(5);
  });

  it('have the severities and classification the PD analytics call answers for their latest snapshot', async () => {
    for (const c of seeded.slice(0, 2)) {
      expect(c.severities?.source).toBe('pd');
      // History: every snapshot's severity, as analytics/pd answers it, oldest first.
      const analysed = await Promise.all(c.snapshots.map(async (id) => ({ id, pd: await get(`/api/snapshots/${id}/analytics/pd/`, pdResultSchema) })));
      const byId = new Map(analysed.map((a) => [a.id, a.pd]));
      expect(c.history.map((h) => h.snapshotId).reverse()).toEqual(c.snapshots);
      for (const h of c.history) {
        expect(h.min).toBeCloseTo(byId.get(h.snapshotId)!.severityMinPr, 6);
        expect(h.max).toBeCloseTo(byId.get(h.snapshotId)!.severityMaxPr, 6);
      }
      const latest = byId.get(c.snapshots[0]!)!;
      expect(c.severities!.min).toBeCloseTo(latest.severityMinPr, 6);
      expect(c.severities!.max).toBeCloseTo(latest.severityMaxPr, 6);
      const top = [...latest.classifications].sort((a, b) => b.confidence - a.confidence)[0]!;
      expect(c.classification!.name).toBe(top.name);
      expect(c.classification!.confidence).toBeCloseTo(top.confidence, 3);
      expect(c.latestSnapshot!.id).toBe(c.snapshots[0]);
      expect(c.latestSnapshot!.thumbnail_url).toMatch(/\/media\/snapshots\/\d+\/thumbnail\?exp=/);
      expect(c.latestSnapshot!.heatmap_still_url).toMatch(/\/media\/snapshots\/\d+\/heatmap-still\.png\?exp=/);
    }
  });

  it('rate a leak component by the leak size band of its latest measured leak', async () => {
    const c = seeded[2]!;
    expect(c.severities?.source).toBe('leak');
    expect(c.classification).toBeNull();
    const latest = await get(`/api/snapshots/${c.history[c.history.length - 1]!.snapshotId}/analytics/leak/`, leakResultSchema);
    const expected = Math.min(100, (latest.leakSize! / LEAK_SEVERITY_RANGE_LPM) * 100);
    expect(c.severities!.min).toBeCloseTo(expected, 1);
    expect(c.severities!.max).toBe(c.severities!.min);
  });
});

describe('trend from real snapshots', () => {
  /** engineer's PD snapshots, oldest first, with their mean severity. */
  const pdByDate = () =>
    mine
      .filter((s) => s.pd)
      .map((s) => ({ id: s.id, time: Date.parse(s.created_date), mean: (s.pd!.severity_min + s.pd!.severity_max) / 2 }))
      .sort((a, b) => a.time - b.time || a.id - b.id);
  /** A run of snapshots on distinct days whose mean severity only goes up (or down) by 10+ points each time. */
  function monotonic(direction: 1 | -1) {
    const picked: { id: number; time: number; mean: number }[] = [];
    for (const s of pdByDate()) {
      const last = picked[picked.length - 1];
      if (!last || (s.time - last.time >= 86_400_000 && direction * (s.mean - last.mean) >= 10)) picked.push(s);
    }
    return picked;
  }

  it('is rising, falling or unknown as the chosen snapshots say', async () => {
    const up = monotonic(1);
    const down = monotonic(-1);
    expect(up.length).toBeGreaterThanOrEqual(2);
    expect(down.length).toBeGreaterThanOrEqual(2);
    const created = componentSchema.parse((await call('POST', BASE, 'engineer', { name: 'Trend probe', snapshots: up.slice(-5).map((s) => s.id) })).json());
    expect(created.trend).toBe('rising');
    const patched = await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: down.slice(-5).map((s) => s.id) });
    expect(componentSchema.parse(patched.json()).trend).toBe('falling');
    const single = await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: [down[0]!.id] });
    expect(componentSchema.parse(single.json())).toMatchObject({ trend: 'unknown', snapshots: [down[0]!.id] });
  });
});

describe('create, read and patch', () => {
  it('creates an empty component, splitting tags on spaces', async () => {
    const res = await call('POST', BASE, 'engineer', { name: ' Pump 7 ', description: 'Cooling water', tags: 'pump  bearing pump' });
    expect(res.statusCode).toBe(201);
    const c = componentSchema.parse(res.json());
    expect(c).toMatchObject({ name: 'Pump 7', description: 'Cooling water', tags: ['pump', 'bearing'], snapshots: [], severities: null, trend: 'unknown', classification: null, latestSnapshot: null });
    expect(await get(`${BASE}${c.id}/`, componentSchema)).toEqual(c);
    expect((await get(BASE, componentListSchema)).map((x) => x.id)).toContain(c.id);
  });

  it('validates bodies with field messages', async () => {
    expect((await call('POST', BASE, 'engineer', { name: '' })).json()).toHaveProperty('name');
    expect((await call('POST', BASE, 'engineer', {})).json()).toEqual({ name: ['This field is required.'] });
    expect((await call('POST', BASE, 'engineer', { name: 'x', tags: 5 })).statusCode).toBe(400);
    expect((await call('PATCH', `${BASE}${seeded[0]!.id}/`, 'engineer', { snapshots: ['a'] })).json()).toHaveProperty(['snapshots.0']);
    const other = await get('/api/snapshots/?page_size=1', snapshotPageSchema, 'staff');
    const foreign = await call('PATCH', `${BASE}${seeded[0]!.id}/`, 'engineer', { snapshots: [other.results[0]!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().snapshots).toEqual([expect.stringContaining(String(other.results[0]!.id))]);
  });

  it('patches name, description, tags and snapshots', async () => {
    const c = seeded[1]!;
    const keep = c.snapshots.slice(0, 3);
    const res = await call('PATCH', `${BASE}${c.id}/`, 'engineer', { name: 'Bay 4 terminations', tags: ['MV', 'cable'], snapshots: keep });
    expect(res.statusCode).toBe(200);
    const patched = componentSchema.parse(res.json());
    expect(patched).toMatchObject({ name: 'Bay 4 terminations', description: c.description, tags: ['MV', 'cable'], snapshots: keep });
    expect(patched.history).toHaveLength(3);
  });

  it('keeps components private to their creator', async () => {
    const id = seeded[0]!.id;
    expect((await call('GET', `${BASE}${id}/`, 'staff')).statusCode).toBe(404);
    expect((await call('PATCH', `${BASE}${id}/`, 'staff', { name: 'mine' })).statusCode).toBe(404);
    expect(await get(BASE, componentListSchema, 'staff')).toEqual([]);
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('POST', BASE, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('GET', `${BASE}abc/`, 'engineer')).statusCode).toBe(404);
  });
});
