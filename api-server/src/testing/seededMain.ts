import fs from 'node:fs';
import { TEST_SCRYPT_COST, usePasswordCost } from '../auth/password';
import { copySeededTemplate } from './seededDataDir';

/**
 * `main.ts` for shared-domain's tests that need a server process (shared-domain's
 * testing/apiServerProcess.ts): an empty or new `DATA_DIR` first gets a copy of the seeded
 * template, about a second instead of the 13 s a fresh seed takes. A `DATA_DIR` that holds a
 * database (a restart) is used as it is. Test only: the template is seeded at the test cost,
 * so the server runs at it too (main.ts reads INSECURE_TEST_PASSWORD_HASH).
 */
async function run(): Promise<void> {
  usePasswordCost(TEST_SCRYPT_COST);
  process.env.INSECURE_TEST_PASSWORD_HASH = '1';
  const dataDir = process.env.DATA_DIR;
  if (dataDir && (!fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0) && process.env.DB_TEMPLATE !== '0') await copySeededTemplate(dataDir);
  await import('../main');
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
