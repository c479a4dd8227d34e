import loadCommon from 'locales/load/common';
import { z } from 'zod';
import { i18n, initI18n, registerNamespace } from '../i18n/i18n';
import { createTokenStore } from '../session/tokenStore';
import { removeDataDir, startApiServer, type ApiServerProcess } from '../testing/apiServerProcess';
import { rejectionOf } from '../testing/rejectionOf';
import { ApiClient } from './ApiClient';
import { catalogueText, messageFor, type ErrorSituation } from './errorCatalogue';
import type { ApiError } from './errors';

// The api-server runs as a child process, on a copy of the seeded demo data.
jest.setTimeout(240_000);

const PASSWORD = 'viewer-demo-1';

/**
 * Server messages in the user's language: the viewer's client sends the chosen language
 * (Accept-Language), the real api-server answers its messages in it, and the error catalogue
 * shows them; a text the server has in English only never reaches the user, who reads the
 * catalogue's own text instead.
 */
describe('server messages in the user language, from the api-server', () => {
  let server: ApiServerProcess;
  let language = 'de';

  beforeAll(async () => {
    registerNamespace('common', loadCommon);
    await initI18n('de');
    server = await startApiServer();
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  async function client(username?: string) {
    const api = new ApiClient({ baseUrl: server.baseUrl, tokenStore: createTokenStore(null), language: () => language });
    if (username) await api.login(username, PASSWORD);
    return api;
  }
  const call = (api: ApiClient, path: string, body: unknown) => api.request('call', { path, method: 'POST', body, schema: z.unknown(), auth: api.hasSession() });
  /** What the viewer shows for the failure, as the page puts it on screen. */
  const shown = (error: unknown, situation: ErrorSituation) => catalogueText(messageFor(error, situation), (key, values) => i18n.t(key, values));

  it('registering with a taken e-mail address shows German text', async () => {
    const api = await client();
    const address = 'engineer@example.com';
    const error = (await rejectionOf(call(api, '/auth/users/', { email: address, username: address, password: 'long-enough-1' }))) as ApiError;
    expect(error).toMatchObject({ status: 400, foreignText: false });
    expect(shown(error, 'registration')).toBe('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.');
  });

  it('changing the password with a wrong old one shows German text, for 9 s', async () => {
    const api = await client('engineer');
    const error = await rejectionOf(call(api, '/api/change_password/', { old_password: 'wrong', password: 'new-password-1', password2: 'new-password-1' }));
    expect(shown(error, 'changePassword')).toBe('Falsches Passwort.');
    expect(messageFor(error, 'changePassword').durationMs).toBe(9000);
  });

  it('a throttled sign-in says in German how long to wait', async () => {
    const api = await client();
    const username = `language.probe.${Date.now()}`;
    let error: ApiError | undefined;
    for (let i = 0; i < 8 && !error; i++) {
      const e = (await rejectionOf(api.login(username, 'wrong'))) as ApiError;
      if (e.status === 429) error = e;
    }
    expect(error?.retryAfterSeconds).toBeGreaterThan(0);
    expect(shown(error, 'login')).toBe(i18n.t('common:errors.loginThrottledSeconds', { seconds: error!.retryAfterSeconds! }));
    expect(shown(error, 'login')).toMatch(new RegExp(`\\b${error!.retryAfterSeconds}\\b`));
    expect(shown(error, 'login')).not.toBe(i18n.getFixedT('en')('common:errors.loginThrottledSeconds', { seconds: error!.retryAfterSeconds! }));
  });

  it('field messages of a malformed registration in Japanese', async () => {
    language = 'ja';
    await i18n.changeLanguage('ja');
    try {
      const api = await client();
      const error = await rejectionOf(call(api, '/auth/users/', { email: 'not-an-address', username: 'x', password: 'short' }));
      expect(shown(error, 'registration').split('\n')).toEqual(['有効なメールアドレスを入力してください。', 'このパスワードは短すぎます。8 文字以上にしてください。']);
    } finally {
      language = 'de';
      await i18n.changeLanguage('de');
    }
  });

  it('a message the server has in English only: the catalogue text, never the English sentence', async () => {
    // A body the server cannot parse: its answer is the JSON parser's own words, which it has in English only.
    const garbled = new ApiClient({
      baseUrl: server.baseUrl,
      tokenStore: createTokenStore(null),
      language: () => language,
      fetch: ((url: string, init: RequestInit) => fetch(url, { ...init, body: '{"email": ' })) as typeof fetch,
    });
    const error = (await rejectionOf(call(garbled, '/auth/users/', { email: 'new.user@example.com' }))) as ApiError;
    expect(error).toMatchObject({ status: 400, foreignText: true });
    expect(error.detail).toMatch(/^JSON parse error/);
    expect(shown(error, 'registration')).toBe(i18n.t('common:errors.regFailedCreate'));
    expect(shown(error, 'registration')).toBe('Das Konto konnte nicht erstellt werden.');
  });

  it('an English user still reads the server English', async () => {
    language = 'en';
    await i18n.changeLanguage('en');
    try {
      const api = await client('engineer');
      const error = await rejectionOf(call(api, '/api/change_password/', { old_password: 'wrong', password: 'new-password-1', password2: 'new-password-1' }));
      expect(shown(error, 'changePassword')).toBe('Wrong password.');
    } finally {
      language = 'de';
      await i18n.changeLanguage('de');
    }
  });
});
