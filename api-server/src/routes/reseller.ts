import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createLicenseKeyBodySchema,
  emailLicenseKeyAnswerSchema,
  emailLicenseKeyBodySchema,
  licenseKeyListSchema,
  licenseKeySchema,
  resellerSchema,
  type LicenseKey,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import {
  findMemberReseller,
  insertLicenseKey,
  listLicenseKeys,
  listResellerMembers,
  resellerOfUser,
  spendRemainingKey,
  type LicenseKeyRow,
  type ResellerRow,
} from '../db/reseller';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { sendMail } from '../mail';
import { describeRoute } from '../openapi/registry';
import { idParam } from './organizationsCommon';
import { generateLicenseKey, licenseSecret } from './resellerKeys';
import { permissionDenied } from './snapshotsCommon';

/**
 * Reseller portal (spec 001 section 7 "Reseller", sections 5 and 6): only users with the
 * reseller claim (`is_reseller`) who are members of a reseller. Members create license keys while
 * the reseller has keys remaining; each create spends one. A refused create always carries a
 * `node_key` message, because the viewer shows the first of those (spec 001 section 8).
 */

const TAGS = ['reseller'];
const resellerParams = z.object({ id: z.string().describe('Reseller id') });
const NOT_RESELLER = 'The caller is not a reseller user';
const NOT_MEMBER = 'Not a reseller the caller is a member of';

describeRoute({
  method: 'GET',
  path: '/api/reseller/',
  summary: "The caller's reseller: remaining keys and members",
  tags: TAGS,
  auth: true,
  response: resellerSchema,
  responses: { 403: NOT_RESELLER, 404: 'The reseller user is a member of no reseller' },
});
describeRoute({
  method: 'GET',
  path: '/api/reseller/:id/license-key/',
  summary: 'License keys of the reseller, newest first',
  tags: TAGS,
  auth: true,
  params: resellerParams,
  response: licenseKeyListSchema,
  responses: { 403: NOT_RESELLER, 404: NOT_MEMBER },
});
describeRoute({
  method: 'POST',
  path: '/api/reseller/:id/license-key/',
  summary: 'Create a license key for a node key (spends one remaining key)',
  description:
    'The node key is upper-cased, then must be four base32 characters (A-Z, 2-7), a hyphen and four more. With no ' +
    'keys remaining: 400 `{node_key: [message], code: "noRemainingKeys"}`. The license key is five groups of five ' +
    'base32 characters; the last group is a check bound to the node key.',
  tags: TAGS,
  auth: true,
  params: resellerParams,
  body: createLicenseKeyBodySchema,
  response: licenseKeySchema,
  status: 201,
  responses: { 403: NOT_RESELLER, 404: NOT_MEMBER },
});
describeRoute({
  method: 'POST',
  path: '/api/reseller/:id/license-key/email-key/',
  summary: 'E-mail a license key to a customer (queued in the outbox)',
  tags: TAGS,
  auth: true,
  params: resellerParams,
  body: emailLicenseKeyBodySchema,
  response: emailLicenseKeyAnswerSchema,
  responses: { 403: NOT_RESELLER, 404: NOT_MEMBER },
});

function serializeLicenseKey(row: LicenseKeyRow): LicenseKey {
  return {
    license_key: row.license_key,
    node_key: row.node_key,
    description: row.description,
    customer_name: row.customer_name,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_username,
  };
}

/** The `:id` reseller of a reseller user who is its member: 403 without the claim, 404 otherwise. */
async function loadMemberReseller(ctx: AppContext, request: FastifyRequest): Promise<ResellerRow> {
  const user = requireUser(request);
  if (!user.is_reseller) throw permissionDenied();
  const reseller = await findMemberReseller(ctx.db, idParam(request), user.id);
  if (!reseller) throw notFound();
  return reseller;
}

/** Registers the reseller routes. */
export function registerResellerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/reseller/', auth, async (request) => {
    const user = requireUser(request);
    if (!user.is_reseller) throw permissionDenied();
    const reseller = await resellerOfUser(ctx.db, user.id);
    if (!reseller) throw new ApiError(404, { detail: 'You are not a member of a reseller.' });
    return { id: reseller.id, name: reseller.name, remaining_keys: reseller.remaining_keys, members: await listResellerMembers(ctx.db, reseller.id) };
  });

  app.get('/api/reseller/:id/license-key/', auth, async (request) => {
    const reseller = await loadMemberReseller(ctx, request);
    return (await listLicenseKeys(ctx.db, reseller.id)).map(serializeLicenseKey);
  });

  app.post('/api/reseller/:id/license-key/', auth, async (request, reply) => {
    const reseller = await loadMemberReseller(ctx, request);
    const body = parseBody(createLicenseKeyBodySchema, request.body);
    const secret = await licenseSecret(ctx.db);
    const row = await ctx.db.transaction(async (tx) => {
      if (!(await spendRemainingKey(tx, reseller.id))) {
        throw new ApiError(400, { node_key: ['No license keys remain for this reseller.'], code: 'noRemainingKeys' });
      }
      return insertLicenseKey(tx, {
        resellerId: reseller.id,
        licenseKey: generateLicenseKey(secret, body.node_key),
        nodeKey: body.node_key,
        description: body.description,
        customerName: body.customer_name,
        createdBy: requireUser(request).id,
      });
    });
    return reply.code(201).send(serializeLicenseKey(row));
  });

  app.post('/api/reseller/:id/license-key/email-key/', auth, async (request) => {
    const reseller = await loadMemberReseller(ctx, request);
    const body = parseBody(emailLicenseKeyBodySchema, request.body);
    if (/[\r\n]/.test(body.email)) throw new ApiError(400, { email: ['Enter a valid email address.'] });
    await sendMail(ctx.db, { to: body.email, subject: `Your license key from ${reseller.name}`, body: body.content });
    return { success: true as const };
  });
}
