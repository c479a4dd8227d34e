#!/usr/bin/env node
// Rolls one remote back in one step (tooling/deploy/deploy.mjs):
//   npm run rollback -- <remote> [--edition NL|FLIR|UE|all] [--to <version>|<version>-<buildId>]
// Without --to, each edition gets back the build that was live before the current one. The
// registry's history (registry-history.json beside it) records the rollback like a deploy.
import { parseArgs } from 'node:util';
import { DeployRefused, originDir, rollbackRemote } from '../tooling/deploy/deploy.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { edition: { type: 'string', default: 'all' }, to: { type: 'string' }, origin: { type: 'string' } },
});
const [remote] = positionals;
if (!remote) {
  console.error('Usage: npm run rollback -- <remote> [--edition NL|FLIR|UE|all] [--to <version>]');
  process.exit(2);
}
try {
  await rollbackRemote({ remote, edition: values.edition, to: values.to, origin: originDir(values.origin), log: (line) => console.log(`  ${line}`) });
} catch (error) {
  console.error(error instanceof DeployRefused ? `refused: ${error.message}` : error.stack ?? String(error));
  process.exit(1);
}
