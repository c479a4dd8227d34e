import type { FastifyInstance } from 'fastify';
import {
  componentKindOf,
  componentListSchema,
  componentSchema,
  leakResultSchema,
  mechResultSchema,
  pdResultSchema,
  snapshotPageSchema,
  type Component,
  type SnapshotPage,
} from 'shared-domain/schemas';
import { login, startTestServer } from '../testing/testServer';

jest.setTimeout(180_000);

/** Component tracker (spec 001 section 7) over engineer's seeded snapshots. */

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let seeded: Component[];
let mine: SnapshotPage['results'];
const BASE = '/api/component-tracker/component/';
const headers = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: string, payload?: object) =>
  app.inject({ method, url, headers: headers(user), ...(payload ? { payload } : {}) });
const get = async <T>(url: string, schema: { parse(v: unknown): T }, user = 'engineer') => schema.parse((await call('GET', url, user)).json());
/** engineer's snapshots of a kind, newest first. */
const ofKind = (kind: 'leak' | 'pd' | 'mechanical') => mine.filter((s) => componentKindOf(s.device_analysis_type) === kind);
const points = <K extends NonNullable<Component['kind']>>(c: Component, kind: K) => {
  if (c.history?.kind !== kind) throw new Error(`${c.name} is not a ${kind} component`);
  return c.history.points as Extract<NonNullable<Component['history']>, { kind: K }>['points'];
};

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
  it('each follow snapshots of one type', () => {
    expect(seeded.map((c) => [c.name, c.kind])).toEqual([
      ['Transformer T2 bushing', 'pd'],
      ['Switchgear bay 4', 'pd'],
      ['Compressor header', 'leak'],
      ['Cooling pump P-3 motor', 'mechanical'],
    ]);
    const kindOf = new Map(mine.map((s) => [s.id, componentKindOf(s.device_analysis_type)]));
    for (const c of seeded) {
      expect(c.snapshots.length).toBeGreaterThanOrEqual(3);
      expect(c.snapshots.map((id) => kindOf.get(id))).toEqual(c.snapshots.map(() => c.kind));
      expect(c.history?.kind).toBe(c.kind);
    }
  });

  it('PD: the severities and classification the PD analytics call answers', async () => {
    for (const c of seeded.filter((x) => x.kind === 'pd')) {
      const analysed = await Promise.all(c.snapshots.map(async (id) => ({ id, pd: await get(`/api/snapshots/${id}/analytics/pd/`, pdResultSchema) })));
      const byId = new Map(analysed.map((a) => [a.id, a.pd]));
      // History: every snapshot's severity, as analytics/pd answers it, oldest first.
      expect(points(c, 'pd').map((h) => h.snapshotId).reverse()).toEqual(c.snapshots);
      for (const h of points(c, 'pd')) {
        expect(h.min).toBeCloseTo(byId.get(h.snapshotId)!.severityMinPr, 6);
        expect(h.max).toBeCloseTo(byId.get(h.snapshotId)!.severityMaxPr, 6);
      }
      const latest = byId.get(c.snapshots[0]!)!;
      const top = [...latest.classifications].sort((a, b) => b.confidence - a.confidence)[0]!;
      expect(c.classification!.name).toBe(top.name);
      expect(c.classification!.confidence).toBeCloseTo(top.confidence, 3);
      expect(c.latestSnapshot!.id).toBe(c.snapshots[0]);
      expect(c.latestSnapshot!.thumbnail_url).toMatch(/\/media\/snapshots\/\d+\/thumbnail\?exp=/);
      expect(c.latestSnapshot!.heatmap_still_url).toMatch(/\/media\/snapshots\/\d+\/heatmap-still\.png\?exp=/);
    }
  });

  it('leak: l/min and the yearly cost the list shows, not a percentage, with a repair in its history', async () => {
    const c = seeded.find((x) => x.kind === 'leak')!;
    expect(c.classification).toBeNull();
    expect(c.classifications).toEqual([]);
    const rows = new Map(mine.map((s) => [s.id, s]));
    const history = points(c, 'leak');
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.some((p) => p.fixed)).toBe(true);
    for (const p of history) {
      // Sizes and costs, never severity percentages.
      expect(Object.keys(p).sort()).toEqual(['costPerYear', 'created_date', 'currency', 'fixed', 'leakLpm', 'reported', 'snapshotId']);
      const row = rows.get(p.snapshotId)!;
      expect(p.fixed).toBe(row.fixed);
      if (!p.reported) {
        expect(p.leakLpm).toBe(0);
        continue;
      }
      const analysed = await get(`/api/snapshots/${p.snapshotId}/analytics/leak/`, leakResultSchema);
      expect(p.leakLpm).toBeCloseTo(analysed.leakSize!, 3);
      const cost = row.leak!.cost ?? null;
      expect(p.costPerYear).toBe(cost === null ? null : Math.round(cost * 100) / 100);
      expect(p.currency).toBe(row.leak!.currency);
    }
    expect(c.trendLine === null || c.trendLine.to.value >= 0).toBe(true);
  });

  it('mechanical: kurtosis, crest factor and possible fault as analytics/mech answers them', async () => {
    const c = seeded.find((x) => x.kind === 'mechanical')!;
    expect(points(c, 'mechanical').length).toBeGreaterThanOrEqual(3);
    for (const p of points(c, 'mechanical')) {
      const analysed = await get(`/api/snapshots/${p.snapshotId}/analytics/mech/`, mechResultSchema);
      expect(p.kurtosis).toBeCloseTo(analysed.kurtosis!, 3);
      expect(p.crestFactor).toBeCloseTo(analysed.crest_factor!, 3);
      expect(p.possibleFault).toBe(analysed.possible_fault);
    }
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

  it('reads a repair as a step: once the larger, earlier leak is marked fixed the trend is no longer falling', async () => {
    const inSeeded = new Set(seeded.flatMap((c) => c.snapshots));
    const leaks = ofKind('leak')
      .filter((s) => !s.fixed && !inSeeded.has(s.id) && s.leak?.leakDetected && !s.leak.infDetected && s.leak.gas === 'AIR' && s.leak.leakSize !== null)
      .map((s) => ({ id: s.id, time: Date.parse(s.created_date), lpm: s.leak!.leakSize! }));
    // An earlier leak and one at least a day later that is 2 l/min or more smaller.
    const pair = leaks.flatMap((a) => leaks.filter((b) => b.time - a.time >= 86_400_000 && a.lpm - b.lpm >= 2).map((b) => [a, b] as const))[0]!;
    expect(pair).toBeDefined();
    const created = componentSchema.parse((await call('POST', BASE, 'engineer', { name: 'Valve repaired', snapshots: pair.map((s) => s.id) })).json());
    expect(created.trend).toBe('falling');
    expect((await call('POST', `/api/snapshots/${pair[0].id}/fixed/`, 'engineer', { fixed: 1 })).statusCode).toBe(200);
    const after = await get(`${BASE}${created.id}/`, componentSchema);
    expect(after).toMatchObject({ trend: 'unknown', trendLine: null });
    expect(points(after, 'leak').map((p) => [p.snapshotId, p.fixed])).toEqual([
      [pair[0].id, true],
      [pair[1].id, false],
    ]);
  });
});

