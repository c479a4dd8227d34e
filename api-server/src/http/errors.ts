/**
 * Error bodies shaped like the Django REST framework / SimpleJWT backend the viewer was
 * written against: `{detail}` (with `code` for auth failures) or `{field: [messages]}`.
 */

/** A field-keyed error body, e.g. `{ username: ['This field is required.'] }`. */
export type FieldErrors = Record<string, string[]>;

/** An error a route throws to answer with a given status and JSON body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

// DRF answers 401 with this challenge; browsers ignore it for non-Basic schemes.
const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };

/** 400 with per-field messages. */
export function validationError(fields: FieldErrors): ApiError {
  return new ApiError(400, fields);
}

/** 401 when no bearer token was sent. */
export function notAuthenticated(): ApiError {
  return new ApiError(
    401,
    { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    BEARER_CHALLENGE,
  );
}

/** 401 for a token that is malformed, expired, of the wrong type or already used. */
export function tokenNotValid(detail = 'Given token not valid for any token type'): ApiError {
  return new ApiError(401, { detail, code: 'token_not_valid' }, BEARER_CHALLENGE);
}

/** 404 in DRF's words. */
export function notFound(): ApiError {
  return new ApiError(404, { detail: 'Not found.' });
}
