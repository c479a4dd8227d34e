import crypto from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { Database, Queryable } from '../db/Database';
import { consumeRefreshToken, insertRefreshToken } from '../db/refreshTokens';
import { findUserById, type UserRow } from '../db/users';
import { tokenNotValid } from '../http/errors';
import { userClaims, type TokenClaims, type TokenType } from './claims';

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
}

/** Issues, verifies and rotates JWTs. */
export interface TokenService {
  /** Signs a new pair for `user` and records the refresh token's jti. */
  issuePair(user: UserRow, db?: Queryable): Promise<TokenPair>;
  /** Verifies signature, expiry and kind; throws a 401 `token_not_valid` ApiError otherwise. */
  verify(token: string, type: TokenType): TokenClaims;
  /**
   * Exchanges a refresh token for a new pair. The old token is marked used, so presenting it
   * again is refused (rotation, as SimpleJWT's ROTATE_REFRESH_TOKENS + blacklist do).
   */
  rotate(refreshToken: string): Promise<TokenPair>;
}

/** Creates the token service over the registered @fastify/jwt instance. */
export function createTokenService(deps: TokenServiceDeps): TokenService {
  const { jwt, db, now } = deps;

  function sign(user: UserRow, type: TokenType, ttlSeconds: number): { token: string; claims: TokenClaims } {
    // iat/exp come from our clock rather than the signer's so an injected `now` governs both.
    const iat = Math.floor(now() / 1000);
    const claims: TokenClaims = {
      ...userClaims(user),
      token_type: type,
      jti: crypto.randomUUID().replace(/-/g, ''),
      iat,
      exp: iat + ttlSeconds,
    };
    return { token: jwt.sign(claims), claims };
  }

  async function issuePair(user: UserRow, q: Queryable = db): Promise<TokenPair> {
    const access = sign(user, 'access', deps.accessTtlSeconds);
    const refresh = sign(user, 'refresh', deps.refreshTtlSeconds);
    await insertRefreshToken(q, {
      jti: refresh.claims.jti,
      userId: user.id,
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
    return claims;
  }

  async function rotate(refreshToken: string): Promise<TokenPair> {
    const claims = verify(refreshToken, 'refresh');
    return db.transaction(async (tx) => {
      const userId = await consumeRefreshToken(tx, claims.jti, new Date(now()));
      if (userId === undefined) throw tokenNotValid('Token is blacklisted');
      const user = await findUserById(tx, userId);
      if (!user?.is_active) throw tokenNotValid('User is inactive');
      return issuePair(user, tx);
    });
  }

  return { issuePair, verify, rotate };
}
