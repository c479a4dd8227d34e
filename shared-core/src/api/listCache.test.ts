import { z } from 'zod';
import { LIST_CACHE_MS } from 'shared-domain/analysis';
import { createListCache, type CacheStorage, type ListCacheOptions } from './listCache';

const pageSchema = z.object({ count: z.number(), results: z.array(z.object({ id: z.number() })) });
const page = (rows: number) => ({ count: rows, results: Array.from({ length: rows }, (_, i) => ({ id: i + 1 })) });

function memoryStorage(quotaChars = Number.POSITIVE_INFINITY): CacheStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      const used = [...items].reduce((n, [key, value]) => n + (key === k ? 0 : value.length), 0);
      if (used + v.length > quotaChars) throw new DOMException('quota', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
  };
}

function setup(overrides: Partial<ListCacheOptions> = {}) {
  let nowMs = 1_000_000;
  let user: number | null = 7;
  const storage = memoryStorage();
  const cache = createListCache({ storage, enabled: true, scope: () => user, now: () => nowMs, ...overrides });
  return {
    cache,
    storage,
    advance: (ms: number) => (nowMs += ms),
    signInAs: (id: number | null) => (user = id),
  };
}

const key = (pageNo: number) => ['snapshots', 'list', { page: pageNo, sort: '-created_date' }];

describe('list cache (spec 000 section 4: local cache first, 1 minute, not on desktop)', () => {
  it('gives back a saved answer for the same query, with when it was saved', () => {
    const { cache } = setup();
    expect(cache.write(key(0), page(3))).toBe(true);
    expect(cache.read(key(0), pageSchema)).toEqual({ data: page(3), savedAt: 1_000_000 });
    expect(cache.read(key(1), pageSchema)).toBeUndefined();
  });

  it.each([
    [0, true],
    [LIST_CACHE_MS, true],
    [LIST_CACHE_MS + 1, false],
  ])('an entry %d ms old is shown: %s', (ageMs, shown) => {
    const { cache, advance } = setup();
    cache.write(key(0), page(2));
    advance(ageMs);
    expect(cache.read(key(0), pageSchema) !== undefined).toBe(shown);
  });

  it('is off on desktop', () => {
    const { cache, storage } = setup({ enabled: false });
    expect(cache.write(key(0), page(2))).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(cache.read(key(0), pageSchema)).toBeUndefined();
  });

  it('keeps users apart and writes nothing when signed out', () => {
    const { cache, signInAs } = setup();
    cache.write(key(0), page(2));
    signInAs(8);
    expect(cache.read(key(0), pageSchema)).toBeUndefined();
    signInAs(null);
    expect(cache.write(key(0), page(2))).toBe(false);
  });

  it('skips a 20,000-row phone answer without serialising it', () => {
    const { cache, storage } = setup();
    const big = page(20_000);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(cache.write(key(0), big)).toBe(false);
      expect(stringify.mock.calls.some(([value]) => value === big || (value as { data?: unknown })?.data === big)).toBe(false);
    } finally {
      stringify.mockRestore();
    }
    expect(storage.items.size).toBe(0);
  });

  it('skips an entry larger than the size cap', () => {
    const { cache, storage } = setup({ maxChars: 200 });
    expect(cache.write(key(0), page(50))).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('drops an entry that no longer matches the schema', () => {
    const { cache, storage } = setup();
    cache.write(key(0), { count: 'many', results: [] });
    expect(cache.read(key(0), pageSchema)).toBeUndefined();
    expect([...storage.items.keys()].filter((k) => k.startsWith('acv.listCache:'))).toEqual([]);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = setup({ maxEntries: 2 });
    cache.write(key(0), page(1));
    cache.write(key(1), page(1));
    cache.write(key(2), page(1));
    expect(cache.read(key(0), pageSchema)).toBeUndefined();
    expect(cache.read(key(1), pageSchema)).toBeDefined();
    expect(cache.read(key(2), pageSchema)).toBeDefined();
  });

  it('survives a full storage quota (the server answers instead)', () => {
    const storage = memoryStorage(50);
    const cache = createListCache({ storage, enabled: true, scope: () => 1 });
    expect(cache.write(key(0), page(5))).toBe(false);
    expect(cache.read(key(0), pageSchema)).toBeUndefined();
  });

  it('forgets everything on clear (sign-out)', () => {
    const { cache, storage } = setup();
    cache.write(key(0), page(1));
    cache.write(key(1), page(1));
    cache.clear();
    expect(storage.items.size).toBe(0);
  });
});
