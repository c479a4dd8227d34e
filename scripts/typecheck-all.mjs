#!/usr/bin/env node
// Type checks every package with its own tsconfig (strict everywhere), as many at a time as
// the machine has cores (2 here: about half the time of one after another). Each package's
// output is printed whole when it finishes, so failures stay readable.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules', '.bin', 'tsc');
const packages = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')));
const queue = [...packages];
let failed = 0;

/** Checks one package; resolves when tsc ends. */
function check(pkg) {
  return new Promise((resolve) => {
    const child = spawn(TSC, ['--noEmit', '-p', path.join(pkg, 'tsconfig.json')], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) {
        failed += 1;
        console.error(`type check failed: ${pkg}`);
      } else console.log(`type check ok: ${pkg}`);
      resolve();
    });
  });
}

async function worker() {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await check(pkg);
}

await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), packages.length) }, worker));
process.exit(failed ? 1 : 0);
