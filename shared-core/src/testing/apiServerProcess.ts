import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the real api-server (`api-server/src/main.ts`, through tsx) as a child process on
 * loopback, for shared-core tests that must talk to it over HTTP and MQTT: the API client and
 * the live task bus. A process rather than an import, because shared-core must not depend on
 * api-server, and because stopping it is a real broker shutdown. Node only; tests only (not
 * exported from the package).
 */

const API_SERVER_DIR = path.resolve(__dirname, '../../../api-server');

/** A port the OS has just reported free on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiServerProcess {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Sends SIGTERM (the server closes the broker and the database) and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the api-server on `port` (a free one by default) with `dataDir` (a new temporary one
 * by default; the first start gets a copy of the seeded demo data) and resolves once it listens.
 */
export async function startApiServer(opts: { port?: number; dataDir?: string; timeoutMs?: number } = {}): Promise<ApiServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shared-core-api-'));
  // main.ts behind api-server's test entry, which starts a new data directory from its seeded
  // template (about a second; seeding afresh took about 13 s a suite).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/seededMain.ts'], {
    cwd: API_SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`api-server did not start within ${opts.timeoutMs ?? 180_000} ms:\n${output}`));
    }, opts.timeoutMs ?? 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('api-server listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api-server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Removes a data directory made by {@link startApiServer}. */
export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
