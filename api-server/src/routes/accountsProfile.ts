import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordAnswerSchema,
  customerSettingsPatchSchema,
  customerSettingsSchema,
  feedbackAnswerSchema,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { setPasswordHash } from '../db/accounts';
import { revokeUserSessions } from '../db/refreshTokens';
import { getCustomerSettings, updateCustomerSettings } from '../db/customerSettings';
import { insertClientLog, insertFeedback } from '../db/feedback';
import { ApiError, validationError, type FieldErrors } from '../http/errors';
import { textFor } from '../http/i18n';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './accountsUsers';

/** Longest client error line kept (the viewer truncates to the same length). */
export const CLIENT_LOG_MAX_CHARS = 4000;
/** Longest feedback text accepted. */
export const FEEDBACK_MAX_CHARS = 10_000;

export const DEMO_MESSAGES = Object.freeze({
  changePassword: 'Demo accounts cannot change the password.',
  settings: 'Demo accounts cannot change settings on the server; the viewer keeps them in this browser.',
});

const blankAbort = { error: MESSAGES.blank, abort: true } as const;

// Whitespace is significant in passwords (as at login), so none of these is trimmed.
const changePasswordBodySchema = z.object({
  old_password: z.string().min(1, blankAbort),
  password: z.string().min(1, blankAbort).max(4096, 'Ensure this field has no more than 4096 characters.'),
  password2: z.string().min(1, blankAbort),
});

const feedbackBodySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, blankAbort)
    .max(FEEDBACK_MAX_CHARS, `Ensure this field has no more than ${FEEDBACK_MAX_CHARS} characters.`),
});

const logClientQuerySchema = z.object({
  errorStr: z
    .string()
    .refine((s) => s.trim() !== '', { error: MESSAGES.blank, abort: true })
    .transform((s) => s.slice(0, CLIENT_LOG_MAX_CHARS))
    .describe(`The client's error text; longer lines are cut to ${CLIENT_LOG_MAX_CHARS} characters.`),
});

const forbidden = { 403: 'Demo accounts: `{detail}`' };

describeRoute({
  method: 'POST',
  path: '/api/change_password/',
  summary: "Change the signed-in user's password",
  description:
    'Errors: `{old_password: ["Wrong password."]}`, `{password: ["Password fields didn\'t match." | "This password is too short..."]}`. Every other session of the user is signed out (its refresh and access tokens stop working); this one stays.',
  tags: ['account'],
  auth: true,
  body: changePasswordBodySchema,
  response: changePasswordAnswerSchema,
  responses: forbidden,
});
describeRoute({
  method: 'GET',
  path: '/api/customer-settings/',
  summary: 'Customer settings of the signed-in user (created with defaults on first read)',
  tags: ['account'],
  auth: true,
  response: customerSettingsSchema,
});
describeRoute({
  method: 'PATCH',
  path: '/api/customer-settings/',
  summary: 'Change some customer settings',
  description: 'Any subset of the writable fields; `init` becomes true. A validation error changes nothing.',
  tags: ['account'],
  auth: true,
  body: customerSettingsPatchSchema,
  response: customerSettingsSchema,
  responses: forbidden,
});
describeRoute({
  method: 'POST',
  path: '/api/feedback/',
  summary: 'Send feedback text',
  tags: ['account'],
  auth: true,
  body: feedbackBodySchema,
  response: feedbackAnswerSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/log-client/',
  summary: 'Record a client error line',
  description: 'A valid bearer token, when sent, attributes the line to its user; an invalid one is ignored.',
  tags: ['account'],
  auth: 'optional',
  query: logClientQuerySchema,
  response: feedbackAnswerSchema,
});

/**
 * Signed-in account routes (spec 001 section 7) beyond /api/me/:
 * - `POST /api/change_password/` {old_password, password, password2} -> {detail: "Password changed."}
 * - `GET, PATCH /api/customer-settings/` -> CustomerSettings (per user; PATCH 403 for demo users)
 * - `POST /api/feedback/` {content} -> {success: true}
 * - `GET /api/log-client/?errorStr=` (auth optional) -> {success: true}
 */
export function registerAccountsProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: ctx.authenticate };

  app.post('/api/change_password/', auth, async (request) => {
    const user = requireUser(request);
    // DRF checks permissions before it looks at the body.
    if (user.is_demo) throw new ApiError(403, { detail: DEMO_MESSAGES.changePassword });
    const body = parseBody(changePasswordBodySchema, request.body);
    const errors: FieldErrors = {};
    if (!(await verifyPassword(body.old_password, user.password_hash))) errors.old_password = ['Wrong password.'];
    const passwordErrors: string[] = [];
    if (body.password !== body.password2) passwordErrors.push("Password fields didn't match.");
    if (body.password.length < MIN_PASSWORD_LENGTH) passwordErrors.push(MESSAGES.passwordTooShort);
    if (passwordErrors.length) errors.password = passwordErrors;
    if (Object.keys(errors).length) throw validationError(errors);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      // Whoever else knew the old password is signed out; this session stays signed in.
      await revokeUserSessions(tx, user.id, 'password_change', new Date(ctx.now()), request.tokenClaims?.sid);
    });
    return { detail: textFor(request, 'Password changed.') };
  });

  app.get('/api/customer-settings/', auth, async (request) => getCustomerSettings(db, requireUser(request).id));

  app.patch('/api/customer-settings/', auth, async (request) => {
    const user = requireUser(request);
    if (user.is_demo) throw new ApiError(403, { detail: DEMO_MESSAGES.settings });
    const patch = parseBody(customerSettingsPatchSchema, request.body);
    return updateCustomerSettings(db, user.id, patch);
  });

  app.post('/api/feedback/', auth, async (request) => {
    const { content } = parseBody(feedbackBodySchema, request.body);
    await insertFeedback(db, { userId: requireUser(request).id, content });
    return { success: true };
  });

  /** The user of a valid bearer token, or null: a missing or bad token just means anonymous. */
  async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    if (!request.headers.authorization) return null;
    try {
      await ctx.authenticate.call(app, request, reply);
      return request.currentUser?.id ?? null;
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  app.get('/api/log-client/', async (request, reply) => {
    const { errorStr } = parseBody(logClientQuerySchema, request.query);
    const userId = await optionalUser(request, reply);
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    await insertClientLog(db, { userId, errorStr, userAgent });
    request.log.info({ userId, clientError: errorStr.slice(0, 300) }, 'client error reported');
    return { success: true };
  });
}
