import type { FastifyInstance } from 'fastify';
import { LIST_META_KEYS, placesSchema, snapshotDetailSchema, snapshotPageSchema, type SnapshotListItem as Snapshot } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { SEED_SNAPSHOT_PLANS } from '../seed/snapshots';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

jest.setTimeout(180_000);

/**
 * GET /api/snapshots/: visibility, every filter, every sort, paging and validation, checked
 * against the complete visible set (fetched once per user) and the seed's known structure.
 */

const KIND: Record<string, 'leak' | 'pd' | 'mechanical' | 'other'> = { A1: 'leak', A2: 'leak', E1: 'pd', E2: 'pd', E3: 'pd', M1: 'mechanical', L1: 'other' };
const band = (s: Snapshot) => {
  const mean = (s.pd!.severity_min + s.pd!.severity_max) / 2;
  return mean < 25 ? 'low' : mean < 50 ? 'medium' : mean < 75 ? 'high' : 'veryHigh';
};
const ids = (rows: readonly Snapshot[]) => rows.map((r) => r.id);
const sortedIds = (rows: readonly Snapshot[]) => ids(rows).sort((a, b) => a - b);

describe('GET /api/snapshots/', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  const all: Record<string, Snapshot[]> = {};

  const list = async (user: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/snapshots/${query}`, headers: { authorization: `Bearer ${tokens[user]}` } });
    return res;
  };
  /** Every row of a query (one page of 20000), schema-checked. */
  const rowsOf = async (user: string, query = '') => {
    const sep = query ? '&' : '?';
    const res = await list(user, `${query}${sep}page_size=20000`);
    expect(res.statusCode).toBe(200);
    const page = snapshotPageSchema.parse(res.json());
    expect(page.count).toBe(page.results.length);
    return page.results;
  };
  /** Asserts a filter returns exactly the rows of `predicate` over the user's whole set. */
  const expectFilter = async (user: string, query: string, predicate: (s: Snapshot) => boolean) => {
    const expected = all[user]!.filter(predicate);
    const got = await rowsOf(user, query);
    expect(sortedIds(got)).toEqual(sortedIds(expected));
    return expected.length;
  };

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    for (const user of ['engineer', 'orgadmin', 'demo', 'staff', 'newcomer', 'reseller']) tokens[user] = (await login(app, user)).access;
    for (const user of ['engineer', 'orgadmin', 'demo', 'staff']) all[user] = await rowsOf(user);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  describe('row shape', () => {
    it('lists the slim meta only; the detail carries the full meta', async () => {
      const row = all.engineer![0]!;
      expect(Object.keys(row.meta).sort()).toEqual([...LIST_META_KEYS].sort());
      const res = await app.inject({ method: 'GET', url: `/api/snapshots/${row.id}/`, headers: { authorization: `Bearer ${tokens.engineer}` } });
      const detail = snapshotDetailSchema.parse(res.json());
      expect(Object.keys(detail.meta).length).toBeGreaterThan(30);
      for (const key of LIST_META_KEYS) expect(row.meta[key]).toEqual(detail.meta[key]);
    });
  });

  describe('visibility', () => {
    const serials = (user: string) => [...new Set(all[user]!.map((s) => s.device_serial))].sort();

    it('shows each user the cameras paired to them or through their groups', () => {
      expect(serials('engineer')).toEqual(['NLC21004', 'NLC21017', 'NLC21033', 'NWU30103']);
      expect(serials('orgadmin')).toEqual(['NWU30101', 'NWU30102', 'NWU30103']);
      expect(serials('demo')).toEqual(['DEMO0001', 'DEMO0002']);
      expect(serials('staff')).toEqual(['STF40001', 'STF40002']);
    });

    it('has the seeded number of snapshots per user, plus the shared Field Services camera for engineer', () => {
      const planned = Object.fromEntries(SEED_SNAPSHOT_PLANS.map((p) => [p.username, p.count]));
      const fieldServices = all.orgadmin!.filter((s) => s.device_serial === 'NWU30103').length;
      expect(fieldServices).toBeGreaterThan(5);
      expect(all.orgadmin).toHaveLength(planned.orgadmin!);
      expect(all.demo).toHaveLength(planned.demo!);
      expect(all.staff).toHaveLength(planned.staff!);
      expect(all.engineer).toHaveLength(planned.engineer! + fieldServices);
      expect(all.engineer!.filter((s) => s.device_serial === 'NWU30103').map((s) => s.id)).toEqual(
        all.orgadmin!.filter((s) => s.device_serial === 'NWU30103').map((s) => s.id),
      );
    });

    it('shows nothing to users without cameras', async () => {
      for (const user of ['newcomer', 'reseller']) {
        const res = await list(user);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      }
    });

    it('answers 401 without a token and with a bad one', async () => {
      const none = await app.inject({ method: 'GET', url: '/api/snapshots/' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'not_authenticated' });
      const bad = await app.inject({ method: 'GET', url: '/api/snapshots/', headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
    });

    it('seeds every analysis family, PD class, gas group and flag the filters need', () => {
      for (const user of ['engineer', 'orgadmin', 'demo', 'staff']) {
        const rows = all[user]!;
        const pdClasses = new Set(rows.filter((s) => s.pd?.classification[0]).map((s) => s.pd!.classification[0]!.name));
        expect([...pdClasses].sort()).toEqual(['floating', 'negativeCorona', 'positiveNegativeCorona', 'surfaceInternal']);
        expect(rows.some((s) => s.mech?.possible_fault)).toBe(true);
        expect(rows.some((s) => s.mech && !s.mech.possible_fault)).toBe(true);
        expect(rows.some((s) => s.leak?.gas === 'AIR')).toBe(true);
        expect(rows.some((s) => s.leak && ['STEAM', 'OTHER'].includes(s.leak.gas))).toBe(true);
        expect(rows.some((s) => s.fixed && s.fixed_date)).toBe(true);
        expect(rows.some((s) => s.starred)).toBe(true);
        expect(rows.some((s) => s.tags.length > 0)).toBe(true);
        expect(rows.some((s) => s.locations.length === 0)).toBe(true);
        for (const s of rows) expect(s.meta.latitude === null).toBe(s.locations.length === 0);
      }
    });
  });

  describe('filters', () => {
    it.each(['leak', 'pd', 'mechanical'] as const)('type=%s keeps that analysis family', async (type) => {
      expect(await expectFilter('engineer', `?type=${type}`, (s) => KIND[s.device_analysis_type] === type)).toBeGreaterThan(3);
    });

    it('pd_classification matches the top class (comma list) and implies type=pd', async () => {
      const top = (s: Snapshot) => s.pd?.classification[0]?.name;
      expect(await expectFilter('engineer', '?pd_classification=floating', (s) => top(s) === 'floating')).toBeGreaterThan(0);
      expect(await expectFilter('engineer', '?type=pd&pd_classification=negativeCorona,surfaceInternal', (s) => ['negativeCorona', 'surfaceInternal'].includes(top(s) ?? ''))).toBeGreaterThan(1);
    });

    it('pd_severity keeps the bands of the mean of min and max', async () => {
      const counts = [];
      for (const b of ['low', 'medium', 'high', 'veryHigh']) counts.push(await expectFilter('orgadmin', `?pd_severity=${b}`, (s) => !!s.pd && band(s) === b));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(all.orgadmin!.filter((s) => s.pd).length);
      await expectFilter('engineer', '?pd_severity=high,veryHigh', (s) => !!s.pd && ['high', 'veryHigh'].includes(band(s)));
    });

    it('severe=1 keeps max >= 50 and min <= 100', async () => {
      expect(await expectFilter('engineer', '?severe=1', (s) => !!s.pd && s.pd.severity_max >= 50 && s.pd.severity_min <= 100)).toBeGreaterThan(0);
    });

    it('gas keeps leak snapshots of the listed gases', async () => {
      expect(await expectFilter('engineer', '?gas=AIR', (s) => s.leak?.gas === 'AIR')).toBeGreaterThan(0);
      expect(await expectFilter('staff', '?type=leak&gas=STEAM,OTHER,NITROGEN', (s) => ['STEAM', 'OTHER', 'NITROGEN'].includes(s.leak?.gas ?? ''))).toBeGreaterThan(0);
    });

    it('fixed=1 and fixed=0 split the leak snapshots', async () => {
      const fixed = await expectFilter('engineer', '?fixed=1', (s) => !!s.leak && s.fixed);
      const open = await expectFilter('engineer', '?fixed=0', (s) => !!s.leak && !s.fixed);
      expect(fixed).toBeGreaterThan(0);
      expect(fixed + open).toBe(all.engineer!.filter((s) => s.leak).length);
    });

    it('fault=1 and fault=0 split the mechanical snapshots', async () => {
      expect(await expectFilter('demo', '?fault=1', (s) => KIND[s.device_analysis_type] === 'mechanical' && !!s.mech?.possible_fault)).toBeGreaterThan(0);
      expect(await expectFilter('demo', '?type=mechanical&fault=0', (s) => KIND[s.device_analysis_type] === 'mechanical' && !s.mech?.possible_fault)).toBeGreaterThan(0);
    });

    it('starred, tags (any of) and untagged', async () => {
      expect(await expectFilter('engineer', '?starred=1', (s) => s.starred)).toBeGreaterThan(0);
      expect(await expectFilter('engineer', '?tags=urgent,follow-up', (s) => s.tags.includes('urgent') || s.tags.includes('follow-up'))).toBeGreaterThan(0);
      expect(await expectFilter('engineer', '?untagged=1', (s) => s.tags.length === 0)).toBeGreaterThan(0);
      // NFC: a decomposed "Prüfung" in the query matches the stored composed tag.
      expect(await expectFilter('orgadmin', `?tags=${encodeURIComponent('Pru\u0308fung')}`, (s) => s.tags.includes('Prüfung'))).toBeGreaterThan(0);
    });

    it('label matches the device label exactly or all words of the snapshot label, case-insensitively', async () => {
      expect(await expectFilter('engineer', `?label=${encodeURIComponent('gas and hv')}`, (s) => s.device_label.toLowerCase() === 'gas and hv' || ['gas', 'and', 'hv'].every((w) => s.label.toLowerCase().includes(w)))).toBeGreaterThan(0);
      const labelled = all.engineer!.find((s) => s.label.split(' ').length >= 2)!;
      const [first, second] = labelled.label.toUpperCase().split(' ');
      const query = `${second} ${first}`;
      await expectFilter('engineer', `?label=${encodeURIComponent(query)}`, (s) => [first!, second!].every((w) => s.label.toLowerCase().includes(w.toLowerCase())));
      expect(await expectFilter('engineer', '?label=nothing-like-this', () => false)).toBe(0);
    });

    it('start and end are inclusive UTC days (or instants)', async () => {
      const day = (s: Snapshot) => s.created_date.slice(0, 10);
      expect(await expectFilter('engineer', '?start=2026-11-02&end=2026-11-06', (s) => day(s) >= '2026-11-02' && day(s) <= '2026-11-06')).toBeGreaterThan(0);
      expect(await expectFilter('engineer', '?start=2026-11-13', (s) => day(s) >= '2026-11-13')).toBeGreaterThan(0);
      expect(await expectFilter('engineer', '?end=2026-10-09', (s) => day(s) <= '2026-10-09')).toBeGreaterThan(0);
      const one = all.engineer![5]!;
      await expectFilter('engineer', `?start=${encodeURIComponent(one.created_date)}&end=${encodeURIComponent(one.created_date)}`, (s) => s.created_date === one.created_date);
    });

    it('groups keeps cameras of the groups and their subgroups', async () => {
      // On an empty database the demo organization's root group is 1 and Field Services 2.
      await expectFilter('orgadmin', '?groups=1', () => true);
      expect(await expectFilter('orgadmin', '?groups=2', (s) => s.device_serial === 'NWU30103')).toBeGreaterThan(0);
      await expectFilter('engineer', '?groups=1,2', (s) => s.device_serial === 'NWU30103');
      expect(await expectFilter('engineer', '?groups=999', () => false)).toBe(0);
    });

    it('cluster keeps the snapshots of one location cluster', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/snapshots/${all.engineer![0]!.id}/analytics/locations/`, headers: { authorization: `Bearer ${tokens.engineer}` } });
      const places = placesSchema.parse(res.json());
      expect(places.clusters.length).toBeGreaterThanOrEqual(3);
      for (const cluster of places.clusters) {
        const got = await rowsOf('engineer', `?cluster=${cluster.id}`);
        expect(sortedIds(got)).toEqual([...cluster.snapshotIds].sort((a, b) => a - b));
      }
    });

    it('serials and ownerships keep those cameras and pairings', async () => {
      expect(await expectFilter('engineer', '?serials=NLC21004,NWU30103', (s) => ['NLC21004', 'NWU30103'].includes(s.device_serial))).toBeGreaterThan(0);
      const ownership = all.engineer!.find((s) => s.device_serial === 'NLC21017')!.ownership;
      expect(await expectFilter('engineer', `?ownerships=${ownership}`, (s) => s.ownership === ownership)).toBeGreaterThan(0);
      // Another user's serial narrows to nothing rather than revealing anything.
      expect(await expectFilter('engineer', '?serials=DEMO0001', () => false)).toBe(0);
    });

    it('combines filters with AND', async () => {
      await expectFilter('orgadmin', '?type=leak&gas=AIR&fixed=0&untagged=1&start=2026-10-15', (s) => s.leak?.gas === 'AIR' && !s.fixed && s.tags.length === 0 && s.created_date >= '2026-10-15');
    });
  });

  describe('validation', () => {
    it.each([
      ['?type=leak&pd_classification=floating', 'pd_classification'],
      ['?type=pd&gas=AIR', 'gas'],
      ['?fixed=1&fault=1', 'fault'],
      ['?pd_classification=sparks', 'pd_classification'],
      ['?pd_severity=extreme', 'pd_severity'],
      ['?gas=AIR,LAVA', 'gas'],
      ['?type=sound', 'type'],
      ['?fixed=yes', 'fixed'],
      ['?severe=0', 'severe'],
      ['?page=-1', 'page'],
      ['?page=one', 'page'],
      ['?page_size=0', 'page_size'],
      ['?page_size=20001', 'page_size'],
      ['?ordering=colour', 'ordering'],
      ['?start=2026-13-01', 'start'],
      ['?end=yesterday', 'end'],
      ['?start=2026-11-10&end=2026-11-01', 'end'],
      ['?groups=abc', 'groups'],
      ['?ownerships=1,x', 'ownerships'],
      ['?cluster=first', 'cluster'],
    ])('answers 400 naming the parameter for %s', async (query, field) => {
      const res = await list('engineer', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()[field]).toEqual([expect.any(String)]);
    });
  });

  describe('ordering', () => {
    const clusterOf = new Map<number, number>();
    beforeAll(async () => {
      const res = await app.inject({ method: 'GET', url: `/api/snapshots/locations/`, headers: { authorization: `Bearer ${tokens.engineer}` } });
      for (const c of placesSchema.parse(res.json()).clusters) for (const id of c.snapshotIds) clusterOf.set(id, c.id);
    });

    /** Compares with nulls last in both directions; ties by id in the sort's direction. */
    const compare = (keys: ((s: Snapshot) => number | string | null)[], desc: boolean) => (a: Snapshot, b: Snapshot) => {
      for (const key of keys) {
        const x = key(a);
        const y = key(b);
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * (desc ? -1 : 1);
      }
      return (a.id - b.id) * (desc ? -1 : 1);
    };
    const sorts: Record<string, ((s: Snapshot) => number | string | null)[]> = {
      created_date: [(s) => s.created_date],
      synced_date: [(s) => s.synced_date],
      severity: [(s) => s.pd?.severity_max ?? null, (s) => s.leak?.leakSize ?? null],
      label: [(s) => s.label.toLowerCase()],
      leak_size: [(s) => s.leak?.leakSize ?? null],
      location: [(s) => clusterOf.get(s.id) ?? null, (s) => s.created_date],
    };

    it.each(Object.keys(sorts).flatMap((key) => [key, `-${key}`]))('orders by %s with a stable id tiebreak', async (ordering) => {
      const desc = ordering.startsWith('-');
      const expected = [...all.engineer!].sort(compare(sorts[ordering.replace('-', '')]!, desc));
      expect(ids(await rowsOf('engineer', `?ordering=${ordering}`))).toEqual(ids(expected));
    });

    it('defaults to newest first', async () => {
      expect(ids(all.engineer!)).toEqual(ids([...all.engineer!].sort(compare(sorts.created_date!, true))));
    });
  });

  describe('paging', () => {
    it('pages from 0 with count, next and previous links', async () => {
      const first = await list('engineer', '?page_size=20&ordering=label');
      const page0 = snapshotPageSchema.parse(first.json());
      expect(page0.count).toBe(all.engineer!.length);
      expect(page0.results).toHaveLength(20);
      expect(page0.previous).toBeNull();
      const next = new URL(page0.next!);
      expect(next.pathname).toBe('/api/snapshots/');
      expect(Object.fromEntries(next.searchParams)).toEqual({ page_size: '20', ordering: 'label', page: '1' });

      const collected: number[] = [];
      let url: string | null = '/api/snapshots/?page_size=20&ordering=label';
      let pages = 0;
      while (url) {
        const res = await app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { authorization: `Bearer ${tokens.engineer}` } });
        const page = snapshotPageSchema.parse(res.json());
        expect(page.count).toBe(all.engineer!.length);
        if (pages > 0) expect(new URL(page.previous!).searchParams.get('page')).toBe(String(pages - 1));
        collected.push(...ids(page.results));
        url = page.next;
        pages += 1;
      }
      expect(pages).toBe(Math.ceil(all.engineer!.length / 20));
      expect(collected).toEqual(ids(await rowsOf('engineer', '?ordering=label')));
    });

    it('defaults to 20 per page and answers an empty page past the end', async () => {
      expect((await list('engineer')).json().results).toHaveLength(20);
      const past = (await list('engineer', '?page=99')).json();
      expect(past).toMatchObject({ count: all.engineer!.length, next: null, results: [] });
      expect(new URL(past.previous).searchParams.get('page')).toBe(String(Math.ceil(all.engineer!.length / 20) - 1));
    });

    it('pages a filtered list', async () => {
      const leak = all.engineer!.filter((s) => s.leak);
      const page1 = snapshotPageSchema.parse((await list('engineer', '?type=leak&page=1&page_size=5')).json());
      expect(page1.count).toBe(leak.length);
      expect(ids(page1.results)).toEqual(ids(leak.slice(5, 10)));
    });
  });
});
