import fs from 'node:fs';
import type { Database } from './Database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { migrate } from './migrate';

/** Where the data lives and whether to start from nothing. */
export interface OpenDatabaseOptions {
  /** PGlite data directory; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** Wipe all data first (the caller reseeds). */
  fresh?: boolean | undefined;
}

/** Opens the configured database, wipes it when asked, and applies pending migrations. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  let db: Database;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
    // The server owns the whole `public` schema of its database, so a fresh start drops it.
    if (opts.fresh) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } else {
    if (opts.fresh) fs.rmSync(opts.dataDir, { recursive: true, force: true });
    db = await openPglite(opts.dataDir);
  }
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
