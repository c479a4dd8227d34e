import type { FastifyRequest } from 'fastify';
import type { Edition } from 'shared-domain/analysis';
import { validationError } from './errors';

/**
 * The viewer edition a request is made for (spec 000 section 1: NL, FLIR, UE). Rules that differ
 * between editions (the leak utilisation limits of spec 000 section 5) are checked against it.
 *
 * One server may serve several editions' deployments (the e2e runs the NL and FLIR shells against
 * one api-server), so a client names its edition in the `X-Edition` header; without the header
 * the server's own edition applies (`EDITION`, default NL).
 */

/** The editions, as the header and `EDITION` spell them (case-insensitive). */
export const EDITIONS: readonly Edition[] = ['NL', 'FLIR', 'UE'];
/** Request header naming the client's edition. */
export const EDITION_HEADER = 'x-edition';

/** The edition a string names (case-insensitive, trimmed), or undefined. */
export function parseEdition(value: string | undefined): Edition | undefined {
  const code = value?.trim().toUpperCase();
  return EDITIONS.find((e) => e === code);
}

/**
 * The edition of a request: its `X-Edition` header, else `fallback`.
 * @throws ApiError 400 `{"X-Edition": [...]}` for a header that names no edition
 */
export function requestEdition(request: Pick<FastifyRequest, 'headers'>, fallback: Edition): Edition {
  const raw = request.headers[EDITION_HEADER];
  if (raw === undefined) return fallback;
  const edition = parseEdition(Array.isArray(raw) ? raw[0] : raw);
  if (!edition) throw validationError({ 'X-Edition': [`"${String(raw)}" is not a valid choice; use ${EDITIONS.join(', ')}.`] });
  return edition;
}
