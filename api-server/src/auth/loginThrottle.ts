import crypto from 'node:crypto';
import type { Queryable } from '../db/Database';
import { ApiError } from '../http/errors';

/**
 * Sign-in throttling: per account, a lock-out with exponential back-off; per client address, a
 * short delay, never a block (a block per address would lock every colleague behind one office
 * NAT or proxy out of their own accounts after one person's typos).
 *
 * Account: every attempt that is not already blocked counts as a failure before the password is
 * checked (so a burst of parallel guesses is counted in full); a correct password clears the
 * count. Past {@link ACCOUNT_FREE_FAILURES}, each further failure blocks the account for 2, 4,
 * 8 ... seconds, capped at {@link MAX_BLOCK_SECONDS}; a blocked attempt answers 429 with
 * Retry-After and does not check the password. Unknown usernames are counted the same way, so
 * the answers do not tell known from unknown accounts.
 *
 * Address: attempts count the same way (a correct password takes its own attempt back). Past
 * {@link ADDRESS_FREE_FAILURES}, each attempt from the address waits {@link addressDelayMs}
 * (up to {@link MAX_ADDRESS_DELAY_MS}) before its password is checked, and then succeeds or
 * fails on its own merits: one person's failures slow their neighbours by a second at most.
 *
 * A key whose last failure is older than {@link WINDOW_SECONDS} starts again from zero. Counters
 * live in the database (`login_throttle`, migration 060), so restarts and several server
 * processes share them. The address is the one {@link clientAddress} (src/http/clientAddress.ts)
 * gives: the TCP peer unless the peer is a configured trusted proxy.
 */

/** Failures an account may have before back-off starts. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Failures one client address may have (over all accounts) before its attempts are delayed. */
export const ADDRESS_FREE_FAILURES = 30;
/** Delay added per failure past the address's free ones. */
export const ADDRESS_DELAY_STEP_MS = 50;
/** The longest delay of one attempt, however many failures its address has. */
export const MAX_ADDRESS_DELAY_MS = 1000;
/** The longest an account is blocked, whatever its count. */
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A key with no failure for this long is forgotten. */
export const WINDOW_SECONDS = 60 * 60;

/** Seconds an account is blocked after its `failures`-th failure (0 within the free ones). */
export function blockSeconds(failures: number, free = ACCOUNT_FREE_FAILURES): number {
  const over = failures - free;
  if (over <= 0) return 0;
  return Math.min(MAX_BLOCK_SECONDS, 2 ** Math.min(over, 20));
}

/** Milliseconds an attempt waits when its address has `failures` failures (0 within the free ones). */
export function addressDelayMs(failures: number): number {
  const over = failures - ADDRESS_FREE_FAILURES;
  return over <= 0 ? 0 : Math.min(MAX_ADDRESS_DELAY_MS, over * ADDRESS_DELAY_STEP_MS);
}

/** The throttle keys of an attempt: the account (case-insensitive, hashed) and the client address. */
export interface ThrottleKeys {
  account: string;
  address: string;
}

export function throttleKeys(username: string, address: string | undefined): ThrottleKeys {
  const account = crypto.createHash('sha256').update(username.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);
  return { account: `user:${account}`, address: `ip:${address ?? 'unknown'}` };
}

/** 429 in DRF's words, with the wait in Retry-After and in the body (the viewer words it in the user's language). */
export function throttled(waitSeconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`, code: 'throttled', wait },
    { 'retry-after': String(wait) },
  );
}

/** Counts one failure of `key` (a key idle for the window starts again) and returns its count. */
async function countFailure(db: Queryable, key: string, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_throttle.last_failure_at < $3 THEN 1 ELSE login_throttle.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [key, new Date(nowMs).toISOString(), new Date(nowMs - WINDOW_SECONDS * 1000).toISOString()],
  );
  return rows[0]!.failures;
}

/**
 * Before checking a password: refuses a blocked account with 429; otherwise counts the attempt
 * as a failure of the account and of the address (taken back by {@link loginSucceeded}) and
 * returns how long the attempt must wait for its address before the password is checked.
 * @throws ApiError 429 with Retry-After while the account is blocked
 */
export async function beginLoginAttempt(db: Queryable, keys: ThrottleKeys, nowMs: number): Promise<{ delayMs: number }> {
  const { rows } = await db.query<{ blocked_until: Date | null }>(
    'SELECT blocked_until FROM login_throttle WHERE key = $1 AND blocked_until > $2',
    [keys.account, new Date(nowMs).toISOString()],
  );
  const until = rows[0] ? new Date(rows[0].blocked_until!).getTime() : 0;
  if (until > nowMs) throw throttled((until - nowMs) / 1000);
  const accountFailures = await countFailure(db, keys.account, nowMs);
  const block = blockSeconds(accountFailures);
  await db.query('UPDATE login_throttle SET blocked_until = $2 WHERE key = $1', [keys.account, block ? new Date(nowMs + block * 1000).toISOString() : null]);
  return { delayMs: addressDelayMs(await countFailure(db, keys.address, nowMs)) };
}

/** After a correct password: forgets the account's failures and takes this attempt back from the address. */
export async function loginSucceeded(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.account]);
  await db.query('UPDATE login_throttle SET failures = GREATEST(failures - 1, 0), blocked_until = NULL WHERE key = $1', [keys.address]);
}
