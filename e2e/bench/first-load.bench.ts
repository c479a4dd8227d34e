import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { TMP } from '../support/servers';
import { describe, measureFirstLoad, type FirstLoadFigures } from './firstLoad';

/**
 * Issue 16 figures: JavaScript of the login page, of the list after sign-in and of a detail
 * (raw, gzip-equivalent, on the wire), and time to the first card of a cold signed-in load,
 * at full CPU speed and with a 4x slowdown. With a monolith build served (MONOLITH_URL), the
 * same figures for it side by side. Written to .e2e-tmp/first-load.json too.
 */
test('first load: JS per page and time to first card, federated (and monolith)', async ({ browser }) => {
  const targets: Array<[string, string]> = [['federated', 'http://localhost:3000']];
  if (process.env.MONOLITH_URL) targets.push(['monolith', process.env.MONOLITH_URL]);
  const results: Record<string, FirstLoadFigures[]> = {};
  for (const cpu of [1, 4]) {
    for (const [label, url] of targets) {
      const figures = await measureFirstLoad(browser, url, cpu);
      (results[label] ??= []).push(figures);
      console.log(describe(label, figures, process.env.BENCH_DETAILS === '1'));
    }
  }
  fs.writeFileSync(path.join(TMP, 'first-load.json'), JSON.stringify(results, null, 2));
});
