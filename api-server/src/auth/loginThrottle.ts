import crypto from 'node:crypto';
import type { Queryable } from '../db/Database';
import { ApiError } from '../http/errors';

/**
 * Sign-in throttling (issue 17: 30 wrong passwords in a row were answered at full speed), per
 * account and per client address, with exponential back-off.
 *
 * Every attempt that is not already blocked counts as a failure before the password is checked
 * (so a burst of parallel guesses is counted in full); a success takes it back: the account's
 * count is cleared, the address's is decreased by one. Past the free failures, each further one
 * blocks the key for 2, 4, 8 ... seconds, capped at {@link MAX_BLOCK_SECONDS} (15 minutes), so a
 * legitimate user is never locked out for longer than that; a key whose last failure is older
 * than {@link WINDOW_SECONDS} starts again from zero. A blocked attempt answers 429 with
 * Retry-After and does not check the password at all.
 *
 * The address is the TCP peer (`request.socket.remoteAddress`), never a forwarded header.
 * Counters live in the database (`login_throttle`, migration 060), so restarts and several
 * server processes share them.
 */

/** Failures an account may have before back-off starts. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Failures one client address may have (over all accounts) before back-off starts: offices share an address. */
export const ADDRESS_FREE_FAILURES = 30;
/** The longest a key is blocked, whatever its count. */
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A key with no failure for this long is forgotten. */
export const WINDOW_SECONDS = 60 * 60;

/** Seconds a key is blocked after its `failures`-th failure (0 within the free ones). */
export function blockSeconds(failures: number, free: number): number {
  const over = failures - free;
  if (over <= 0) return 0;
  return Math.min(MAX_BLOCK_SECONDS, 2 ** Math.min(over, 20));
}

interface ThrottleKey {
  key: string;
  free: number;
}

/** The throttle keys of an attempt: the account (case-insensitive, hashed) and the address. */
export function throttleKeys(username: string, address: string | undefined): ThrottleKey[] {
  const account = crypto.createHash('sha256').update(username.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);
  return [
    { key: `user:${account}`, free: ACCOUNT_FREE_FAILURES },
    { key: `ip:${address ?? 'unknown'}`, free: ADDRESS_FREE_FAILURES },
  ];
}

/** 429 in DRF's words, with the wait in Retry-After and in the body. */
export function throttled(waitSeconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`, code: 'throttled', wait },
    { 'retry-after': String(wait) },
  );
}

/**
 * Before checking a password: refuses a blocked key with 429, otherwise counts the attempt as
 * a failure of every key (taken back by {@link loginSucceeded}).
 * @throws ApiError 429 with Retry-After while any key is blocked
 */
export async function beginLoginAttempt(db: Queryable, keys: readonly ThrottleKey[], nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const { rows } = await db.query<{ blocked_until: Date | null }>(
    'SELECT blocked_until FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > $2',
    [keys.map((k) => k.key), now.toISOString()],
  );
  const until = Math.max(0, ...rows.map((r) => new Date(r.blocked_until!).getTime()));
  if (until > nowMs) throw throttled((until - nowMs) / 1000);
  const windowStart = new Date(nowMs - WINDOW_SECONDS * 1000).toISOString();
  for (const { key, free } of keys) {
    const { rows: counted } = await db.query<{ failures: number }>(
      `INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttle.last_failure_at < $3 THEN 1 ELSE login_throttle.failures + 1 END,
         last_failure_at = $2
       RETURNING failures`,
      [key, now.toISOString(), windowStart],
    );
    const block = blockSeconds(counted[0]!.failures, free);
    await db.query('UPDATE login_throttle SET blocked_until = $2 WHERE key = $1', [key, block ? new Date(nowMs + block * 1000).toISOString() : null]);
  }
}

/** After a correct password: forgets the account's failures and takes this attempt back from the address. */
export async function loginSucceeded(db: Queryable, keys: readonly ThrottleKey[]): Promise<void> {
  const [account, ...others] = keys;
  if (account) await db.query('DELETE FROM login_throttle WHERE key = $1', [account.key]);
  for (const { key, free } of others) {
    const { rows } = await db.query<{ failures: number }>(
      'UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1 RETURNING failures',
      [key],
    );
    if (rows[0] && blockSeconds(rows[0].failures, free) === 0) await db.query('UPDATE login_throttle SET blocked_until = NULL WHERE key = $1', [key]);
  }
}
