import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every API answer (issue 17: the API sent none), errors and 404s included:
 * - `X-Content-Type-Options: nosniff`: a body is only ever what its Content-Type says (a JSON
 *   error echoing user text is never sniffed into HTML or script);
 * - `Referrer-Policy: no-referrer`: signed media links never leak through a Referer;
 * - `Content-Security-Policy`: nothing an API answer could be rendered into may load or run
 *   anything (`default-src 'none'`, `sandbox`), and no page may frame it (`frame-ancestors
 *   'none'`, with `X-Frame-Options: DENY` for older browsers). PDFs keep only the framing rule,
 *   so the browser's own viewer can show a shared report opened in a tab.
 * CORS stays as `./cors.ts` sets it (local origins only).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";
export const PDF_CSP = "frame-ancestors 'none'";

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    void reply.headers({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy': type.startsWith('application/pdf') ? PDF_CSP : API_CSP,
    });
    return payload;
  });
}
