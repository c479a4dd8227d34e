import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every API answer, errors and 404s included:
 * - `X-Content-Type-Options: nosniff`: a body is only ever what its Content-Type says (a JSON
 *   error echoing user text is never sniffed into HTML or script);
 * - `Referrer-Policy: no-referrer`: signed media links never leak through a Referer;
 * - `Content-Security-Policy`: nothing an API answer could be rendered into may load or run
 *   anything (`default-src 'none'`, `sandbox`), and no page may frame it (`frame-ancestors
 *   'none'`, with `X-Frame-Options: DENY` for older browsers).
 * Two kinds of answer are pages a person sees, so they get their own rule:
 * - PDFs: the shared report page embeds the report, so the viewer's origins (the same local
 *   origins CORS allows, see `./cors.ts`) may frame a PDF; no other site may. `X-Frame-Options`
 *   cannot name another origin, so PDFs go without it (every browser that matters reads
 *   `frame-ancestors`).
 * - HTML (the local checkout page): no script, style or framing, but its Pay and Cancel forms
 *   post to this server, which redirects back to the viewer, so `form-action` allows both.
 * CORS stays as `./cors.ts` sets it (local origins only).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";
/** The origins that may frame a PDF or receive a checkout's redirect: the viewer on this machine, any port. */
export const VIEWER_SOURCES = 'http://localhost:* http://127.0.0.1:* http://[::1]:*';
export const PDF_CSP = `default-src 'none'; frame-ancestors ${VIEWER_SOURCES}`;
export const HTML_CSP = `default-src 'none'; base-uri 'none'; form-action 'self' ${VIEWER_SOURCES}; frame-ancestors 'none'`;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const pdf = type.startsWith('application/pdf');
    void reply.headers({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': pdf ? PDF_CSP : type.startsWith('text/html') ? HTML_CSP : API_CSP,
    });
    if (!pdf) void reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
