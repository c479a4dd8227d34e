import { PAIR_SERIAL_MAX_LENGTH, PAIR_SERIAL_MIN_LENGTH, PAIR_TOKEN_LENGTH } from 'shared-core';

/** The pairing form's fields as typed. */
export interface PairFields {
  serial: string;
  token: string;
}

/** Message keys of spec 001 section 5 (in the cameras namespace, under `pairing.`). */
export type PairFieldError = 'pairReqSerial' | 'pairErrSerial' | 'pairReqToken' | 'pairErrSecretCode';

/** The serial as sent: trimmed (the server ignores case). */
export const normalSerial = (serial: string): string => serial.trim();
/** The token as sent: without spaces (the camera shows its code and the TOTP side by side). */
export const normalToken = (token: string): string => token.replace(/\s+/g, '');

/** The serial's message, or null: required (pairReqSerial), 3 to 10 characters (pairErrSerial). */
export function serialError(serial: string): PairFieldError | null {
  const value = normalSerial(serial);
  if (!value) return 'pairReqSerial';
  if (value.length < PAIR_SERIAL_MIN_LENGTH || value.length > PAIR_SERIAL_MAX_LENGTH) return 'pairErrSerial';
  return null;
}

/** The token's message, or null: required (pairReqToken), exactly 13 characters (pairErrSecretCode). */
export function tokenError(token: string): PairFieldError | null {
  const value = normalToken(token);
  if (!value) return 'pairReqToken';
  if (value.length !== PAIR_TOKEN_LENGTH) return 'pairErrSecretCode';
  return null;
}

/** Both fields' messages; empty when the form may be sent. */
export function validatePairFields(fields: PairFields): Partial<Record<keyof PairFields, PairFieldError>> {
  const errors: Partial<Record<keyof PairFields, PairFieldError>> = {};
  const serial = serialError(fields.serial);
  const token = tokenError(fields.token);
  if (serial) errors.serial = serial;
  if (token) errors.token = token;
  return errors;
}
