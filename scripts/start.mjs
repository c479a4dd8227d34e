#!/usr/bin/env node
// `npm start`: installs, builds every app for production, then serves the shell on :3000,
// the five remotes on :3001-3005 and the api-server on :8000 until Ctrl-C.
// SKIP_INSTALL=1 or SKIP_BUILD=1 skip those steps; BRAND=FLIR|UE builds another edition.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, ROOT } from './apps.mjs';

const pnpm = ['-y', 'pnpm@10'];
function run(args, label) {
  console.log(`> ${label}`);
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.SKIP_INSTALL) run([...pnpm, 'install', '--frozen-lockfile'], 'install');
if (!process.env.SKIP_BUILD) {
  console.log('> build');
  const build = spawnSync(process.execPath, ['scripts/build-all.mjs', '--no-flir'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let stopping = false;
const children = [];
function start(label, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${label} exited (${code})`);
  });
  children.push(child);
}

// No dev routes: every e-mail (activation, password reset, invitation) is printed on this
// console instead, so account flows can still be finished locally. A developer who wants the
// /dev/... helpers (loopback only) asks for them explicitly with `DEV=1 npm start`. Passwords
// are hashed at the production cost, whatever the environment says (the test cost is for tests).
start('api-server', path.join(ROOT, 'api-server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], path.join(ROOT, 'api-server'), {
  DEV: process.env.DEV === '1' ? '1' : '',
  INSECURE_TEST_PASSWORD_HASH: '',
  MAIL_CONSOLE: '1',
});
for (const app of APPS) {
  const dir = path.join(ROOT, app.dir, 'dist');
  start(app.dir, process.execPath, [path.join(ROOT, 'tooling', 'serve.mjs'), dir, String(app.port), ...(app.host ? ['--spa'] : [])], ROOT);
}
console.log(`\nThe viewer: http://localhost:${APPS[0].port}  (api-server http://localhost:${API_PORT}; sign in as engineer / viewer-demo-1)\n`);

const stop = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
