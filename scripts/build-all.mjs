#!/usr/bin/env node
// Production builds of every app, one at a time (on 2 cores that is faster than in parallel).
// Also builds the shell for the FLIR edition into shell/dist-flir (the e2e brand check).
// With --monolith, also the monolith build (shell and remotes as one app) into shell/dist-monolith,
// which the first-load benchmark compares with the federated build.
// Prints each build's time and the total (target: 60 s for every app on 2 cores).
// Usage: node scripts/build-all.mjs [--only shell,mfe-cameras] [--no-flir] [--monolith]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
const builds = APPS.filter((app) => !only || only.includes(app.dir)).map((app) => ({ app, env: {} }));
if (!process.argv.includes('--no-flir') && (!only || only.includes('shell'))) {
  builds.push({ app: APPS[0], env: { BRAND: 'FLIR', OUT_DIR: path.join(ROOT, 'shell', 'dist-flir') }, label: 'shell (FLIR)' });
}

if (process.argv.includes('--monolith')) {
  builds.push({ app: APPS[0], env: { MONOLITH: '1', OUT_DIR: path.join(ROOT, 'shell', 'dist-monolith') }, label: 'monolith (shell and remotes as one app)' });
}

const allStarted = Date.now();
for (const { app, env, label } of builds) {
  const started = Date.now();
  const result = spawnSync(path.join(ROOT, app.dir, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: path.join(ROOT, app.dir),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0 || /\bERROR\b/.test(result.stdout)) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error(`build failed: ${label ?? app.dir} (${seconds} s)`);
    process.exit(1);
  }
  console.log(`built ${label ?? app.dir} in ${seconds} s`);
}
console.log(`built ${builds.length} in ${((Date.now() - allStarted) / 1000).toFixed(1)} s`);
