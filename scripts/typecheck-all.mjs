#!/usr/bin/env node
// Type checks every package (strict everywhere), as many programs at a time as the machine has
// cores. The browser packages are one program (tsconfig.frontends.json: same options, and one
// by one each re-checked shared-ui and shared-core); the others (api-server, shared-core, e2e)
// each use their own tsconfig. Each program's output is printed whole when it finishes, so
// failures stay readable.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules', '.bin', 'tsc');
const FRONTENDS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tsconfig.frontends.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
).include.map((dir) => dir.split('/')[0]);
const packages = fs
  .readdirSync(ROOT)
  .filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')) && !FRONTENDS.includes(d));
// The largest program first, so that the others fill the second core beside it.
const queue = [{ name: FRONTENDS.join(', '), config: 'tsconfig.frontends.json' }, ...packages.map((d) => ({ name: d, config: path.join(d, 'tsconfig.json') }))];
let failed = 0;

/** Checks one program; resolves when tsc ends. */
function check({ name, config }) {
  return new Promise((resolve) => {
    const child = spawn(TSC, ['--noEmit', '-p', config], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) {
        failed += 1;
        console.error(`type check failed: ${name}`);
      } else console.log(`type check ok: ${name}`);
      resolve();
    });
  });
}

async function worker() {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await check(pkg);
}

await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, worker));
process.exit(failed ? 1 : 0);
