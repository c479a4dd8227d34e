import type { FastifyInstance } from 'fastify';
import { registerAnswerSchema } from 'shared-domain/schemas';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { AppContext } from '../context';
import {
  activateUser,
  findAccountToken,
  findUserByEmail,
  findUsersClashing,
  revokeRefreshTokens,
  setPasswordHash,
  spendAccountTokens,
  type AccountTokenPurpose,
  type AccountTokenRow,
} from '../db/accounts';
import type { Queryable } from '../db/Database';
import { findUserById, insertUserIfAbsent, type UserRow } from '../db/users';
import { ApiError, validationError, type FieldErrors } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { activationMail, passwordResetMail, sendMail } from '../mail';
import { describeRoute } from '../openapi/registry';
import { decodeUid, hashAccountToken, issueAccountToken } from './accountsTokens';

// Django / djoser wording, so the viewer shows the messages the real backend sends; answered in
// the caller's language where locales/<lang>/server.json has them (../http/i18n.ts).
export const MESSAGES = Object.freeze({
  blank: 'This field may not be blank.',
  invalidEmail: 'Enter a valid email address.',
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'user with this email address already exists.',
  invalidUid: "Invalid user id or user doesn't exist.",
  invalidToken: 'Invalid token for given user.',
  staleToken: 'Stale token for given user.',
});

/**
 * 403 for an activation link that was already used. The code says so whatever the language of
 * `detail` (the viewer shows its own activationUsed for it).
 */
function staleToken(): ApiError {
  return new ApiError(403, { detail: MESSAGES.staleToken, code: 'stale_token' });
}

/** Django's minimum password length (MinimumLengthValidator). */
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 4096;

const blankAbort = { error: MESSAGES.blank, abort: true } as const;

/** A required, trimmed e-mail address of valid format (at most 254 characters, as Django's EmailField). */
const emailField = z
  .string()
  .trim()
  .min(1, blankAbort)
  .max(254, { error: 'Ensure this field has no more than 254 characters.', abort: true })
  .pipe(z.email(MESSAGES.invalidEmail));

/** A new password: not trimmed (login keeps whitespace significant), at least 8 characters. */
const newPasswordField = z
  .string()
  .min(1, blankAbort)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Ensure this field has no more than ${MAX_PASSWORD_LENGTH} characters.`);

export const registerBodySchema = z.object({
  email: emailField,
  // Looser than Django's 150 characters of [\w.@+-]: the viewer sends username = email, and a
  // 400 naming only `username` would make it believe the account exists and resend activation.
  // Any valid e-mail address therefore passes as a username.
  username: z
    .string()
    .trim()
    .min(1, blankAbort)
    .max(254, 'Ensure this field has no more than 254 characters.')
    .regex(/^[^\s\p{C}]+$/u, 'Enter a valid username. This value may not contain spaces or control characters.'),
  password: newPasswordField,
  /** The terms of use and privacy statement were accepted on the registration form: the terms gate does not ask again. */
  accepted_terms: z.boolean().optional(),
});

const emailBodySchema = z.object({ email: emailField });

const uidTokenBodySchema = z.object({
  uid: z.string().trim().min(1, blankAbort),
  token: z.string().trim().min(1, blankAbort),
});

// The length rule is checked after uid and token, as djoser does, hence no min(8) here.
const resetConfirmBodySchema = uidTokenBodySchema.extend({
  new_password: z.string().min(1, blankAbort).max(MAX_PASSWORD_LENGTH, `Ensure this field has no more than ${MAX_PASSWORD_LENGTH} characters.`),
});

const djoserErrors = {
  400: { description: 'Validation error, e.g. `{uid: [...]}` or `{token: ["Invalid token for given user."]}`' },
};

describeRoute({
  method: 'POST',
  path: '/auth/users/',
  summary: 'Register (creates an inactive account and mails the activation link)',
  description:
    'The viewer sends username = email. A clash with an account that was never activated answers 400 with only a `username` key (the viewer then calls resend_activation); a clash with an active account names `username` and/or `email`.',
  tags: ['registration'],
  auth: false,
  body: registerBodySchema,
  response: registerAnswerSchema,
  status: 201,
});
describeRoute({
  method: 'POST',
  path: '/auth/users/resend_activation/',
  summary: 'Mail a new activation link (only for accounts not yet activated; always 204)',
  tags: ['registration'],
  auth: false,
  body: emailBodySchema,
  status: 204,
});
describeRoute({
  method: 'POST',
  path: '/auth/users/activation/',
  summary: 'Activate an account with the uid and token of the mailed link',
  tags: ['registration'],
  auth: false,
  body: uidTokenBodySchema,
  status: 204,
  responses: { ...djoserErrors, 403: 'The link was already used: `{detail: "Stale token for given user.", code: "stale_token"}`' },
});
describeRoute({
  method: 'POST',
  path: '/auth/users/reset_password/',
  summary: 'Mail a password-reset link (only for active accounts; always 204)',
  tags: ['registration'],
  auth: false,
  body: emailBodySchema,
  status: 204,
});
describeRoute({
  method: 'POST',
  path: '/auth/users/reset_password_confirm/',
  summary: 'Set a new password with the uid and token of the mailed link',
  description: 'Spends the link (and every other reset link of the user) and signs out every session (refresh tokens revoked).',
  tags: ['registration'],
  auth: false,
  body: resetConfirmBodySchema,
  status: 204,
  responses: djoserErrors,
});

/** Django's normalize_email: the domain part is lower-cased, the local part kept. */
function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}

/**
 * The 400 for a registration that clashes with existing accounts. When every clashing
 * account is still inactive, only `username` is named: that is the viewer's cue to resend
 * the activation mail instead of reporting a failure.
 */
function clashError(clashes: readonly UserRow[], username: string, email: string): ApiError {
  if (clashes.every((u) => !u.is_active)) return validationError({ username: [MESSAGES.usernameTaken] });
  const errors: FieldErrors = {};
  if (clashes.some((u) => u.username === username)) errors.username = [MESSAGES.usernameTaken];
  if (clashes.some((u) => u.email.toLowerCase() === email.toLowerCase())) errors.email = [MESSAGES.emailTaken];
  return validationError(errors);
}

/** Options of the account routes. */
export interface AccountsRoutesOptions {
  /** Base URL of the viewer for mailed links, e.g. `http://localhost:3000`. */
  viewerUrl: string;
}

