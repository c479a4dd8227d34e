import { TEST_SCRYPT_COST, usePasswordCost } from '../auth/password';
import { ensureSeededTemplate } from './seededDataDir';

/**
 * Builds the seeded database template once, before any suite starts (src/testing/seededDataDir.ts):
 * outside jest's sandbox the seed draws its recordings about twice as fast, and no suite's first
 * hook waits for it on a busy machine. At the test password cost, as jestSetup.ts sets for the suites,
 * so the template's key is theirs.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DB_TEMPLATE === '0') return;
  usePasswordCost(TEST_SCRYPT_COST);
  const started = Date.now();
  await ensureSeededTemplate();
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 1) console.info(`api-server: seeded database template ready in ${seconds.toFixed(1)} s`);
}
