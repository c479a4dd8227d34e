import type { UserRow } from '../db/users';

/** Which of the two token kinds a JWT is; each is accepted only where it belongs. */
export type TokenType = 'access' | 'refresh';

/**
 * The JWT payload, as the viewer decodes it (spec 000 section 3, "User claims"), plus the
 * registered claims. `exp` and `iat` are seconds since the epoch.
 */
export interface TokenClaims {
  user_id: number;
  username: string;
  email: string;
  is_reseller: boolean;
  is_resellermanager: boolean;
  is_staff: boolean;
  is_demo: boolean;
  token_type: TokenType;
  /** The session (one sign-in) the token belongs to; revoking it ends every token of it. */
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

/** The user-describing claims, taken from the current database row. */
export function userClaims(user: UserRow): Omit<TokenClaims, 'token_type' | 'sid' | 'jti' | 'iat' | 'exp'> {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    is_reseller: user.is_reseller,
    is_resellermanager: user.is_resellermanager,
    is_staff: user.is_staff,
    is_demo: user.is_demo,
  };
}
