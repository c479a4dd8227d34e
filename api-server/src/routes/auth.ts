import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { beginLoginAttempt, loginSucceeded, throttleKeys } from '../auth/loginThrottle';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { setPasswordHash } from '../db/accounts';
import { findUserByUsername } from '../db/users';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { tokenPairSchema } from 'shared-domain/schemas';

const BLANK = 'This field may not be blank.';

// DRF trims CharFields by default but SimpleJWT keeps password whitespace significant.
const credentialsSchema = z.object({
  username: z.string().trim().min(1, BLANK),
  password: z.string().min(1, BLANK),
});

const refreshSchema = z.object({
  refresh: z.string().min(1, BLANK),
});

describeRoute({
  method: 'POST',
  path: '/api/token/',
  summary: 'Sign in: access and refresh token',
  tags: ['auth'],
  auth: false,
  body: credentialsSchema,
  response: tokenPairSchema,
  responses: {
    401: 'Wrong credentials or inactive account: `{detail: "No active account found with the given credentials"}`',
    429: 'Too many failed sign-ins for this account: `{detail, code: "throttled", wait}` and `Retry-After` (seconds); back-off doubles from 2 s up to 15 min. Failures from one client address over all accounts only delay its attempts (up to 1 s), never block them',
  },
});
describeRoute({
  method: 'POST',
  path: '/api/token/refresh/',
  summary: 'Exchange a refresh token for a new pair (the old refresh token is spent)',
  tags: ['auth'],
  auth: false,
  body: refreshSchema,
  response: tokenPairSchema,
  responses: { 401: 'Invalid, expired or already used refresh token: `{detail, code: "token_not_valid"}`' },
});

describeRoute({
  method: 'POST',
  path: '/api/token/blacklist/',
  summary: 'Sign out: end the session of a refresh token',
  description:
    'Revokes the session the refresh token belongs to: every refresh token of its rotation chain and every access token issued in it stop working at once (SimpleJWT\'s TokenBlacklistView, for the whole chain). Answers `{}`.',
  tags: ['auth'],
  auth: false,
  body: refreshSchema,
  response: z.object({}),
  responses: { 401: 'Invalid or expired refresh token: `{detail, code: "token_not_valid"}`' },
});

function noActiveAccount(): ApiError {
  return new ApiError(401, { detail: 'No active account found with the given credentials' });
}

/**
 * Token routes (spec 001 section 7, "Authentication and account"):
 * - `POST /api/token/` {username, password} -> {access, refresh}
 * - `POST /api/token/refresh/` {refresh} -> {access, refresh}; the old refresh token is spent,
 *   and presenting it again ends its whole session (reuse detection)
 * - `POST /api/token/blacklist/` {refresh} -> {}; logout: the session of the token ends
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { trustedProxies, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: { trustedProxies: readonly string[]; sleep?: (ms: number) => Promise<void> },
): void {
  // A hash to compare against when the username is unknown, so a miss costs as much time
  // as a wrong password and response times do not reveal which usernames exist.
  let decoyHash: Promise<string> | undefined;

  app.post('/api/token/', async (request) => {
    const { username, password } = parseBody(credentialsSchema, request.body);
    // Per account, exponential back-off (429 + Retry-After); per client address, a short delay.
    const keys = throttleKeys(username, clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies));
    const { delayMs } = await beginLoginAttempt(ctx.db, keys, ctx.now());
    if (delayMs > 0) await sleep(delayMs);
    const user = await findUserByUsername(ctx.db, username);
    const ok = await verifyPassword(password, user?.password_hash ?? (await (decoyHash ??= hashPassword('decoy'))));
    if (!user || !ok || !user.is_active) throw noActiveAccount();
    await loginSucceeded(ctx.db, keys);
    // A hash made at a lower cost (below N=2^17) is replaced now that the password is known.
    if (needsRehash(user.password_hash)) await setPasswordHash(ctx.db, user.id, await hashPassword(password));
    return ctx.tokens.issuePair(user);
  });

  app.post('/api/token/refresh/', async (request) => {
    const { refresh } = parseBody(refreshSchema, request.body);
    return ctx.tokens.rotate(refresh);
  });

  app.post('/api/token/blacklist/', async (request) => {
    const { refresh } = parseBody(refreshSchema, request.body);
    await ctx.tokens.revoke(refresh);
    return {};
  });
}
