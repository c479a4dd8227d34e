import { PAIRING } from './constants';

/**
 * Text-input validators (spec 000 §5, spec 001 §5).
 */

const NODE_KEY_PATTERN = /^[A-Z2-7]{4}-[A-Z2-7]{4}$/;

/**
 * Whether a reseller node key is valid (spec 001 §5): four upper-case base32 characters
 * (A–Z, 2–7), a hyphen, four more, e.g. 'AB2C-7XYZ'. No trimming or case folding is done here:
 * the input field upper-cases as the user types, so lower-case input is invalid.
 */
export function isValidNodeKey(text: string): boolean {
  return NODE_KEY_PATTERN.test(text);
}

/** Input of {@link isValidPairing}: the pairing form fields. */
export interface PairingInput {
  /** `device_serial`. */
  serial: string;
  /** `device_totp_token`. */
  token: string;
}

/**
 * Whether the camera pairing form is valid (spec 000 §5, spec 001 §5): after trimming, the serial
 * has 3 to 10 characters and the TOTP token exactly 13. Lengths count UTF-16 code units.
 */
export function isValidPairing({ serial, token }: PairingInput): boolean {
  const serialLength = serial.trim().length;
  return serialLength >= PAIRING.serialMin && serialLength <= PAIRING.serialMax && token.trim().length === PAIRING.tokenLength;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text is an e-mail address by the usual "local@domain.tld" pattern (spec 000 §5,
 * spec 001 §5): no whitespace, exactly one '@', and a dot in the domain part after at least one
 * character. Leading or trailing spaces make it invalid (trim before calling). This is a
 * plausibility check, not RFC 5322 validation.
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
