import type { FastifyInstance } from 'fastify';
import { snapshotPageSchema, snapshotTagsSchema, type SnapshotListItem } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { liveServicesOf } from '../live';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';

jest.setTimeout(120_000);

/** The tag filter's suggestions, and whether several tags mean any or all of them. */
describe('snapshot tags', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  let visible: SnapshotListItem[];

  const get = (url: string, user = 'engineer') => app.inject({ method: 'GET', url, headers: tokens[user] ? { authorization: `Bearer ${tokens[user]}` } : {} });
  const rows = async (query: string) => snapshotPageSchema.parse((await get(`/api/snapshots/?page_size=20000&${query}`)).json()).results;
  const setTags = (id: number, tags: string[]) => liveServicesOf(app).db.query('UPDATE snapshots SET tags = $2 WHERE id = $1', [id, tags]);

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    for (const user of ['engineer', 'orgadmin']) tokens[user] = (await login(app, user)).access;
    // Two of engineer's snapshots with both tags, one with only the first; one of orgadmin's
    // that engineer does not see (camera NWU30101) with a tag of its own.
    const own = snapshotPageSchema.parse((await get('/api/snapshots/?serials=NLC21004&page_size=3')).json()).results.map((s) => s.id);
    await setTags(own[0]!, ['Valve', 'hall2']);
    await setTags(own[1]!, ['Valve', 'hall2']);
    await setTags(own[2]!, ['Valve']);
    const unseen = snapshotPageSchema.parse((await get('/api/snapshots/?serials=NWU30101&page_size=1', 'orgadmin')).json()).results[0]!.id;
    await setTags(unseen, ['boardroom']);
    visible = await rows('');
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  describe('GET /api/snapshots/tags/', () => {
    it('lists every tag on the snapshots the user sees with its count, most used first, then by name', async () => {
      const counts = new Map<string, number>();
      for (const s of visible) for (const tag of s.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      const expected = [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1));
      const res = await get('/api/snapshots/tags/');
      expect(res.statusCode).toBe(200);
      expect(snapshotTagsSchema.parse(res.json()).results).toEqual(expected);
      expect(expected.map((t) => t.tag)).toEqual(expect.arrayContaining(['Valve', 'hall2']));
      expect(expected.map((t) => t.tag)).not.toContain('boardroom');
      expect(snapshotTagsSchema.parse((await get('/api/snapshots/tags/', 'orgadmin')).json()).results.map((t) => t.tag)).toContain('boardroom');
    });

    it('keeps the tags containing q, whatever the case, and at most limit of them', async () => {
      expect((await get('/api/snapshots/tags/?q=HALL')).json()).toEqual({ results: [{ tag: 'hall2', count: 2 }] });
      // The seed's "valve" and the "Valve" set here: tags differ by case, the search does not.
      const valves = snapshotTagsSchema.parse((await get('/api/snapshots/tags/?q=ALV')).json()).results;
      expect(valves.map((t) => t.tag).sort()).toEqual(['Valve', 'valve']);
      expect(valves.find((t) => t.tag === 'Valve')?.count).toBe(3);
      expect((await get('/api/snapshots/tags/?q=zzz-none')).json()).toEqual({ results: [] });
      expect((await get('/api/snapshots/tags/?limit=1')).json().results).toHaveLength(1);
    });

    it('answers 400 with field messages to a bad limit or a long q, and 401 without a token', async () => {
      for (const [query, field] of [['limit=0', 'limit'], ['limit=501', 'limit'], ['limit=many', 'limit'], [`q=${'x'.repeat(101)}`, 'q']]) {
        const res = await get(`/api/snapshots/tags/?${query}`);
        expect({ query, status: res.statusCode, fields: Object.keys(res.json()) }).toEqual({ query, status: 400, fields: [field] });
      }
      expect((await get('/api/snapshots/tags/', 'nobody')).statusCode).toBe(401);
    });
  });

  describe('GET /api/snapshots/?tags=', () => {
    const ids = (list: readonly SnapshotListItem[]) => list.map((s) => s.id).sort((a, b) => a - b);
    const having = (test: (tags: string[]) => boolean) => ids(visible.filter((s) => test(s.tags)));

    it('shows snapshots with any of several tags by default and with tags_match=any', async () => {
      const any = having((tags) => tags.includes('Valve') || tags.includes('hall2'));
      expect(ids(await rows('tags=Valve,hall2'))).toEqual(any);
      expect(ids(await rows('tags=Valve,hall2&tags_match=any'))).toEqual(any);
    });

    it('shows only snapshots with all of them with tags_match=all', async () => {
      const all = having((tags) => tags.includes('Valve') && tags.includes('hall2'));
      expect(all).toHaveLength(2);
      expect(ids(await rows('tags=Valve,hall2&tags_match=all'))).toEqual(all);
    });

    it('answers 400 to another tags_match', async () => {
      const res = await get('/api/snapshots/?tags=Valve&tags_match=some');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['tags_match']);
    });
  });
});
