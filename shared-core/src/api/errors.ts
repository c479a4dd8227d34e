/** Field messages as the server sends them (djoser style): `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: HTTP status (0 when the network failed or the call timed out, with code
 * `timeout`), the server's `code` if any, its `detail` text, field messages, the call's name so
 * logs say what failed, and for a 429 the seconds to wait (the Retry-After header).
 */
export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${call} failed (${status || 'network'}): ${detail}`);
    this.name = 'ApiError';
  }
}

/** A response that does not match the call's schema. */
export class ContractViolationError extends Error {
  constructor(
    readonly call: string,
    readonly issues: string,
  ) {
    super(`${call} answered with an unexpected response: ${issues}`);
    this.name = 'ContractViolationError';
  }
}

/** Reads `{detail, code, ...fields}` from an error body of any shape. */
export function toApiError(call: string, status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const detail = typeof record.detail === 'string' ? record.detail : '';
    const code = typeof record.code === 'string' ? record.code : undefined;
    const fields: FieldErrors = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === 'detail' || key === 'code') continue;
      if (Array.isArray(value)) fields[key] = value.map(String);
      else if (typeof value === 'string') fields[key] = [value];
    }
    return new ApiError(call, status, detail || `HTTP ${status}`, fields, code, retryAfterSeconds);
  }
  // A proxy's or a dev server's HTML error page is not a message to show.
  const text = typeof body === 'string' && body && !/^\s*</.test(body) ? body.slice(0, 500) : `HTTP ${status}`;
  return new ApiError(call, status, text, {}, undefined, retryAfterSeconds);
}
