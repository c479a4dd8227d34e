/** Field messages as the server sends them (djoser style): `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: HTTP status (0 when the network failed or the call timed out, with code
 * `timeout`), the server's `code` if any, its `detail` text, field messages, the call's name so
 * logs say what failed, for a 429 the seconds to wait (the Retry-After header), and whether the
 * server's texts are in a language other than the one the viewer asked for.
 */
export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly code?: string,
    readonly retryAfterSeconds?: number,
    /**
     * The answer's `Content-Language` does not name only the language of the request's
     * Accept-Language (the server had no translation for some text): its `detail` and field
     * messages are not for the user to read, and the error catalogue shows its own text instead.
     */
    readonly foreignText = false,
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
export function toApiError(call: string, status: number, body: unknown, retryAfterSeconds?: number, foreignText = false): ApiError {
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
    return new ApiError(call, status, detail || `HTTP ${status}`, fields, code, retryAfterSeconds, foreignText);
  }
  // A proxy's or a dev server's HTML error page is not a message to show.
  const text = typeof body === 'string' && body && !/^\s*</.test(body) ? body.slice(0, 500) : `HTTP ${status}`;
  return new ApiError(call, status, text, {}, undefined, retryAfterSeconds, foreignText);
}

/**
 * Whether an answer's texts are in a language other than `asked`: its `Content-Language` (the
 * api-server names every language its texts are in) must name `asked` alone, or its base
 * language (`de` for `de-AT`). An answer that names none is the server's English.
 */
export function isForeignText(asked: string, contentLanguage: string | null | undefined): boolean {
  const normalize = (tag: string) => tag.trim().toLowerCase().replace(/_/g, '-');
  const wanted = normalize(asked || 'en');
  const given = (contentLanguage || 'en').split(',').map(normalize).filter(Boolean);
  const matches = (tag: string) => tag === wanted || wanted.startsWith(`${tag}-`) || tag.startsWith(`${wanted}-`);
  return given.length === 0 || !given.every(matches);
}
