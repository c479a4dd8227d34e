import crypto from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { Database, Queryable } from '../db/Database';
import { consumeRefreshToken, insertRefreshToken, insertSession, revokeSession, spentTokenSession } from '../db/refreshTokens';
import { findUserById, type UserRow } from '../db/users';
import { tokenNotValid } from '../http/errors';
import { userClaims, type TokenClaims, type TokenType } from './claims';
import { REFRESH_RETRY_GRACE_SECONDS, retireSuccessorForRetry } from './refreshGrace';

/** An access and refresh token pair, as `POST /api/token/` answers it. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** What the token service needs; `now` is injectable so tests can move the clock. */
export interface TokenServiceDeps {
  jwt: JWT;
  db: Database;
  /** Milliseconds since the epoch. */
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long a lost refresh answer may be retried with the spent token (default {@link REFRESH_RETRY_GRACE_SECONDS}). */
  refreshRetryGraceSeconds?: number;
}

/** Issues, verifies and rotates JWTs. */
export interface TokenService {
  /**
   * Signs a new pair for `user` and records the refresh token's jti: in session `sessionId`, or
   * in a new session (a sign-in) when none is given.
   */
  issuePair(user: UserRow, db?: Queryable, sessionId?: string): Promise<TokenPair>;
  /** Verifies signature, expiry and kind; throws a 401 `token_not_valid` ApiError otherwise. */
  verify(token: string, type: TokenType): TokenClaims;
  /**
   * Exchanges a refresh token for a new pair in the same session. The old token is marked used,
   * so presenting it again is refused (rotation, as SimpleJWT's ROTATE_REFRESH_TOKENS + blacklist
   * do); and since a second exchange means two parties hold the token, that replay also revokes
   * the whole session: the successor refresh token and every access token of it (reuse detection).
   * One exception: the retry of an exchange whose answer was lost (a reload during the refresh),
   * within a short window and before the chain moved on, gets a new pair ({@link retireSuccessorForRetry}).
   */
  rotate(refreshToken: string): Promise<TokenPair>;
  /** Logout: revokes the session of a refresh token (its chain and its access tokens). */
  revoke(refreshToken: string): Promise<void>;
}

/** Creates the token service over the registered @fastify/jwt instance. */
export function createTokenService(deps: TokenServiceDeps): TokenService {
  const { jwt, db, now } = deps;

  function sign(user: UserRow, type: TokenType, ttlSeconds: number, sid: string): { token: string; claims: TokenClaims } {
    // iat/exp come from our clock rather than the signer's so an injected `now` governs both.
    const iat = Math.floor(now() / 1000);
    const claims: TokenClaims = {
      ...userClaims(user),
      token_type: type,
      sid,
      jti: crypto.randomUUID().replace(/-/g, ''),
      iat,
      exp: iat + ttlSeconds,
    };
    return { token: jwt.sign(claims), claims };
  }

  async function issuePair(user: UserRow, q: Queryable = db, sessionId?: string): Promise<TokenPair> {
    const sid = sessionId ?? crypto.randomBytes(18).toString('base64url');
    if (!sessionId) await insertSession(q, { id: sid, userId: user.id });
    const access = sign(user, 'access', deps.accessTtlSeconds, sid);
    const refresh = sign(user, 'refresh', deps.refreshTtlSeconds, sid);
    await insertRefreshToken(q, {
      jti: refresh.claims.jti,
      userId: user.id,
      sessionId: sid,
      expiresAt: new Date(refresh.claims.exp * 1000),
    });
    return { access: access.token, refresh: refresh.token };
  }

  function verify(token: string, type: TokenType): TokenClaims {
    let claims: TokenClaims;
    try {
      claims = jwt.verify<TokenClaims>(token, { clockTimestamp: now() });
    } catch {
      throw tokenNotValid(type === 'refresh' ? 'Token is invalid or expired' : undefined);
    }
    if (claims.token_type !== type) throw tokenNotValid('Token has wrong type');
    if (typeof claims.sid !== 'string' || !claims.sid) throw tokenNotValid('Token has no session');
    return claims;
  }

  async function rotate(refreshToken: string): Promise<TokenPair> {
    const claims = verify(refreshToken, 'refresh');
    const at = new Date(now());
    const pair = await db.transaction(async (tx) => {
      const consumed =
        (await consumeRefreshToken(tx, claims.jti, at)) ??
        (await retireSuccessorForRetry(tx, claims.jti, at, deps.refreshRetryGraceSeconds ?? REFRESH_RETRY_GRACE_SECONDS));
      if (consumed === undefined) return undefined;
      const user = await findUserById(tx, consumed.userId);
      if (!user?.is_active) throw tokenNotValid('User is inactive');
      return issuePair(user, tx, consumed.sessionId);
    });
    if (pair) return pair;
    // Refused. A token exchanged before is a replay: someone else holds a copy, so the whole
    // chain ends (outside the refused transaction, so the revocation is kept).
    const replayed = await spentTokenSession(db, claims.jti);
    if (replayed) await revokeSession(db, replayed, 'refresh_reuse', at);
    throw tokenNotValid('Token is blacklisted');
  }

  async function revoke(refreshToken: string): Promise<void> {
    const claims = verify(refreshToken, 'refresh');
    await revokeSession(db, claims.sid, 'logout', new Date(now()));
  }

  return { issuePair, verify, rotate, revoke };
}
