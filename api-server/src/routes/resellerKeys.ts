import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { getOrCreateSetting } from '../db/settings';

/**
 * License keys of the reseller portal: five groups of five base32 characters. The first twenty
 * are random; the last five are an HMAC of the node key and those twenty with a server secret,
 * so the server (or a licensing service sharing the secret) can tell that a key was issued for
 * that node key.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const toBase32 = (bytes: Uint8Array, length: number) => Array.from(bytes.subarray(0, length), (b) => BASE32[b & 31]).join('');

/** The signing secret, generated once per database and kept in `server_settings`. */
export function licenseSecret(db: Queryable): Promise<string> {
  return getOrCreateSetting(db, 'license_key_secret', () => randomBytes(32).toString('base64url'));
}

function check(secret: string, nodeKey: string, body: string): string {
  return toBase32(createHmac('sha256', secret).update(`${nodeKey}\n${body}`).digest(), 5);
}

/** A new license key for a node key (`ABCD-EF23`). */
export function generateLicenseKey(secret: string, nodeKey: string): string {
  const body = toBase32(randomBytes(20), 20);
  const chars = body + check(secret, nodeKey, body);
  return chars.match(/.{5}/g)!.join('-');
}

/** Whether a license key was generated for this node key with this secret. */
export function verifyLicenseKey(secret: string, nodeKey: string, licenseKey: string): boolean {
  const chars = licenseKey.replaceAll('-', '');
  if (!/^[A-Z2-7]{25}$/.test(chars)) return false;
  return check(secret, nodeKey, chars.slice(0, 20)) === chars.slice(20);
}
