import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { login, removeDataDir, seededDataDir } from '../testing/testServer';

jest.setTimeout(90_000);

/**
 * The account and sign-in routes answer their messages in the language of Accept-Language
 * (http/i18n.ts), say which in Content-Language, and keep DRF's English for English callers.
 */
describe('account messages in the caller language', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let engineer: string;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    engineer = `Bearer ${(await login(app, 'engineer')).access}`;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload: payload as string, headers });
  const takenAddress = { email: 'engineer@example.com', username: 'engineer@example.com', password: 'long-enough-1' };

  it('registration with a taken e-mail address: German for German, English for English', async () => {
    const german = await post('/auth/users/', takenAddress, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({ email: ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.'] });
    expect(german.headers['content-language']).toBe('de');
    expect(String(german.headers.vary)).toMatch(/accept-language/i);

    const english = await post('/auth/users/', takenAddress, { 'accept-language': 'en' });
    expect(english.json()).toEqual({ email: ['user with this email address already exists.'] });
    expect(english.headers['content-language']).toBe('en');
    // No header: the API's own English, as before.
    expect((await post('/auth/users/', takenAddress, {})).json()).toEqual({ email: ['user with this email address already exists.'] });
  });

  it('change password with a wrong old password, and a confirmation that differs, in German', async () => {
    const res = await post(
      '/api/change_password/',
      { old_password: 'not-the-password', password: 'new-password-1', password2: 'new-password-2' },
      { authorization: engineer, 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: ['Falsches Passwort.'], password: ['Die Passwörter stimmen nicht überein.'] });
    expect(res.headers['content-language']).toBe('de');
  });

  it('field messages of a malformed registration in Japanese, with the numbers in them', async () => {
    const res = await post('/auth/users/', { email: 'not-an-address', username: 'x', password: 'short' }, { 'accept-language': 'ja' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['有効なメールアドレスを入力してください。'], password: ['このパスワードは短すぎます。8 文字以上にしてください。'] });
    expect(res.headers['content-language']).toBe('ja');
  });

  it('an activation link that is wrong, in French', async () => {
    const res = await post('/auth/users/activation/', { uid: 'MQ', token: 'not-a-token' }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: ['Jeton non valide pour cet utilisateur.'] });
  });

  it('sign-in refused and throttled, in Russian, with the wait in the right plural form', async () => {
    const refused = await post('/api/token/', { username: 'engineer', password: 'wrong' }, { 'accept-language': 'ru' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Активная учётная запись с такими данными не найдена.' });
    const username = `language.probe.${Date.now()}`;
    let throttled;
    for (let i = 0; i < 8 && !throttled; i++) {
      const res = await post('/api/token/', { username, password: 'wrong' }, { 'accept-language': 'ru' });
      if (res.statusCode === 429) throttled = res;
    }
    expect(throttled).toBeDefined();
    const { detail, code, wait } = throttled!.json<{ detail: string; code: string; wait: number }>();
    expect(code).toBe('throttled');
    expect(throttled!.headers['retry-after']).toBe(String(wait));
    const form = new Intl.PluralRules('ru').select(wait);
    const word = { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' }[form as 'one'];
    expect(detail).toBe(`Слишком много запросов. Повторите попытку через ${wait} ${word}.`);
  });

  it('an unknown route and an unauthenticated call, in Greek', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route/', headers: { 'accept-language': 'el' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Δεν βρέθηκε.' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/me/', headers: { 'accept-language': 'el' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: 'Δεν δόθηκαν στοιχεία ταυτοποίησης.', code: 'not_authenticated' });
  });

  it('names English in Content-Language for a text it has no translation of', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/users/', payload: '{"email": ', headers: { 'content-type': 'application/json', 'accept-language': 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/^JSON parse error/);
    expect(res.headers['content-language']).toBe('en');
  });

  it.each(['\u00e4\u00f6\u00fc', ';;;', 'de;q=nope', 'x'.repeat(8000), '*;q=0'])('a malformed Accept-Language (%#) answers as English, never 500', async (header) => {
    const res = await post('/auth/users/', takenAddress, { 'accept-language': header });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['user with this email address already exists.'] });
  });

  it('the success message of a password change in the caller language', async () => {
    const { access } = await login(app, 'staff');
    const change = (from: string, to: string, language: string) =>
      post('/api/change_password/', { old_password: from, password: to, password2: to }, { authorization: `Bearer ${access}`, 'accept-language': language });
    const res = await change('viewer-demo-1', 'viewer-demo-2', 'it');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'La password è stata modificata.' });
    expect((await change('viewer-demo-2', 'viewer-demo-1', 'en')).json()).toEqual({ detail: 'Password changed.' });
  });
});
