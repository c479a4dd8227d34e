import fs from 'node:fs';
import path from 'node:path';
import { throttled } from '../auth/loginThrottle';
import { DEMO_MESSAGES } from '../routes/accountsProfile';
import { MESSAGES } from '../routes/accountsUsers';
import { CONTROL_MESSAGE, NUL_MESSAGE } from './inputGuard';
import { LANGUAGES, localizeBody, negotiateLanguage, SOURCE_LANGUAGE, translate } from './i18n';
import { notAuthenticated, notFound } from './errors';

const LOCALES = path.resolve(__dirname, '../../../locales');
const read = (language: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'server.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('Accept-Language negotiation', () => {
  it.each([
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-CA', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['ZH-tw', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['nb-NO', 'no'],
    ['pt-BR', 'pt'],
    ['xx, ja;q=0.5', 'ja'],
    ['de;q=0.2, fi;q=0.8', 'fi'],
    ['de;q=0, fr', 'fr'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%p answers in %p', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it.each([';;;,,', 'q=2', 'de;q=7', '\u0000de', 'de;q=abc, ru;q=0.5', 'x'.repeat(100_000), 'de-'.repeat(5000)])('reads a malformed header %#, never throws', (header) => {
    expect(LANGUAGES).toContain(negotiateLanguage(header));
  });
});

describe('the server messages catalogue (locales/<lang>/server.json)', () => {
  it('has every English key in all 24 languages', () => {
    const keys = (tree: Record<string, Record<string, string>>) => Object.entries(tree).flatMap(([section, texts]) => Object.keys(texts).map((k) => `${section}.${k.replace(/_(zero|one|two|few|many|other)$/, '')}`));
    const english = new Set(keys(read(SOURCE_LANGUAGE)));
    expect(LANGUAGES).toHaveLength(24);
    for (const language of LANGUAGES) expect(new Set(keys(read(language)))).toEqual(english);
  });

  it('knows every message the account routes and the request guards write', () => {
    const texts = [
      ...Object.values(MESSAGES),
      ...Object.values(DEMO_MESSAGES),
      NUL_MESSAGE,
      CONTROL_MESSAGE,
      'Wrong password.',
      "Password fields didn't match.",
      'Password changed.',
      'No active account found with the given credentials',
      notFound().message,
      notAuthenticated().message,
      throttled(1).message,
      throttled(900).message,
    ];
    for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
      const missing = texts.filter((text) => !translate(text, language) || translate(text, language) === text);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('translates fixed texts, and texts with numbers in them', () => {
    expect(translate('user with this email address already exists.', 'de')).toBe('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.');
    expect(translate('Wrong password.', 'de')).toBe('Falsches Passwort.');
    expect(translate('Ensure this field has no more than 254 characters.', 'de')).toBe('Dieses Feld darf höchstens 254 Zeichen enthalten.');
    expect(translate('This password is too short. It must contain at least 8 characters.', 'ja')).toBe('このパスワードは短すぎます。8 文字以上にしてください。');
    // Numbers as the language writes them.
    expect(translate('Ensure this value is between 1 and 7.5.', 'de')).toBe('Der Wert muss zwischen 1 und 7,5 liegen.');
  });

  it('chooses the plural form of the target language by the count', () => {
    expect(translate(throttled(1).message, 'ru')).toBe('Слишком много запросов. Повторите попытку через 1 секунду.');
    expect(translate(throttled(3).message, 'ru')).toBe('Слишком много запросов. Повторите попытку через 3 секунды.');
    expect(translate(throttled(25).message, 'ru')).toBe('Слишком много запросов. Повторите попытку через 25 секунд.');
    expect(translate(throttled(900).message, 'de')).toBe('Zu viele Anfragen. Wieder möglich in 900 Sekunden.');
  });

  it('leaves unknown texts, and words where the catalogue expects a number, untranslated', () => {
    expect(translate('Something only this route says.', 'de')).toBeUndefined();
    expect(translate('Ensure this value is greater than or equal to start.', 'de')).toBeUndefined();
    expect(translate('Something only this route says.', 'en')).toBe('Something only this route says.');
  });
});

describe('localizeBody', () => {
  it('translates detail and field messages, keeps codes, numbers and field names, and names its language', () => {
    expect(localizeBody({ detail: throttled(5).message, code: 'throttled', wait: 5 }, 'fr')).toEqual({
      body: { detail: 'Trop de requêtes. Réessayez dans 5 secondes.', code: 'throttled', wait: 5 },
      languages: ['fr'],
    });
    expect(localizeBody({ email: [MESSAGES.emailTaken], username: [MESSAGES.usernameTaken] }, 'de')).toEqual({
      body: { email: ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.'], username: ['Ein Benutzer mit diesem Benutzernamen existiert bereits.'] },
      languages: ['de'],
    });
    expect(localizeBody({ msg: 'invalidToken' }, 'de').body).toEqual({ msg: 'invalidToken' });
  });

  it('names English beside the language when some text has no translation', () => {
    expect(localizeBody({ detail: 'Not found.', note: 'Only in English.' }, 'de')).toEqual({
      body: { detail: 'Nicht gefunden.', note: 'Only in English.' },
      languages: ['de', 'en'],
    });
    expect(localizeBody({ detail: 'Only in English.' }, 'de').languages).toEqual(['en']);
    expect(localizeBody({ detail: 'Not found.' }, 'en')).toEqual({ body: { detail: 'Not found.' }, languages: ['en'] });
  });
});