/**
 * djoser-style registration, activation and password reset (spec 001 section 7), no auth:
 * - `POST /auth/users/` {email, username, password} -> 201 {id, username, email}
 * - `POST /auth/users/resend_activation/` {email} -> 204
 * - `POST /auth/users/activation/` {uid, token} -> 204; a used link 403 Stale token
 * - `POST /auth/users/reset_password/` {email} -> 204
 * - `POST /auth/users/reset_password_confirm/` {uid, token, new_password} -> 204
 * Mails go to the outbox (`sendMail`); links are `${viewerUrl}/#/activate/{uid}/{token}` and
 * `${viewerUrl}/#/password/reset/confirm/{uid}/{token}`.
 */
export function registerAccountsUserRoutes(app: FastifyInstance, ctx: AppContext, opts: AccountsRoutesOptions): void {
  const { db } = ctx;

  async function mailActivation(q: Queryable, user: UserRow): Promise<void> {
    const link = await issueAccountToken(q, user.id, 'activation', ctx.now());
    await sendMail(q, activationMail({ to: user.email, username: user.username, viewerUrl: opts.viewerUrl, ...link }));
  }

  /** The user named by `uid` and their token row for `purpose`, or the djoser 400. */
  async function resolveLink(
    purpose: AccountTokenPurpose,
    uid: string,
    token: string,
  ): Promise<{ user: UserRow; row: AccountTokenRow }> {
    const userId = decodeUid(uid);
    const user = userId === undefined ? undefined : await findUserById(db, userId);
    if (!user) throw validationError({ uid: [MESSAGES.invalidUid] });
    const row = await findAccountToken(db, user.id, purpose, hashAccountToken(token));
    if (!row) throw validationError({ token: [MESSAGES.invalidToken] });
    return { user, row };
  }

  const expired = (row: AccountTokenRow) => new Date(row.expires_at).getTime() <= ctx.now();

  app.post('/auth/users/', async (request, reply) => {
    const body = parseBody(registerBodySchema, request.body);
    const email = normalizeEmail(body.email);
    const clashes = await findUsersClashing(db, body.username, email);
    if (clashes.length) throw clashError(clashes, body.username, email);

    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction(async (tx) => {
      const row = await insertUserIfAbsent(tx, { username: body.username, email, password_hash: passwordHash, is_active: false, has_accepted_terms: body.accepted_terms === true });
      if (row) await mailActivation(tx, row);
      return row;
    });
    // Someone registered the same name or address in the meantime.
    if (!user) throw clashError(await findUsersClashing(db, body.username, email), body.username, email);
    return reply.code(201).send({ id: user.id, username: user.username, email: user.email });
  });

  app.post('/auth/users/resend_activation/', async (request, reply) => {
    const { email } = parseBody(emailBodySchema, request.body);
    const user = await findUserByEmail(db, email);
    // Unknown and already active addresses answer the same, so the call reveals nothing.
    if (user && !user.is_active) await db.transaction((tx) => mailActivation(tx, user));
    return reply.code(204).send();
  });

  app.post('/auth/users/activation/', async (request, reply) => {
    const { uid, token } = parseBody(uidTokenBodySchema, request.body);
    const { user, row } = await resolveLink('activation', uid, token);
    if (row.used_at || user.is_active) throw staleToken();
    if (expired(row)) throw validationError({ token: [MESSAGES.invalidToken] });
    await db.transaction(async (tx) => {
      // Spends every activation link of the user; false means a concurrent call got there first.
      if (!(await spendAccountTokens(tx, user.id, 'activation', row.id, new Date(ctx.now())))) {
        throw staleToken();
      }
      await activateUser(tx, user.id);
    });
    return reply.code(204).send();
  });

  app.post('/auth/users/reset_password/', async (request, reply) => {
    const { email } = parseBody(emailBodySchema, request.body);
    const user = await findUserByEmail(db, email);
    if (user?.is_active) {
      await db.transaction(async (tx) => {
        const link = await issueAccountToken(tx, user.id, 'password_reset', ctx.now());
        await sendMail(tx, passwordResetMail({ to: user.email, username: user.username, viewerUrl: opts.viewerUrl, ...link }));
      });
    }
    return reply.code(204).send();
  });

  app.post('/auth/users/reset_password_confirm/', async (request, reply) => {
    const body = parseBody(resetConfirmBodySchema, request.body);
    const { user, row } = await resolveLink('password_reset', body.uid, body.token);
    if (row.used_at || expired(row)) throw validationError({ token: [MESSAGES.invalidToken] });
    if (body.new_password.length < MIN_PASSWORD_LENGTH) throw validationError({ new_password: [MESSAGES.passwordTooShort] });
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      if (!(await spendAccountTokens(tx, user.id, 'password_reset', row.id, new Date(ctx.now())))) {
        throw validationError({ token: [MESSAGES.invalidToken] });
      }
      await setPasswordHash(tx, user.id, passwordHash);
      // A reset usually means the password leaked: end every session.
      await revokeRefreshTokens(tx, user.id);
    });
    return reply.code(204).send();
  });
}
