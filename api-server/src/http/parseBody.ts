import type { z } from 'zod';
import { validationError, type FieldErrors } from './errors';

// DRF's wording for the common type mismatches, so the viewer shows familiar messages.
const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Expected a dictionary of items.',
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Turns zod issues into DRF-style `{field: [messages]}`; issues without a path go under `non_field_errors`. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    let message = issue.message;
    if (issue.code === 'invalid_type') {
      // A missing key and a wrong type are both invalid_type to zod; DRF words them apart.
      message =
        issue.path.length && valueAt(body, issue.path) === undefined
          ? 'This field is required.'
          : (TYPE_MESSAGES[issue.expected] ?? issue.message);
    }
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * Validates a request body against a zod schema.
 * @returns the parsed (and transformed) body
 * @throws ApiError 400 `{field: [messages]}`; a body that is not a JSON object answers
 *   `{non_field_errors: ['Invalid data. Expected a dictionary, but got <type>.']}` as DRF does
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    const got = body === null ? 'null' : Array.isArray(body) ? 'list' : typeof body;
    throw validationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  // No body at all validates like an empty object, so required fields are reported by name.
  const input = body ?? {};
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(issuesToFieldErrors(result.error.issues, input));
  return result.data;
}
