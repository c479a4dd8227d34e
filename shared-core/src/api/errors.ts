/** Field messages as the server sends them (djoser style): `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: HTTP status (0 when the network failed), the server's `code` if any,
 * its `detail` text, field messages, and the call's name so logs say what failed.
 */
export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly code?: string,
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
export function toApiError(call: string, status: number, body: unknown): ApiError {
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
    return new ApiError(call, status, detail || `HTTP ${status}`, fields, code);
  }
  return new ApiError(call, status, typeof body === 'string' && body ? body : `HTTP ${status}`);
}
