import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SERVERS, startServer, stopAll, TMP, freshDataDir, type ServerName } from '../support/servers';

/**
 * A fresh database with 20,000 extra snapshots for `engineer`, then every server. With
 * BENCH_SEED=small (the first-load bench), only the ordinary seed.
 */
export default async function benchSetup() {
  fs.mkdirSync(TMP, { recursive: true });
  await stopAll();
  const dataDir = freshDataDir('bench-db-');
  if (process.env.BENCH_SEED === 'small') {
    await startServer('api-server', { DATA_DIR: dataDir, FRESH: '1', DEV: '1' });
    await Promise.all((Object.keys(SERVERS) as ServerName[]).map((name) => startServer(name)));
    return;
  }
  const started = Date.now();
  const seed = spawnSync(
    path.join(ROOT, 'api-server', 'node_modules', '.bin', 'tsx'),
    ['src/seed/large.ts', '--user', 'engineer', '--count', '20000', '--data-dir', dataDir],
    { cwd: path.join(ROOT, 'api-server'), stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('large seed failed');
  console.log(`seeded 20,000 snapshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await startServer('api-server', { DATA_DIR: dataDir, DEV: '1' });
  await Promise.all((Object.keys(SERVERS) as ServerName[]).map((name) => startServer(name)));
}
