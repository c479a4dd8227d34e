import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { PAIR_CODE_LENGTH, PAIR_TOKEN_PATTERN, PAIR_TOTP_DIGITS, PAIR_TOTP_PERIOD_S } from 'shared-domain/schemas';

/**
 * The 13-character pairing token (spec 001 sections 5 and 9). A camera's pairing screen shows
 *
 *     K7QF2MX 482913
 *
 * the camera's fixed 7-character pairing code (base32: A-Z, 2-7; also printed on the label under
 * the battery) and a 6-digit TOTP (RFC 6238: HMAC-SHA-1, 30 s step) that changes every 30 s. The
 * user types both without the space. Both derive from the camera's per-device secret
 * (`devices.totp_secret`, base32, provisioned at the factory and never sent to clients): the code
 * is the first 7 base32 characters of HMAC-SHA-256(secret, "pairing-code"), so the camera needs
 * no second secret and the server stores nothing more. The code alone proves someone once read
 * the label; the TOTP proves they are holding the switched-on camera now.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Steps either side of now that still count as valid (clock drift, typing time): 1 = +-30 s. */
export const TOTP_WINDOW_STEPS = 1;
/** A TOTP this many steps old (10 minutes) reads as "expired" rather than "invalid". */
export const TOTP_EXPIRED_LOOKBACK_STEPS = 20;

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The camera's fixed 7-character pairing code. */
export function pairingCode(secretBase32: string): string {
  const key = Buffer.from(Secret.fromBase32(secretBase32).bytes);
  return base32(crypto.createHmac('sha256', key).update('pairing-code').digest(), PAIR_CODE_LENGTH);
}

function totpOf(secretBase32: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: PAIR_TOTP_DIGITS, period: PAIR_TOTP_PERIOD_S });
}

/** The token the camera shows at `timestampMs`: code + TOTP. */
export function currentPairingToken(secretBase32: string, timestampMs: number): { token: string; code: string; totp: string; validForSeconds: number } {
  const code = pairingCode(secretBase32);
  const totp = totpOf(secretBase32).generate({ timestamp: timestampMs });
  const validForSeconds = Math.ceil(TOTP.remaining({ period: PAIR_TOTP_PERIOD_S, timestamp: timestampMs }) / 1000);
  return { token: `${code}${totp}`, code, totp, validForSeconds };
}

/** Outcome of checking a token against a camera's secret. */
export type TokenCheck = 'valid' | 'invalidToken' | 'tokenExpired';

/**
 * Checks a 13-character token (case of the code ignored) at `timestampMs`. The code is compared
 * in constant time; the TOTP is accepted within {@link TOTP_WINDOW_STEPS} steps, and a TOTP of
 * the last {@link TOTP_EXPIRED_LOOKBACK_STEPS} steps is reported as expired.
 */
export function checkPairingToken(secretBase32: string, token: string, timestampMs: number): TokenCheck {
  if (!PAIR_TOKEN_PATTERN.test(token)) return 'invalidToken';
  const code = token.slice(0, PAIR_CODE_LENGTH).toUpperCase();
  const digits = token.slice(PAIR_CODE_LENGTH);
  const expected = pairingCode(secretBase32);
  if (!crypto.timingSafeEqual(Buffer.from(code), Buffer.from(expected))) return 'invalidToken';
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: digits, timestamp: timestampMs, window: TOTP_WINDOW_STEPS });
  if (delta !== null) return 'valid';
  const late = totp.validate({ token: digits, timestamp: timestampMs, window: TOTP_EXPIRED_LOOKBACK_STEPS });
  return late !== null && late < 0 ? 'tokenExpired' : 'invalidToken';
}
