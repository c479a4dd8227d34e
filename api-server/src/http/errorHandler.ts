import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, notFound } from './errors';
import { sendLocalized } from './i18n';

/**
 * Makes every failure answer JSON in DRF's shape: ApiErrors as thrown, other client errors
 * (bad JSON, unsupported media type, too large) as `{detail}` with their 4xx status, and
 * anything else as a logged 500 with no internals leaked. Unknown routes answer 404. The texts
 * are in the language the request asked for, where the server has them (./i18n.ts).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendLocalized(request, reply.code(error.statusCode).headers(error.headers), error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendLocalized(request, reply.code(status), { detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendLocalized(request, reply.code(500), { detail: 'A server error occurred.' });
  });
  app.setNotFoundHandler((request, reply) => {
    const err = notFound();
    return sendLocalized(request, reply.code(err.statusCode), err.body);
  });
}

/**
 * Replaces Fastify's JSON parser so that an empty body with a JSON content type (which some
 * clients send on body-less POSTs such as accept-terms) is accepted as no body, and invalid
 * JSON answers 400 in DRF's words.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = String(raw);
    if (text.trim() === '') return done(null, undefined);
    try {
      // The reviver drops `__proto__` keys, which could pollute prototypes if a body is ever merged.
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
    } catch (err) {
      done(new ApiError(400, { detail: `JSON parse error - ${(err as Error).message}` }), undefined);
    }
  });
}
