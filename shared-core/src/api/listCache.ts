import type { z } from 'zod';
import { LIST_CACHE_MS } from 'shared-domain/analysis';
import { claimsAtom } from '../session/atoms';
import { api, PLATFORM, store } from '../platform/platform';

/** The part of the Web Storage API the cache uses. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ListCacheOptions {
  /** Where entries live (localStorage on the platform); undefined turns the cache off. */
  storage: CacheStorage | undefined;
  /** False on desktop: spec 000 section 4 keeps the list cache to the web. */
  enabled: boolean;
  /** Scopes entries to the signed-in user (another account on the same browser sees none). */
  scope: () => string | number | null;
  now?: () => number;
  /** How long an entry may be shown first; default 1 minute (spec 000 sections 4 and 9). */
  maxAgeMs?: number;
  /**
   * Answers with more rows than this are not written. A phone asks for 20,000 rows a page
   * (spec 000 section 9), tens of MB of JSON: serialising it would block the page for longer
   * than the cache saves, and it would not fit the storage quota (about 5 MB) anyway.
   */
  maxRows?: number;
  /** Serialised entries longer than this (UTF-16 code units) are not written; default 512 Ki. */
  maxChars?: number;
  /** Entries kept; the oldest is dropped first. */
  maxEntries?: number;
}

/** An entry read back: the answer and when it was saved (ms since the epoch). */
export interface CachedAnswer<T> {
  data: T;
  savedAt: number;
}

/** A persisted cache of list answers, keyed by query. */
export interface ListCache {
  /** The saved answer for `key` if younger than the maximum age and valid for `schema`. */
  read<S extends z.ZodType>(key: readonly unknown[], schema: S): CachedAnswer<z.infer<S>> | undefined;
  /** Saves `data` for `key`; false when skipped (off, too many rows, too large, quota full). */
  write(key: readonly unknown[], data: unknown): boolean;
  /** Forgets every entry (on sign-out). */
  clear(): void;
}

const PREFIX = 'acv.listCache:';
const INDEX_KEY = 'acv.listCache.index';

function rowsOf(data: unknown): number {
  const results = (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? results.length : 0;
}

/** Creates a list cache over `options.storage` (see {@link ListCacheOptions} for the limits). */
export function createListCache(options: ListCacheOptions): ListCache {
  const { storage, enabled, scope } = options;
  const now = options.now ?? (() => Date.now());
  const maxAgeMs = options.maxAgeMs ?? LIST_CACHE_MS;
  const maxRows = options.maxRows ?? 500;
  const maxChars = options.maxChars ?? 512 * 1024;
  const maxEntries = options.maxEntries ?? 10;

  const storageKey = (key: readonly unknown[]) => `${PREFIX}${JSON.stringify([scope(), ...key])}`;
  const readIndex = (): string[] => {
    try {
      const index: unknown = JSON.parse(storage?.getItem(INDEX_KEY) ?? '[]');
      return Array.isArray(index) ? index.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  };
  const remove = (name: string) => {
    storage?.removeItem(name);
    storage?.setItem(INDEX_KEY, JSON.stringify(readIndex().filter((k) => k !== name)));
  };

  return {
    read(key, schema) {
      if (!enabled || !storage || scope() === null) return undefined;
      const name = storageKey(key);
      try {
        const raw = storage.getItem(name);
        if (!raw) return undefined;
        const entry = JSON.parse(raw) as { savedAt?: unknown; data?: unknown };
        const savedAt = typeof entry.savedAt === 'number' ? entry.savedAt : 0;
        const age = now() - savedAt;
        const parsed = schema.safeParse(entry.data);
        if (age < 0 || age > maxAgeMs || !parsed.success) {
          remove(name);
          return undefined;
        }
        return { data: parsed.data, savedAt };
      } catch {
        return undefined;
      }
    },
    write(key, data) {
      if (!enabled || !storage || scope() === null || rowsOf(data) > maxRows) return false;
      const name = storageKey(key);
      const text = JSON.stringify({ savedAt: now(), data });
      if (text.length > maxChars) return false;
      try {
        const index = readIndex().filter((k) => k !== name);
        while (index.length >= maxEntries) storage.removeItem(index.shift()!);
        storage.setItem(name, text);
        storage.setItem(INDEX_KEY, JSON.stringify([...index, name]));
        return true;
      } catch {
        // Quota exceeded or storage refused: the cache is an optimisation, the server answers.
        return false;
      }
    },
    clear() {
      if (!storage) return;
      for (const name of readIndex()) storage.removeItem(name);
      storage.removeItem(INDEX_KEY);
    },
  };
}

function browserStorage(): CacheStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The platform's list cache (spec 000 section 4: local cache first, 1 minute, not on desktop),
 * in localStorage, per signed-in user, emptied on sign-out.
 */
export const listCache: ListCache = createListCache({
  storage: browserStorage(),
  enabled: PLATFORM === 'web',
  scope: () => store.get(claimsAtom)?.user_id ?? null,
});
api.onLogout(() => listCache.clear());
