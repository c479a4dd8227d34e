import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { ROOT, TMP, waitForUrl } from '../support/servers';
import { describe, measureFirstLoad, type FirstLoadFigures } from './firstLoad';

/**
 * First-load figures: JavaScript of the login page, of the list after sign-in and of a detail
 * (raw, gzip-equivalent, on the wire), and time to the first card of a cold signed-in load,
 * at full CPU speed and with a 4x slowdown. With a monolith build in shell/dist-monolith
 * (`node scripts/build-all.mjs --monolith`), the same figures for it side by side, served on
 * port 3020 by the same static server. Written to .e2e-tmp/first-load.json too.
 */
test('first load: JS per page and time to first card, federated (and monolith)', async ({ browser }) => {
  test.setTimeout(20 * 60_000);
  const targets: Array<[string, string]> = [['federated', 'http://localhost:3000']];
  const monolithDir = path.join(ROOT, 'shell', 'dist-monolith');
  const monolith = fs.existsSync(monolithDir)
    ? spawn(process.execPath, [path.join(ROOT, 'tooling', 'serve.mjs'), monolithDir, '3020', '--spa'], { stdio: 'ignore' })
    : null;
  if (monolith) {
    await waitForUrl('http://127.0.0.1:3020/');
    targets.push(['monolith', 'http://localhost:3020']);
  }
  const results: Record<string, FirstLoadFigures[]> = {};
  for (const cpu of (process.env.BENCH_CPU ?? "1,4").split(",").map(Number)) {
    for (const [label, url] of targets) {
      const figures = await measureFirstLoad(browser, url, cpu);
      (results[label] ??= []).push(figures);
      console.log(describe(label, figures, process.env.BENCH_DETAILS === '1'));
    }
  }
  monolith?.kill();
  fs.writeFileSync(path.join(TMP, 'first-load.json'), JSON.stringify(results, null, 2));
  // Side by side: the list's first load (login page + list after sign-in) and time to first card.
  if (results.monolith) {
    for (const [index, federated] of results.federated!.entries()) {
      const mono = results.monolith[index]!;
      const listBytes = (f: FirstLoadFigures) => f.login.gzip + f.list.gzip;
      console.log(
        `CPU ${federated.cpu}x, list first load: federated ${(listBytes(federated) / 1024).toFixed(0)} KB gz / ${federated.firstCardMs.toFixed(0)} ms to first card; ` +
          `monolith ${(listBytes(mono) / 1024).toFixed(0)} KB gz / ${mono.firstCardMs.toFixed(0)} ms; ratio ${(listBytes(federated) / listBytes(mono)).toFixed(2)}x bytes, ${(federated.firstCardMs / mono.firstCardMs).toFixed(2)}x time (target 1.2x)`,
      );
    }
  }
});
