import fs from 'node:fs';
import path from 'node:path';
import { SERVERS, startServer, stopAll, TMP, freshDataDir, ROOT, type ServerName } from './servers';

/**
 * Starts the api-server on a fresh database and every production build on its port. The
 * api-server hashes passwords at the test cost (about 1 ms a sign-in instead of 350; what the
 * cost protects is not what these tests check).
 */
export default async function globalSetup() {
  fs.mkdirSync(TMP, { recursive: true });
  await stopAll();
  for (const server of Object.values(SERVERS)) {
    if (!fs.existsSync(path.join(ROOT, server.dir))) throw new Error(`${server.dir} is missing: run the production builds first`);
  }
  const dataDir = freshDataDir('db-');
  await startServer('api-server', { DATA_DIR: dataDir, FRESH: '1', DEV: '1', INSECURE_TEST_PASSWORD_HASH: '1' });
  await Promise.all((Object.keys(SERVERS) as ServerName[]).map((name) => startServer(name)));
}
