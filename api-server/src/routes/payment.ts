import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOM_REPORT_PRICE_EUR } from 'shared-domain/analysis';
import {
  checkoutCreateSchema,
  checkoutSessionSchema,
  paymentTokensQuerySchema,
  paymentTokensSchema,
  type CheckoutSession,
  type PaymentTokens,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findCheckout, insertCheckout, paidSummary, settleCheckout, type CheckoutRow } from '../db/reportsPayment';
import { isLocalOrigin } from '../http/cors';
import { notFound, validationError, type FieldErrors } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { isUuid } from '../jobs/jobsTable';
import { describeRoute } from '../openapi/registry';
import { requestOrigin } from './live';

/**
 * Payment for customised reports (spec 001 section 7 `GET /api/payment-tokens/?viewToken` and
 * the checkout creation call; section 9: 44 EUR, one time), with a local checkout page standing
 * in for the card payment provider:
 * - `GET /api/payment-tokens/?viewToken=` (bearer) -> {customizedReports, tokens, price, currency,
 *   checkout}; `viewToken` may name one of the caller's checkouts to report its state.
 * - `POST /api/payment/checkout/` {name, price, tokens, success_url, cancel_url} (bearer) -> 303
 *   with `Location` the checkout page and the session as JSON. The price must be the product's;
 *   the return addresses must be on this machine (no open redirect); bought once.
 * - `GET /api/payment/checkout/{id}/` (no auth: the id is the capability) -> the HTML page with
 *   Pay and Cancel buttons (JSON when the client accepts only JSON, e.g. the typed client after
 *   following the redirect).
 * - `POST /api/payment/checkout/{id}/pay` and `/cancel` (form posts) -> 303 to success_url or
 *   cancel_url; `{CHECKOUT_SESSION_ID}` in them is replaced by the id, as card providers do.
 */

const PRODUCT_TITLES: Readonly<Record<string, string>> = Object.freeze({ 'customized-reports': 'Customised reports (one time)' });
const idParams = z.object({ id: z.string().describe('Checkout id') });

describeRoute({ method: 'GET', path: '/api/payment-tokens/', summary: 'The caller’s purchases: customised-reports entitlement and tokens', tags: ['payment'], auth: true, query: paymentTokensQuerySchema, response: paymentTokensSchema });
describeRoute({
  method: 'POST',
  path: '/api/payment/checkout/',
  summary: 'Create a checkout; answers 303 to the local checkout page',
  description: 'The Location header is the checkout page; the body is the session (checkoutSessionSchema). After paying the page redirects to success_url, after cancelling to cancel_url.',
  tags: ['payment'],
  auth: true,
  body: checkoutCreateSchema,
  status: 303,
  response: checkoutSessionSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/payment/checkout/:id/',
  summary: 'The checkout page (HTML form: pay or cancel); JSON with Accept: application/json',
  tags: ['payment'],
  auth: false,
  params: idParams,
  response: checkoutSessionSchema,
  responses: { 404: 'Unknown checkout' },
});
for (const action of ['pay', 'cancel'] as const) {
  describeRoute({
    method: 'POST',
    path: `/api/payment/checkout/:id/${action}`,
    summary: action === 'pay' ? 'Pay (form post): records the purchase, then 303 to success_url' : 'Cancel (form post): 303 to cancel_url',
    tags: ['payment'],
    auth: false,
    params: idParams,
    status: 303,
    responses: { 404: 'Unknown checkout' },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function session(row: CheckoutRow, origin: string): CheckoutSession {
  return {
    id: row.id,
    url: `${origin}/api/payment/checkout/${row.id}/`,
    name: row.name,
    price: Number(row.price),
    currency: 'EUR',
    tokens: row.tokens,
    state: row.state,
  };
}

/** The checkout page: a plain form, no script. */
function checkoutPage(row: CheckoutRow): string {
  const title = escapeHtml(PRODUCT_TITLES[row.name] ?? row.name);
  const price = `${Number(row.price).toFixed(2)} ${escapeHtml(row.currency)}`;
  const body =
    row.state === 'open'
      ? `<form method="post" action="/api/payment/checkout/${row.id}/pay"><button type="submit">Pay ${price}</button></form>
  <form method="post" action="/api/payment/checkout/${row.id}/cancel"><button type="submit">Cancel</button></form>`
      : `<p>This checkout is ${row.state}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body>
  <h1>Checkout</h1>
  <p>${title}: ${price}</p>
  <p>Local test checkout of the reference server: no card is charged.</p>
  ${body}
</body></html>`;
}

/** Where a settled checkout returns to. */
function returnUrl(row: CheckoutRow): string {
  const target = row.state === 'paid' ? row.success_url : row.cancel_url;
  return target.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
}

async function loadCheckout(ctx: AppContext, request: FastifyRequest): Promise<CheckoutRow> {
  const { id } = request.params as { id: string };
  const row = isUuid(id) ? await findCheckout(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Registers the payment routes and the checkout page. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/payment-tokens/', { preHandler: ctx.authenticate }, async (request): Promise<PaymentTokens> => {
    const user = requireUser(request);
    const { viewToken } = parseBody(paymentTokensQuerySchema, request.query);
    const paid = await paidSummary(ctx.db, user.id);
    const checkout = viewToken && isUuid(viewToken) ? await findCheckout(ctx.db, viewToken) : undefined;
    return {
      customizedReports: paid.products.has('customized-reports'),
      tokens: paid.tokens,
      price: CUSTOM_REPORT_PRICE_EUR,
      currency: 'EUR',
      checkout: checkout && checkout.user_id === user.id ? { id: checkout.id, state: checkout.state } : null,
    };
  });

  app.post('/api/payment/checkout/', { preHandler: ctx.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(checkoutCreateSchema, request.body);
    const errors: FieldErrors = {};
    if (body.price !== CUSTOM_REPORT_PRICE_EUR) errors.price = [`The price of ${body.name} is ${CUSTOM_REPORT_PRICE_EUR} EUR.`];
    for (const key of ['success_url', 'cancel_url'] as const) {
      if (!isLocalOrigin(new URL(body[key]).origin)) errors[key] = ['Must be an address on this machine (localhost, 127.0.0.1 or [::1]).'];
    }
    if ((await paidSummary(ctx.db, user.id)).products.has(body.name)) errors.name = [`${body.name} is already bought.`];
    if (Object.keys(errors).length) throw validationError(errors);
    const row = await insertCheckout(ctx.db, {
      id: randomUUID(),
      userId: user.id,
      name: body.name,
      price: body.price,
      tokens: body.tokens,
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
    const answer = session(row, requestOrigin(request));
    return reply.code(303).header('location', answer.url).header('access-control-expose-headers', 'Location').send(answer);
  });

  app.get('/api/payment/checkout/:id/', async (request, reply) => {
    const row = await loadCheckout(ctx, request);
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) return session(row, requestOrigin(request));
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(row));
  });

  // The page posts plain HTML forms; their body parser lives only in this child context.
  app.register(async (child) => {
    child.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
    const settle = (state: 'paid' | 'cancelled') => async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await loadCheckout(ctx, request);
      // A second click follows the state the checkout already has.
      const settled = (await settleCheckout(ctx.db, row.id, state)) ?? row;
      return reply.code(303).header('location', returnUrl(settled.state === 'open' ? { ...settled, state } : settled)).send();
    };
    child.post('/api/payment/checkout/:id/pay', settle('paid'));
    child.post('/api/payment/checkout/:id/cancel', settle('cancelled'));
  });
}
