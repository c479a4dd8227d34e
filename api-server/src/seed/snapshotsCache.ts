import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A disk cache of the generated seed media (signals, heatmaps, pictures) and rows, so that every
 * fresh database (each test suite builds one) does not synthesise the same bytes again: the
 * generation costs several CPU-seconds, loading the cache a few milliseconds.
 *
 * The output is a pure function of the code, so the cache key is a hash of the source of
 * everything that generates it (src/engine, the seed and analysis modules) and the Node version
 * (Math functions may differ between V8 versions). Entries live in
 * `$SEED_CACHE_DIR` (default `<tmpdir>/api-server-seed-cache`) and are written atomically
 * (temporary file, then rename), so parallel test workers can share them. `SEED_CACHE=0` turns
 * the cache off. Files of other keys older than a day are deleted.
 *
 * File format: 'SDC1', uint32 LE length of a JSON header, the header `{value, buffers: [[offset,
 * length]...]}`, then the buffers (which `value` refers to by index).
 */

const MAGIC = 'SDC1';
const SOURCES_ROOT = path.resolve(__dirname, '..');
const SOURCE_FILES = ['seed/snapshots.ts', 'seed/devices.ts', 'seed/snapshotsCache.ts', 'routes/snapshotsAnalysis.ts', 'routes/snapshotsMedia.ts', 'db/snapshots.ts'];

let cachedKey: string | null | undefined;

/** The cache directory, or undefined when caching is off. */
function cacheDir(): string | undefined {
  if (process.env.SEED_CACHE === '0') return undefined;
  return process.env.SEED_CACHE_DIR || path.join(os.tmpdir(), 'api-server-seed-cache');
}

/** Hash of the generating code; null when the sources cannot be read (then nothing is cached). */
export function seedCacheKey(): string | null {
  if (cachedKey !== undefined) return cachedKey;
  try {
    const hash = createHash('sha256').update(process.version);
    const engine = fs
      .readdirSync(path.join(SOURCES_ROOT, 'engine'))
      .filter((f) => /\.(ts|js)$/.test(f) && !/\.test\./.test(f))
      .sort()
      .map((f) => `engine/${f}`);
    for (const file of [...engine, ...SOURCE_FILES]) {
      hash.update(file).update(fs.readFileSync(path.join(SOURCES_ROOT, file)));
    }
    cachedKey = hash.digest('hex').slice(0, 24);
  } catch {
    cachedKey = null;
  }
  return cachedKey;
}

function entryPath(name: string): string | undefined {
  const dir = cacheDir();
  const key = seedCacheKey();
  return dir && key ? path.join(dir, `${key}-${name}.bin`) : undefined;
}

/** A cached entry: JSON-able data plus binary buffers it refers to by index. */
export interface SeedCacheEntry<T> {
  value: T;
  buffers: Buffer[];
}

/** Reads a cached entry, or undefined when absent, unreadable or caching is off. */
export function readSeedCache<T>(name: string): SeedCacheEntry<T> | undefined {
  const file = entryPath(name);
  if (!file) return undefined;
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    if (data.toString('ascii', 0, 4) !== MAGIC) return undefined;
    const headerLength = data.readUInt32LE(4);
    const header = JSON.parse(data.toString('utf8', 8, 8 + headerLength)) as { value: T; buffers: [number, number][] };
    const base = 8 + headerLength;
    const buffers = header.buffers.map(([offset, length]) => data.subarray(base + offset, base + offset + length));
    if (buffers.some((b, i) => b.length !== header.buffers[i]![1])) return undefined;
    return { value: header.value, buffers };
  } catch {
    return undefined;
  }
}

/** Writes an entry. Failures are ignored: the cache is only an optimisation. */
export function writeSeedCache<T>(name: string, entry: SeedCacheEntry<T>): void {
  const file = entryPath(name);
  if (!file) return;
  try {
    let offset = 0;
    const index = entry.buffers.map((b) => {
      const at: [number, number] = [offset, b.length];
      offset += b.length;
      return at;
    });
    const header = Buffer.from(JSON.stringify({ value: entry.value, buffers: index }));
    const prefix = Buffer.alloc(8);
    prefix.write(MAGIC, 0, 'ascii');
    prefix.writeUInt32LE(header.length, 4);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, Buffer.concat([prefix, header, ...entry.buffers]));
    fs.renameSync(tmp, file);
    pruneOtherKeys(path.dirname(file));
  } catch {
    // A read-only or full disk only costs the next seed its speed.
  }
}

function pruneOtherKeys(dir: string): void {
  const key = seedCacheKey();
  const dayAgo = Date.now() - 86_400_000;
  for (const name of fs.readdirSync(dir)) {
    if (key && name.startsWith(`${key}-`)) continue;
    const file = path.join(dir, name);
    try {
      if (fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}
