#!/usr/bin/env node
// Deploys one area (or an edition's shell) to the static origin, without building anything else
// (tooling/deploy/deploy.mjs):
//   npm run deploy -- <remote> [--edition NL|FLIR|UE|all]   one remote (mfe-cameras or mfe_cameras)
//   npm run deploy -- shell --edition NL                   an edition's shell
//   npm run deploy -- all [--edition ...]                  a whole edition: its shell, then its remotes
//   npm run deploy -- <remote> --edition UE --published <version>-<buildId>
//                                                          a build already published goes live in UE
//                                                          too, without a build (a canary, a promotion)
// Options: --origin <dir> (DEPLOY_ORIGIN, default deploy/origin), --origin-url <url> (verify the
// published files over HTTP from the origin that serves them), --from <dir> --build-id <id> (publish
// a folder already built for its published path instead of building).
// Prints each step and its time; a refusal says why and exits 1 with every registry as it was.
import { parseArgs } from 'node:util';
import { DeployRefused, deployRemote, deployShell, originDir } from '../tooling/deploy/deploy.mjs';
import { editionCodes, readEditions } from '../tooling/registry.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edition: { type: 'string', default: 'all' },
    origin: { type: 'string' },
    'origin-url': { type: 'string' },
    from: { type: 'string' },
    'build-id': { type: 'string' },
    published: { type: 'string' },
  },
});
const [what] = positionals;
if (!what) {
  console.error('Usage: npm run deploy -- <remote|shell|all> [--edition NL|FLIR|UE|all] [--origin <dir>] [--origin-url <url>]');
  process.exit(2);
}
const origin = originDir(values.origin);
const log = (line) => console.log(`  ${line}`);
const started = Date.now();
try {
  if (what === 'shell' || what === 'all') {
    for (const edition of editionCodes(values.edition)) {
      const { timings } = await deployShell({ edition, origin, from: what === 'shell' ? values.from : undefined, log });
      if (timings.buildS) log(`(shell build ${timings.buildS.toFixed(1)} s)`);
    }
  }
  const remotes =
    what === 'shell' ? [] : what === 'all' ? [...new Set(editionCodes(values.edition).flatMap((code) => readEditions()[code].remotes))] : [what];
  for (const remote of remotes) {
    const result = await deployRemote({ remote, edition: values.edition, origin, originUrl: values['origin-url'], from: values.from, buildId: values['build-id'], published: values.published, log });
    log(`${result.name} ${result.version}-${result.buildId} for ${result.editions.join(', ')}: build ${result.timings.buildS?.toFixed(1) ?? '-'} s, publish, checks and registry ${result.timings.publishS.toFixed(1)} s`);
  }
  console.log(`deployed in ${((Date.now() - started) / 1000).toFixed(1)} s (origin ${origin})`);
} catch (error) {
  console.error(error instanceof DeployRefused ? `refused: ${error.message}` : error.stack ?? String(error));
  process.exit(1);
}
