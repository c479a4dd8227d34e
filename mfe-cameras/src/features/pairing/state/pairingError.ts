import { ApiError, catalogueText, messageFor, PAIR_ERROR_CODES, type CatalogueTranslate } from 'shared-core';

/**
 * What a failed pairing call shows (spec 001 section 8): a server `msg` code gives
 * `pairErr{msg}` whatever the status (the server answers unknownDevice with 404, the pairing
 * conflicts with 409, too many attempts with 429); anything else goes to the catalogue, which
 * shows an unknown code's raw JSON, or the status and the body.
 */
export function pairingErrorText(error: unknown, t: CatalogueTranslate): string {
  if (error instanceof ApiError) {
    const msg = error.fields.msg?.[0] ?? error.code;
    if (msg !== undefined && (PAIR_ERROR_CODES as readonly string[]).includes(msg)) return t(`common:errors.pairErr.${msg}`, {});
  }
  return catalogueText(messageFor(error, 'pairing'), t);
}
