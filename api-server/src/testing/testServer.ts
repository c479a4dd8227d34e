import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../app';
import type { TokenPair } from '../auth/tokens';
import { SEED_PASSWORD } from '../seed';
import { removeDataDir, seededDataDir } from './seededDataDir';

export { makeDataDir, removeDataDir, seededDataDir } from './seededDataDir';

/**
 * Builds a server for `inject`-driven tests: on `opts.dataDir`, or on a new seeded temporary
 * directory (a copy of the seeded template, see src/testing/seededDataDir.ts) that closing the
 * server deletes.
 */
export async function startTestServer(opts: BuildServerOptions = {}): Promise<FastifyInstance> {
  if (opts.dataDir || opts.databaseUrl) return buildServer(opts);
  const dataDir = await seededDataDir();
  try {
    return await buildServer({ ...opts, dataDir, afterClose: () => removeDataDir(dataDir) });
  } catch (err) {
    removeDataDir(dataDir);
    throw err;
  }
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
