import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/Database';
import { findUserWithSession, type UserRow } from '../db/users';
import { notAuthenticated, tokenNotValid } from '../http/errors';
import type { TokenClaims } from './claims';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `authenticate` pre-handler; null on public routes. */
    currentUser: UserRow | null;
    /** The verified access-token claims that came with the request. */
    tokenClaims: TokenClaims | null;
  }
}

/**
 * Builds the pre-handler that guards a route with a bearer access token. The user row and the
 * token's session are read on every request (as DRF's JWTAuthentication reads the user), so a
 * deactivated account or an ended session loses access at once instead of when the token expires.
 */
export function authenticate(tokens: TokenService, db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const [scheme, token, extra] = header?.split(' ') ?? [];
    // DRF treats another scheme (or none) as "no credentials", not as a bad token.
    if (!header || scheme?.toLowerCase() !== 'bearer') throw notAuthenticated();
    if (!token || extra !== undefined) throw tokenNotValid('Authorization header must contain two space-delimited values');
    const claims = tokens.verify(token, 'access');
    const found = await findUserWithSession(db, claims.user_id, claims.sid);
    if (!found) throw tokenNotValid('User not found');
    // A token of a session that ended (logout, password change or reset, refresh reuse) is refused.
    if (!found.sessionActive) throw tokenNotValid('Session has ended');
    const { user } = found;
    if (!user.is_active) throw tokenNotValid('User is inactive');
    request.currentUser = user;
    request.tokenClaims = claims;
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function requireUser(request: FastifyRequest): UserRow {
  // Only reachable if a route forgot its pre-handler: a programming error, hence a 500.
  if (!request.currentUser) throw new Error('route is missing the authenticate pre-handler');
  return request.currentUser;
}
