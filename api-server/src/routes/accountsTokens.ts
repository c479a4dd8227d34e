import crypto from 'node:crypto';
import type { Queryable } from '../db/Database';
import { insertAccountToken, type AccountTokenPurpose } from '../db/accounts';

/** Activation and password-reset links stay valid for 3 days (djoser's PASSWORD_RESET_TIMEOUT default). */
export const ACCOUNT_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const MAX_USER_ID = 2 ** 31 - 1;

/** The `uid` of a link: the user id in URL-safe base64 without padding, as Django's `urlsafe_base64_encode`. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** Reads a `uid` back; undefined unless it is exactly the encoding of a positive integer id. */
export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_USER_ID && encodeUid(id) === uid ? id : undefined;
}

/** SHA-256 of a mailed token: the only form in which tokens are stored. */
export function hashAccountToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates a random single-use token for the user and stores its hash with a 3-day expiry.
 * @returns the `uid` and `token` to put in the mailed link
 */
export async function issueAccountToken(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  nowMs: number,
): Promise<{ uid: string; token: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  await insertAccountToken(db, {
    userId,
    purpose,
    tokenHash: hashAccountToken(token),
    expiresAt: new Date(nowMs + ACCOUNT_TOKEN_TTL_MS),
  });
  return { uid: encodeUid(userId), token };
}
