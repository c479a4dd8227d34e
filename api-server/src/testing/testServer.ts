import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../app';
import type { TokenPair } from '../auth/tokens';
import { SEED_PASSWORD } from '../seed';

/** A fresh temporary data directory; the caller removes it with {@link removeDataDir}. */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
}

/** Deletes a directory made by {@link makeDataDir}. */
export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Builds a server on `dataDir` (a new temporary one by default) for `inject`-driven tests. */
export async function startTestServer(opts: BuildServerOptions = {}): Promise<FastifyInstance> {
  return buildServer({ dataDir: makeDataDir(), ...opts });
}

/** Signs a seeded user in and returns the token pair, failing loudly if login does not work. */
export async function login(app: FastifyInstance, username: string, password = SEED_PASSWORD): Promise<TokenPair> {
  const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<TokenPair>();
}

/** Decodes a JWT payload without verifying it (tests inspect claims the client would see). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A multipart/form-data body for `inject`: text fields, then an optional `file` part. */
export function multipartForm(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----test-boundary-9QF2nLz';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
