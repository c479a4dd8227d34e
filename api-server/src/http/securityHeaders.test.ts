import type { FastifyInstance, InjectOptions } from 'fastify';
import { login, startTestServer } from '../testing/testServer';
import { API_CSP, HTML_CSP, PDF_CSP } from './securityHeaders';

jest.setTimeout(60_000);

/** CSP, X-Content-Type-Options and frame-ancestors on every API answer. */
describe('API security headers', () => {
  let app: FastifyInstance;
  let access: string;
  beforeAll(async () => {
    app = await startTestServer();
    access = (await login(app, 'engineer')).access;
  });
  afterAll(async () => {
    await app.close();
  });

  const expectHeaders = (headers: Record<string, string | string[] | number | undefined>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  };

  it.each<[string, InjectOptions]>([
    ['a public answer', { url: '/health' }],
    ['a 404', { url: '/nowhere' }],
    ['a 401', { url: '/api/me/' }],
    ['a 400 from the input guard', { url: '/health?x=a%00b' }],
    ['malformed JSON', { method: 'POST', url: '/api/token/', headers: { 'content-type': 'application/json' }, payload: '{' }],
    ['a CORS preflight', { method: 'OPTIONS', url: '/api/me/', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } }],
  ])('are on %s', async (_case, opts) => {
    const res = await app.inject(opts);
    expectHeaders(res.headers);
  });

  it('forbid any script, style or framing on JSON answers', async () => {
    const res = await app.inject({ url: '/api/me/', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
    expectHeaders(res.headers);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(API_CSP).toMatch(/default-src 'none'/);
    expect(API_CSP).toMatch(/sandbox/);
  });

  it('let the viewer frame a PDF (the shared report page embeds it) but no other site', () => {
    const ancestors = /frame-ancestors ([^;]*)/.exec(PDF_CSP)?.[1] ?? '';
    expect(ancestors).toContain('http://localhost:*');
    expect(ancestors.split(' ').every((source) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\*$/.test(source))).toBe(true);
    expect(PDF_CSP).toMatch(/default-src 'none'/);
  });

  it('let the checkout page post its forms and return to the viewer, with nothing else allowed', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/payment/checkout/',
      headers: { authorization: `Bearer ${access}`, accept: 'application/json' },
      payload: { name: 'customized-reports', price: 44, tokens: 1, success_url: 'http://localhost:3000/#/?paid=1', cancel_url: 'http://localhost:3000/#/' },
    });
    const location = String(created.headers.location ?? '');
    expect(location).toMatch(/\/api\/payment\/checkout\//);
    const page = await app.inject({ url: new URL(location, 'http://localhost:8000').pathname, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(HTML_CSP);
    expect(HTML_CSP).not.toMatch(/sandbox/);
    expect(HTML_CSP).toMatch(/form-action 'self' http:\/\/localhost:\*/);
    expect(HTML_CSP).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('let the viewer read a throttled sign-in\'s Retry-After across origins', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
  });

  it('keep CORS limited to local origins', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/api/me/', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
