#!/usr/bin/env node
// Serves the deployed static origin with nginx, one port per edition
// (tooling/deploy/nginx.mjs): NL on 3100, FLIR on 3110, UE on 3120, until Ctrl-C. Installs nginx
// from Debian's packages when it is missing (as root). Deploy into it with `npm run deploy`;
// the api-server runs apart (`npm start`, or api-server's own `npm start`).
//   npm run origin -- [--edition NL|FLIR|UE|all] [--origin <dir>]
import { parseArgs } from 'node:util';
import { originDir } from '../tooling/deploy/deploy.mjs';
import { startOrigin } from '../tooling/deploy/nginx.mjs';
import { editionCodes } from '../tooling/registry.mjs';

const { values } = parseArgs({ options: { edition: { type: 'string', default: 'all' }, origin: { type: 'string' } } });
const origin = originDir(values.origin);
const { child, served, ports } = await startOrigin({ origin, editions: editionCodes(values.edition) });
if (!served.length) console.log(`No edition is deployed in ${origin} yet: npm run deploy -- all --edition NL`);
for (const edition of served) console.log(`${edition}: http://localhost:${ports[edition]}`);
const stop = () => {
  child.kill('SIGQUIT');
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
