import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The monorepo root. */
export const ROOT = path.resolve(__dirname, '..', '..');
export const TMP = path.join(ROOT, '.e2e-tmp');
const STATE = path.join(TMP, 'servers.json');

/** Every server the suites need: the production builds, the FLIR shell and the api-server. */
export const SERVERS = {
  shell: { port: 3000, dir: 'shell/dist', spa: true },
  'mfe-snapshots': { port: 3001, dir: 'mfe-snapshots/dist' },
  'mfe-cameras': { port: 3002, dir: 'mfe-cameras/dist' },
  'mfe-organization': { port: 3003, dir: 'mfe-organization/dist' },
  'mfe-reseller': { port: 3004, dir: 'mfe-reseller/dist' },
  'mfe-reports': { port: 3005, dir: 'mfe-reports/dist' },
  'shell-flir': { port: 3010, dir: 'shell/dist-flir', spa: true },
} as const;
export type ServerName = keyof typeof SERVERS | 'api-server';
export const API_PORT = 8000;

function readState(): Record<string, number> {
  return fs.existsSync(STATE) ? (JSON.parse(fs.readFileSync(STATE, 'utf8')) as Record<string, number>) : {};
}
function writeState(state: Record<string, number>) {
  fs.mkdirSync(TMP, { recursive: true });
  fs.writeFileSync(STATE, JSON.stringify(state, null, 2));
}

/** Resolves when `url` answers (any status), rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Resolves when nothing listens on `port` any more. */
export async function waitForClosed(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`port ${port} still answers`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts one server as a child process (detached from the test runner's lifetime, tracked by pid). */
export async function startServer(name: ServerName, env: Record<string, string> = {}): Promise<void> {
  let child;
  let url: string;
  if (name === 'api-server') {
    child = spawn(path.join(ROOT, 'api-server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
      cwd: path.join(ROOT, 'api-server'),
      env: { ...process.env, PORT: String(API_PORT), ...env },
      stdio: ['ignore', fs.openSync(path.join(TMP, 'api-server.log'), 'a'), fs.openSync(path.join(TMP, 'api-server.log'), 'a')],
      detached: true,
    });
    url = `http://127.0.0.1:${API_PORT}/health`;
  } else {
    const server = SERVERS[name];
    const args = [path.join(ROOT, 'tooling', 'serve.mjs'), path.join(ROOT, server.dir), String(server.port)];
    if ('spa' in server && server.spa) args.push('--spa');
    child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore', detached: true });
    url = `http://127.0.0.1:${server.port}/`;
  }
  child.unref();
  writeState({ ...readState(), [name]: child.pid! });
  // A first start seeds the database (about 20 s on 2 idle cores; longer on a busy machine).
  await waitForUrl(url, name === 'api-server' ? 120_000 : 30_000);
}

/** Whether something answers on `port`. */
export async function isUp(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/** Starts a server unless its port already answers (for `finally` blocks that restore a stopped one). */
export async function ensureServer(name: keyof typeof SERVERS): Promise<void> {
  if (!(await isUp(SERVERS[name].port))) await startServer(name);
}

/** Stops one server started by {@link startServer} and waits until its port is closed. */
export async function stopServer(name: ServerName): Promise<void> {
  const state = readState();
  const pid = state[name];
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  delete state[name];
  writeState(state);
  const port = name === 'api-server' ? API_PORT : SERVERS[name].port;
  await waitForClosed(port);
}

/** Stops every server that is still recorded. */
export async function stopAll(): Promise<void> {
  await Promise.all(Object.keys(readState()).map((name) => stopServer(name as ServerName)));
}

const DATA_DIR_PREFIXES = ['db-', 'bench-db-'];

/**
 * A new database directory for this run (`prefix` is `db-` or `bench-db-`). A run's database
 * is a few hundred MB, so the directories of earlier runs go first: a run that was killed
 * before its teardown leaves its directory behind. Call after `stopAll`.
 */
export function freshDataDir(prefix: string): string {
  removeDataDirs();
  return fs.mkdtempSync(path.join(TMP, prefix));
}

/** Removes every run's database directory (teardown; the servers must be stopped). */
export function removeDataDirs(): void {
  if (!fs.existsSync(TMP)) return;
  for (const entry of fs.readdirSync(TMP)) {
    if (DATA_DIR_PREFIXES.some((prefix) => entry.startsWith(prefix))) {
      fs.rmSync(path.join(TMP, entry), { recursive: true, force: true });
    }
  }
}
