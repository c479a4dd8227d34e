import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passwordCost } from '../auth/password';
import { openDatabase } from '../db/openDatabase';
import { seed } from '../seed';

/**
 * Seeded PGlite data directories for tests, copied from a template.
 *
 * A fresh directory costs about 9 s on these 2 cores (PGlite's initdb about 4 s, migrations, the
 * seed's rows and media about 5 s); copying a seeded one costs about half a second, and opening
 * it about one. So the first test server of a code version builds a template under
 * `<tmpdir>/api-server-db-templates/<key>/` and every server after that starts from a copy.
 *
 * The template is a pure function of the server's code and PGlite, so the key hashes every
 * non-test source file of src/, the PGlite version and the Node version: any code change builds
 * a new template. Templates are moved into place with a rename, so parallel jest workers never
 * see half of one; templates of other keys unused for an hour are deleted (each is about 270 MB).
 * `DB_TEMPLATE=0` turns this off (every server then seeds its own directory).
 */

const SRC_ROOT = path.resolve(__dirname, '..');
const TEMPLATES_DIR = path.join(os.tmpdir(), 'api-server-db-templates');
const STALE_MS = 3_600_000;

let key: string | undefined;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|cjs|js|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Hash of what the seeded database depends on. */
export function templateKey(): string {
  if (key) return key;
  // The seed users' hashes are made at the cost this process runs with (jest: the test cost).
  const hash = createHash('sha256').update(process.version).update(JSON.stringify(passwordCost()));
  hash.update(fs.readFileSync(path.join(SRC_ROOT, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of sourceFiles(SRC_ROOT)) hash.update(path.relative(SRC_ROOT, file)).update(fs.readFileSync(file));
  key = hash.digest('hex').slice(0, 24);
  return key;
}

/** A fresh temporary data directory; the caller removes it with {@link removeDataDir}. */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
}

/** Deletes a directory made by {@link makeDataDir} or {@link seededDataDir}. */
export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function buildTemplate(target: string): Promise<void> {
  fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
  const building = fs.mkdtempSync(path.join(TEMPLATES_DIR, 'building-'));
  try {
    const db = await openDatabase({ dataDir: building });
    try {
      await seed(db);
    } finally {
      await db.close();
    }
    fs.renameSync(building, target);
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    // Another worker moved its template into place first: use that one.
    if (!fs.existsSync(target)) throw err;
  }
  pruneStaleTemplates(path.basename(target));
}

function pruneStaleTemplates(current: string): void {
  const cutoff = Date.now() - STALE_MS;
  for (const name of fs.readdirSync(TEMPLATES_DIR)) {
    if (name === current) continue;
    const dir = path.join(TEMPLATES_DIR, name);
    try {
      if (fs.statSync(dir).mtimeMs < cutoff) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * A new temporary data directory holding the migrated and seeded database, ready for
 * `buildServer` (whose seed step then finds nothing to add).
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = makeDataDir();
  if (process.env.DB_TEMPLATE === '0') return dataDir;
  await copySeededTemplate(dataDir);
  return dataDir;
}

/** Builds this code version's template unless it exists; returns its directory. */
export async function ensureSeededTemplate(): Promise<string> {
  const template = path.join(TEMPLATES_DIR, templateKey());
  if (!fs.existsSync(template)) await buildTemplate(template);
  return template;
}

/** Copies the seeded template (building it first if this code version has none) into `dataDir`. */
export async function copySeededTemplate(dataDir: string): Promise<void> {
  const template = await ensureSeededTemplate();
  fs.cpSync(template, dataDir, { recursive: true });
  // Marks the template as in use, so no other checkout's run prunes it meanwhile.
  const now = new Date();
  fs.utimesSync(template, now, now);
}
