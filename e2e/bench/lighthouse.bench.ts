import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Lighthouse 12 on login, list and detail with the desktop and mobile presets
 * (bench/lighthouse-run.mjs), against the servers bench setup started (BENCH_SEED=small for the
 * ordinary seed). Prints desktop performance and mobile LCP per page; a benchmark, not a CI check.
 */
test('Lighthouse: desktop performance and mobile LCP of login, list and detail', () => {
  test.setTimeout(15 * 60_000);
  const result = spawnSync(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs')], { stdio: 'inherit', env: process.env });
  expect(result.status).toBe(0);
});