describe('create, read and patch', () => {
  it('creates an empty component, splitting tags on spaces', async () => {
    const res = await call('POST', BASE, 'engineer', { name: ' Pump 7 ', description: 'Cooling water', tags: 'pump  bearing pump' });
    expect(res.statusCode).toBe(201);
    const c = componentSchema.parse(res.json());
    expect(c).toMatchObject({ name: 'Pump 7', description: 'Cooling water', tags: ['pump', 'bearing'], kind: null, snapshots: [], history: null, trend: 'unknown', classification: null, latestSnapshot: null });
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
    expect(patched.history?.points).toHaveLength(3);
  });

  it('keeps components private to their creator', async () => {
    expect((await call('DELETE', `${BASE}${seeded[0]!.id}/`, 'staff')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${seeded[0]!.id}/`, 'engineer')).statusCode).toBe(200);
    const id = seeded[0]!.id;
    expect((await call('GET', `${BASE}${id}/`, 'staff')).statusCode).toBe(404);
    expect((await call('PATCH', `${BASE}${id}/`, 'staff', { name: 'mine' })).statusCode).toBe(404);
    expect(await get(BASE, componentListSchema, 'staff')).toEqual([]);
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('POST', BASE, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('GET', `${BASE}abc/`, 'engineer')).statusCode).toBe(404);
  });
});

describe('one type per component', () => {
  const body = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() as Record<string, string[]> });

  it('refuses to create a component from snapshots of several types, with a field message, and creates none', async () => {
    const before = (await get(BASE, componentListSchema)).length;
    const [leak] = ofKind('leak');
    const [pd] = ofKind('pd');
    const res = body(await call('POST', BASE, 'engineer', { name: 'Mixed', snapshots: [leak!.id, pd!.id] }));
    expect(res).toEqual({ status: 400, body: { snapshots: [`A component follows snapshots of one type; these mix leak (#${leak!.id}) and PD (#${pd!.id}).`] } });
    expect(await get(BASE, componentListSchema)).toHaveLength(before);
  });

  it('refuses sound level snapshots, which no component follows', async () => {
    const other = mine.find((s) => componentKindOf(s.device_analysis_type) === null)!;
    const res = body(await call('POST', BASE, 'engineer', { name: 'Level', snapshots: [other.id] }));
    expect(res).toEqual({ status: 400, body: { snapshots: [`A component follows leak, PD or mechanical snapshots, not sound level ones (#${other.id}).`] } });
  });

  it('takes its kind from its first snapshots, refuses another kind on PATCH, and is free again once empty', async () => {
    const leaks = ofKind('leak').slice(0, 2).map((s) => s.id);
    const [pd] = ofKind('pd');
    const created = componentSchema.parse((await call('POST', BASE, 'engineer', { name: 'Drain valve', snapshots: leaks })).json());
    expect(created.kind).toBe('leak');
    expect(created.history?.kind).toBe('leak');

    const mixed = body(await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: [pd!.id, ...leaks] }));
    expect(mixed).toEqual({ status: 400, body: { snapshots: [`A component follows snapshots of one type; these mix PD (#${pd!.id}) and leak (${leaks.map((id) => `#${id}`).join(', ')}).`] } });
    const other = body(await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: [pd!.id] }));
    expect(other).toEqual({ status: 400, body: { snapshots: [`This component follows leak snapshots, not PD ones (#${pd!.id}).`] } });
    // Nothing changed.
    expect((await get(`${BASE}${created.id}/`, componentSchema)).snapshots.sort()).toEqual([...leaks].sort());

    const emptied = componentSchema.parse((await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: [] })).json());
    expect(emptied).toMatchObject({ kind: null, history: null, snapshots: [] });
    const refilled = componentSchema.parse((await call('PATCH', `${BASE}${created.id}/`, 'engineer', { snapshots: [pd!.id] })).json());
    expect(refilled.kind).toBe('pd');
  });
});

describe('delete', () => {
  it('deletes a component (204), keeps its snapshots, and then answers 404', async () => {
    const [leak] = ofKind('leak');
    const created = componentSchema.parse((await call('POST', BASE, 'engineer', { name: 'To delete', snapshots: [leak!.id] })).json());
    const staffTry = await call('DELETE', `${BASE}${created.id}/`, 'staff');
    expect(staffTry.statusCode).toBe(404);
    const res = await call('DELETE', `${BASE}${created.id}/`, 'engineer');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `${BASE}${created.id}/`, 'engineer')).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}${created.id}/`, 'engineer')).statusCode).toBe(404);
    expect((await get(BASE, componentListSchema)).map((c) => c.id)).not.toContain(created.id);
    expect((await call('GET', `/api/snapshots/${leak!.id}/`, 'engineer')).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}${created.id}/`)).statusCode).toBe(401);
  });
});
