import type { FastifyInstance, InjectOptions } from 'fastify';
import { login, startTestServer } from '../testing/testServer';
import { API_CSP } from './securityHeaders';

jest.setTimeout(60_000);

/** Issue 17: no CSP, no X-Content-Type-Options, no frame-ancestors on the API. */
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
