import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an origin on this machine, whatever the port (the viewer runs on 3000-3005). */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** Allows cross-origin calls from local origins with the headers the viewer's API client sends. */
export async function installCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || isLocalOrigin(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Accept-Language', 'Content-Type', 'X-Edition'],
    // A throttled sign-in's wait (429): not a CORS-safelisted header, so the viewer could not read it.
    exposedHeaders: ['Retry-After'],
    // Bearer tokens, not cookies, so credentials are not needed; cache preflights 10 min.
    maxAge: 600,
  });
}
