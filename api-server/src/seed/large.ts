import path from 'node:path';
import { openDatabase } from '../db/openDatabase';
import { seed } from './index';
import { seedLargeSet } from './snapshotsLarge';

/**
 * Command line: adds a large snapshot set for one user to a data directory (or DATABASE_URL).
 *
 *     npx tsx src/seed/large.ts --user engineer --count 20000 [--data-dir DIR]
 *
 * Migrates and runs the normal seed first (so it works on an empty directory), then inserts the
 * rows with `seedLargeSet`. Stop the server using the directory first: PGlite allows one process.
 */

/** The server's default data directory (`DEFAULT_DATA_DIR` of app.ts): api-server/.data/db. */
const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', 'db');

function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(argv: readonly string[]): Promise<void> {
  const username = arg(argv, '--user') ?? 'engineer';
  const count = Number(arg(argv, '--count') ?? '20000');
  if (!Number.isInteger(count) || count < 0) throw new Error('--count must be a whole number');
  const dataDir = arg(argv, '--data-dir') ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const started = Date.now();
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await seed(db);
    const seeded = Date.now();
    const inserted = await seedLargeSet(db, { username, count });
    const done = Date.now();
    console.info(
      `large set: ${inserted} snapshots inserted for ${username} (${count - inserted} already present) in ${((done - seeded) / 1000).toFixed(1)} s; ` +
        `total ${((done - started) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir})`,
    );
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
