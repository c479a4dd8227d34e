import type { FastifyInstance } from 'fastify';
import { outboxMailSchema, registerAnswerSchema } from 'shared-domain/schemas';
import { z } from 'zod';
import { buildServer } from '../app';
import { SEED_PASSWORD } from '../seed';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';
import { decodeUid, encodeUid } from './accountsTokens';

jest.setTimeout(60_000);

const SHORT = 'This password is too short. It must contain at least 8 characters.';
const VIEWER = 'https://viewer.example:3443/';

type Mail = z.infer<typeof outboxMailSchema>;

describe('uid encoding', () => {
  it('is base64url of the decimal id, as Django encodes it', () => {
    expect(encodeUid(1)).toBe('MQ');
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
  });

  it.each(['', 'MQ==', '!!', 'MA', 'LTE', 'YWJj', 'OTk5OTk5OTk5OTk5', 'MDE'])('rejects %p', (uid) => {
    expect(decodeUid(uid)).toBeUndefined();
  });
});

describe('registration, activation and password reset (djoser)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let clockMs = Date.UTC(2026, 0, 5, 12);
  const now = () => clockMs;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, devMode: true, now, viewerUrl: VIEWER });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as string, headers });

  async function outbox(): Promise<Mail[]> {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    return z.array(outboxMailSchema).parse(res.json());
  }

  /** The newest mail to `to`, and the uid and token of its link of `kind`. */
  async function lastLink(to: string, kind: 'activate' | 'password/reset/confirm') {
    const mail = (await outbox()).find((m) => m.to_address === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    const prefix = `${VIEWER.replace(/\/$/, '')}/#/${kind}/`;
    const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(mail.body);
    if (!match) throw new Error(`no ${kind} link in: ${mail.body}`);
    return { mail, uid: match[1]!, token: match[2]! };
  }

  const register = (email: string, password = 'long-enough-1') =>
    post('/auth/users/', { email, username: email, password });

  const tokenLogin = (username: string, password: string) =>
    post('/api/token/', { username, password });

  it('creates an inactive account, answers {id, username, email} and mails the activation link', async () => {
    const before = (await outbox()).length;
    const res = await register('alice@example.org');
    expect(res.statusCode).toBe(201);
    const body = registerAnswerSchema.parse(res.json());
    expect(res.json()).toEqual({ id: body.id, username: 'alice@example.org', email: 'alice@example.org' });

    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const { mail, uid, token } = await lastLink('alice@example.org', 'activate');
    expect(mail.subject).toBe('Activate your account');
    expect(decodeUid(uid)).toBe(body.id);
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Not active yet: signing in fails like a wrong password.
    const signIn = await tokenLogin('alice@example.org', 'long-enough-1');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('runs the whole flow: register, mail, activate, sign in; a second activation is a stale token', async () => {
    expect((await register('bob@example.org', 'bobs password')).statusCode).toBe(201);
    const { uid, token } = await lastLink('bob@example.org', 'activate');

    const activate = await post('/auth/users/activation/', { uid, token });
    expect(activate.statusCode).toBe(204);
    expect(activate.body).toBe('');

    const pair = await login(app, 'bob@example.org', 'bobs password');
    const me = await app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${pair.access}` } });
    expect(me.json()).toMatchObject({ username: 'bob@example.org', email: 'bob@example.org', hasAcceptedTerms: false, is_demo: false });

    const again = await post('/auth/users/activation/', { uid, token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: 'Stale token for given user.', code: 'stale_token' });
  });

  it('records the terms accepted on the registration form, so the gate does not ask again', async () => {
    expect((await post('/auth/users/', { email: 'terms@example.org', username: 'terms@example.org', password: 'long-enough-1', accepted_terms: true })).statusCode).toBe(201);
    const { uid, token } = await lastLink('terms@example.org', 'activate');
    expect((await post('/auth/users/activation/', { uid, token })).statusCode).toBe(204);
    const pair = await login(app, 'terms@example.org', 'long-enough-1');
    const me = await app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${pair.access}` } });
    expect(me.json()).toMatchObject({ hasAcceptedTerms: true });
    const bad = await post('/auth/users/', { email: 'terms2@example.org', username: 'terms2@example.org', password: 'long-enough-1', accepted_terms: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['accepted_terms']);
  });

  it('answers 400 naming each invalid field', async () => {
    const missing = await post('/auth/users/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      username: ['This field is required.'],
      password: ['This field is required.'],
    });

    const bad = await post('/auth/users/', { email: 'not-an-address', username: '  ', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      email: ['Enter a valid email address.'],
      username: ['This field may not be blank.'],
      password: [SHORT],
    });

    const blankPassword = await post('/auth/users/', { email: 'c@example.org', username: 'c@example.org', password: '' });
    expect(blankPassword.json()).toEqual({ password: ['This field may not be blank.'] });

    const types = await post('/auth/users/', { email: 5, username: 'x', password: 12345678 });
    expect(types.json()).toEqual({ email: ['Not a valid string.'], password: ['Not a valid string.'] });
  });

  it('names only username when the clashing account was never activated, so the viewer resends activation', async () => {
    expect((await register('carol@example.org')).statusCode).toBe(201);
    const res = await register('carol@example.org', 'another password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['A user with that username already exists.'] });
    // Differently cased address, same account.
    const upper = await register('Carol@EXAMPLE.org');
    expect(upper.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('names username and email when the clashing account is active', async () => {
    // bob@example.org was activated above.
    const res = await register('bob@example.org');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['user with this email address already exists.'],
    });
    // Seeded accounts have usernames other than their address.
    const byEmail = await post('/auth/users/', { email: 'ENGINEER@example.com', username: 'someone-new', password: 'long-enough-1' });
    expect(byEmail.json()).toEqual({ email: ['user with this email address already exists.'] });
    const byName = await post('/auth/users/', { email: 'fresh@example.org', username: 'engineer', password: 'long-enough-1' });
    expect(byName.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('resends activation only to accounts that are not active, answering 204 either way', async () => {
    expect((await register('dave@example.org')).statusCode).toBe(201);
    const first = await lastLink('dave@example.org', 'activate');
    const count = (await outbox()).length;

    for (const email of ['nobody@example.org', 'engineer@example.com', 'bob@example.org']) {
      const res = await post('/auth/users/resend_activation/', { email });
      expect(res.statusCode).toBe(204);
    }
    expect(await outbox()).toHaveLength(count);

    const resend = await post('/auth/users/resend_activation/', { email: 'DAVE@example.org' });
    expect(resend.statusCode).toBe(204);
    expect(await outbox()).toHaveLength(count + 1);
    const second = await lastLink('dave@example.org', 'activate');
    expect(second.token).not.toBe(first.token);

    // Either link activates; activating spends both.
    expect((await post('/auth/users/activation/', { uid: second.uid, token: second.token })).statusCode).toBe(204);
    const old = await post('/auth/users/activation/', { uid: first.uid, token: first.token });
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ detail: 'Stale token for given user.', code: 'stale_token' });
    await login(app, 'dave@example.org', 'long-enough-1');

    const invalid = await post('/auth/users/resend_activation/', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('refuses an unknown uid, a wrong token and an expired link', async () => {
    expect((await register('erin@example.org')).statusCode).toBe(201);
    const { uid, token } = await lastLink('erin@example.org', 'activate');

    for (const badUid of ['garbage!', encodeUid(999_999), 'MA']) {
      const res = await post('/auth/users/activation/', { uid: badUid, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    }
    // Another user's uid with this token, and a made-up token.
    const otherUid = await post('/auth/users/activation/', { uid: encodeUid(1), token });
    expect(otherUid.json()).toEqual({ token: ['Invalid token for given user.'] });
    const wrong = await post('/auth/users/activation/', { uid, token: `${token}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ token: ['Invalid token for given user.'] });

    const missing = await post('/auth/users/activation/', { uid: ' ' });
    expect(missing.json()).toEqual({ uid: ['This field may not be blank.'], token: ['This field is required.'] });

    clockMs += 3 * 24 * 3600 * 1000 + 1000;
    const expired = await post('/auth/users/activation/', { uid, token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ token: ['Invalid token for given user.'] });

    // A fresh link works again.
    await post('/auth/users/resend_activation/', { email: 'erin@example.org' });
    const fresh = await lastLink('erin@example.org', 'activate');
    expect((await post('/auth/users/activation/', fresh)).statusCode).toBe(204);
  });

  it('resets a password: request, mail, confirm; new password works, old one and old sessions do not', async () => {
    const oldSession = await login(app, 'reseller');
    const before = (await outbox()).length;
    const request = await post('/auth/users/reset_password/', { email: 'reseller@example.com' });
    expect(request.statusCode).toBe(204);
    expect(await outbox()).toHaveLength(before + 1);
    const { mail, uid, token } = await lastLink('reseller@example.com', 'password/reset/confirm');
    expect(mail.subject).toBe('Reset your password');

    const short = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ new_password: [SHORT] });

    const ok = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'brand new secret' });
    expect(ok.statusCode).toBe(204);

    await login(app, 'reseller', 'brand new secret');
    expect((await tokenLogin('reseller', SEED_PASSWORD)).statusCode).toBe(401);
    const refresh = await post('/api/token/refresh/', { refresh: oldSession.refresh });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ code: 'token_not_valid' });

    const reuse = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'another secret' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('answers 204 to a reset request for unknown or inactive addresses without mailing', async () => {
    expect((await register('frank@example.org')).statusCode).toBe(201);
    const count = (await outbox()).length;
    for (const email of ['nobody@example.org', 'frank@example.org']) {
      expect((await post('/auth/users/reset_password/', { email })).statusCode).toBe(204);
    }
    expect(await outbox()).toHaveLength(count);
    const invalid = await post('/auth/users/reset_password/', {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ email: ['This field is required.'] });
  });

  it('refuses a bad uid, a wrong or expired token at reset confirmation, spending nothing', async () => {
    await post('/auth/users/reset_password/', { email: 'staff@example.com' });
    const { uid, token } = await lastLink('staff@example.com', 'password/reset/confirm');
    const badUid = await post('/auth/users/reset_password_confirm/', { uid: 'xx', token, new_password: 'long-enough-2' });
    expect(badUid.json()).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    const badToken = await post('/auth/users/reset_password_confirm/', { uid, token: 'nope', new_password: 'long-enough-2' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toEqual({ token: ['Invalid token for given user.'] });
    // An activation link is no reset link.
    expect((await post('/auth/users/activation/', { uid, token })).json()).toEqual({ token: ['Invalid token for given user.'] });
    const missing = await post('/auth/users/reset_password_confirm/', { uid, token });
    expect(missing.json()).toEqual({ new_password: ['This field is required.'] });

    clockMs += 3 * 24 * 3600 * 1000 + 1000;
    const expired = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'long-enough-2' });
    expect(expired.json()).toEqual({ token: ['Invalid token for given user.'] });
    await login(app, 'staff');
  });

  it.each([
    '/auth/users/',
    '/auth/users/resend_activation/',
    '/auth/users/activation/',
    '/auth/users/reset_password/',
    '/auth/users/reset_password_confirm/',
  ])('answers 400, never 500, to malformed or non-object JSON on %s', async (url) => {
    const malformed = await post(url, '{"email": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^JSON parse error/);
    const list = await post(url, '[]', { 'content-type': 'application/json' });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it('accepts the paths without a trailing slash', async () => {
    const res = await post('/auth/users/reset_password', { email: 'nobody@example.org' });
    expect(res.statusCode).toBe(204);
  });
});
