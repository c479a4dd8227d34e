import crypto from 'node:crypto';

// scrypt from node:crypto needs no native module. N=2^14, r=8, p=1 is the cost Node
// documents as its default and that OWASP lists as a minimum; it takes ~50 ms here.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes a password with a random 16-byte salt.
 * @returns `scrypt$N$r$p$<salt base64>$<hash base64>`; the parameters travel with the hash
 * so they can be raised later without breaking stored passwords.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (![n, r, p].every(Number.isInteger) || expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, salt, n, r, p);
  return crypto.timingSafeEqual(actual, expected);
}
