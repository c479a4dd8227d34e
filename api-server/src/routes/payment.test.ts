import type { FastifyInstance } from 'fastify';
import { checkoutSessionSchema, paymentTokensSchema } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

describe('payment tokens and the local checkout', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let access: string;
  const host = 'localhost:8000';
  const checkoutBody = {
    name: 'customized-reports',
    price: 44,
    tokens: 1,
    success_url: 'http://localhost:3000/#/?payment=success&session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/#/?payment=cancelled',
  };

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    access = (await login(app, 'engineer')).access;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const tokens = (token = access, query = '') =>
    app.inject({ method: 'GET', url: `/api/payment-tokens/${query}`, headers: { authorization: `Bearer ${token}`, host } });
  const checkout = (body: unknown, token: string | null = access) =>
    app.inject({ method: 'POST', url: '/api/payment/checkout/', payload: body as object, headers: token ? { authorization: `Bearer ${token}`, host } : { host } });
  /** Follows the Location of a created checkout to its page path. */
  const pagePath = (location: string) => new URL(location).pathname;

  it('answers 401 without a bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payment-tokens/' })).statusCode).toBe(401);
    expect((await checkout(checkoutBody, null)).statusCode).toBe(401);
  });

  it('answers 400 with field messages', async () => {
    const missing = await checkout({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['cancel_url', 'name', 'price', 'success_url']);
    const wrong = await checkout({ ...checkoutBody, price: 1, success_url: 'https://evil.example/steal' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      price: ['The price of customized-reports is 44 EUR.'],
      success_url: ['Must be an address on this machine (localhost, 127.0.0.1 or [::1]).'],
    });
    expect((await tokens(access, `?viewToken=${'x'.repeat(101)}`)).json()).toEqual({ viewToken: [expect.any(String)] });
  });

  it('starts with no purchase at the spec price', async () => {
    expect(paymentTokensSchema.parse((await tokens()).json())).toEqual({ customizedReports: false, tokens: 0, price: 44, currency: 'EUR', checkout: null });
  });

  it('cancel returns to cancel_url and buys nothing', async () => {
    const created = await checkout(checkoutBody);
    expect(created.statusCode).toBe(303);
    const session = checkoutSessionSchema.parse(created.json());
    expect(created.headers.location).toBe(session.url);

    const page = await app.inject({ method: 'GET', url: pagePath(session.url), headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('44.00 EUR');
    expect(page.body).toContain(`action="/api/payment/checkout/${session.id}/cancel"`);

    const cancelled = await app.inject({ method: 'POST', url: `/api/payment/checkout/${session.id}/cancel`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(checkoutBody.cancel_url);
    const state = paymentTokensSchema.parse((await tokens(access, `?viewToken=${session.id}`)).json());
    expect(state).toMatchObject({ customizedReports: false, tokens: 0, checkout: { id: session.id, state: 'cancelled' } });
    // Paying a cancelled checkout does not buy anything either.
    const late = await app.inject({ method: 'POST', url: `/api/payment/checkout/${session.id}/pay`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(late.headers.location).toBe(checkoutBody.cancel_url);
    expect((await tokens()).json().customizedReports).toBe(false);
  });

  it("pay returns to success_url with the session id, records the purchase, and only for the buyer", async () => {
    const session = checkoutSessionSchema.parse((await checkout(checkoutBody)).json());
    // A client that asks for JSON (the typed client after following the redirect) gets the session.
    const json = await app.inject({ method: 'GET', url: pagePath(session.url), headers: { accept: 'application/json' } });
    expect(checkoutSessionSchema.parse(json.json())).toMatchObject({ id: session.id, state: 'open', price: 44 });

    const paid = await app.inject({ method: 'POST', url: `/api/payment/checkout/${session.id}/pay`, payload: 'confirm=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/#/?payment=success&session=${session.id}`);
    expect(paymentTokensSchema.parse((await tokens(access, `?viewToken=${session.id}`)).json())).toEqual({
      customizedReports: true,
      tokens: 1,
      price: 44,
      currency: 'EUR',
      checkout: { id: session.id, state: 'paid' },
    });

    const other = (await login(app, 'orgadmin')).access;
    // Another user neither owns the purchase nor sees the checkout named by viewToken.
    expect((await tokens(other, `?viewToken=${session.id}`)).json()).toMatchObject({ customizedReports: false, tokens: 0, checkout: null });
    // Bought once: a second checkout is refused.
    expect((await checkout(checkoutBody)).json()).toEqual({ name: ['customized-reports is already bought.'] });
    const donePage = await app.inject({ method: 'GET', url: pagePath(session.url) });
    expect(donePage.body).toContain('This checkout is paid.');
  });

  it('answers 404 for unknown checkouts', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payment/checkout/00000000-0000-4000-8000-000000000000/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/payment/checkout/nope/pay' })).statusCode).toBe(404);
  });
});
