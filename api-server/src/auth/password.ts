import crypto from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no native module), at OWASP's current
 * recommendation for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, about 350 ms and
 * 128 MiB here. The parameters travel with each hash, so older hashes (N=2^14)
 * still verify and are rehashed at the current cost on the next successful sign-in
 * ({@link needsRehash}).
 */
export const SCRYPT_COST = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 64;

/** Cost parameters of a hash; tests that hash many passwords may pass a lower one explicitly. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of test servers only (Django's test settings do the same with a fast hasher): about
 * 1 ms a hash instead of 350. jest's api-server setup and the e2e api-server
 * (`INSECURE_TEST_PASSWORD_HASH=1`) ask for it; the run command never does.
 */
export const TEST_SCRYPT_COST = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

let currentCost: ScryptCost = SCRYPT_COST;

/** The cost new hashes get and older ones are rehashed to: {@link SCRYPT_COST} unless a test chose another. */
export function passwordCost(): ScryptCost {
  return currentCost;
}

/** Sets {@link passwordCost} for this process (tests and test servers). */
export function usePasswordCost(cost: ScryptCost): void {
  currentCost = cost;
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes a password with a random 16-byte salt at {@link passwordCost} (or `cost`, only ever
 * lower in tests that ask for it).
 * @returns `scrypt$N$r$p$<salt base64>$<hash base64>`
 */
export async function hashPassword(password: string, cost: ScryptCost = currentCost): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { n: number; r: number; p: number; salt: Buffer; expected: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || expected.length !== KEY_LENGTH) return undefined;
  // A stored cost far above ours is not ours: refuse rather than spend minutes or gigabytes on it.
  if (n > SCRYPT_COST.N * 4 || r > 32 || p > 16 || (n & (n - 1)) !== 0) return undefined;
  return { n, r, p, salt, expected };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return crypto.timingSafeEqual(actual, parsed.expected);
}

/** Whether a (verified) stored hash is weaker than {@link passwordCost} and should be replaced. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n < currentCost.N || parsed.r < currentCost.r || parsed.p < currentCost.p;
}
