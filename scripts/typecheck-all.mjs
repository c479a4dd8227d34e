#!/usr/bin/env node
// Type checks every package with its own tsconfig (strict everywhere), one after another.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules', '.bin', 'tsc');
const packages = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')));
let failed = 0;
for (const pkg of packages) {
  const result = spawnSync(TSC, ['--noEmit', '-p', path.join(pkg, 'tsconfig.json')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`type check failed: ${pkg}`);
  } else console.log(`type check ok: ${pkg}`);
}
process.exit(failed ? 1 : 0);
