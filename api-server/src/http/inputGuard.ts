import type { FastifyInstance } from 'fastify';
import { validationError, type FieldErrors } from './errors';

/**
 * The one place in the request pipeline that refuses control characters (a NUL byte in
 * any string would reach PostgreSQL, which refuses it, and the request would answer 500).
 *
 * A `preValidation` hook on every route, so it runs after the body is parsed and before any
 * pre-handler (authentication included) or handler, looks at
 * - path parameters: no control character at all (C0, DEL, C1);
 * - query parameters and JSON or form bodies, keys and string values at any depth: no NUL and
 *   no other control character except tab, line feed and carriage return (multi-line text such
 *   as comments, feedback and client error reports keeps its line breaks).
 * An offending request answers 400 `{<field>: [message]}` naming each field, in DRF's words
 * for NUL ("Null characters are not allowed.").
 */

export const NUL_MESSAGE = 'Null characters are not allowed.';
export const CONTROL_MESSAGE = 'Control characters are not allowed.';

// eslint-disable-next-line no-control-regex
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const PATH_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]/;
/** Deeper bodies than this are refused outright (a parser-friendly stack bomb is not a use case). */
export const MAX_BODY_DEPTH = 64;

function messageFor(value: string, forbidden: RegExp): string | undefined {
  if (!forbidden.test(value)) return undefined;
  return value.includes('\u0000') ? NUL_MESSAGE : CONTROL_MESSAGE;
}

/** A field name fit to be a key of the error body (control characters shown as U+FFFD). */
function fieldName(path: readonly string[]): string {
  // eslint-disable-next-line no-control-regex
  return path.join('.').replace(/[\u0000-\u001F\u007F-\u009F]/g, '\uFFFD') || 'non_field_errors';
}

/**
 * Collects the fields of `value` that hold a forbidden character.
 * @returns field name -> messages; empty when the value is clean
 */
export function controlCharacterErrors(value: unknown, forbidden: RegExp = TEXT_FORBIDDEN, prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: readonly string[], message: string) => {
    const name = fieldName(path);
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const walk = (node: unknown, path: readonly string[], depth: number) => {
    if (typeof node === 'string') {
      const message = messageFor(node, forbidden);
      if (message) add(path, message);
      return;
    }
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) return;
    if (depth > MAX_BODY_DEPTH) {
      add(path, `Nesting deeper than ${MAX_BODY_DEPTH} levels is not allowed.`);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, String(i)], depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
      const keyMessage = messageFor(key, forbidden);
      if (keyMessage) add([...path, key], keyMessage);
      walk(item, [...path, key], depth + 1);
    }
  };
  walk(value, prefix, 0);
  return errors;
}

/** Installs the hook on every route registered after this call (call it before the routes). */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {
      ...controlCharacterErrors(request.params, PATH_FORBIDDEN),
      ...controlCharacterErrors(request.query),
      ...controlCharacterErrors(request.body),
    };
    if (Object.keys(errors).length) throw validationError(errors);
  });
}
