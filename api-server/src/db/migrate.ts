import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './Database';

/** One schema change, read from `migrations/NNN_name.sql`. */
export interface Migration {
  /** The zero-padded number that orders migrations, e.g. `001`. */
  version: string;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Lists the migrations shipped with the server, in the order they must run. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => /^(\d{3})_(\w+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1]!, name: m[2]!, sql: fs.readFileSync(path.join(dir, m[0]), 'utf8') }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction so a failing one leaves the schema at the previous version.
 * @returns the versions applied by this call
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}
