import { detectLanguage, LANGUAGES } from './i18n';

describe('languages (spec 000 section 1)', () => {
  it('offers the 24 languages of the spec', () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual(
      ['cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'hu', 'no', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'sv', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW'].sort(),
    );
  });

  it.each<[string | null, string[], string]>([
    ['fr', ['de-DE'], 'fr'],
    [null, ['de-DE', 'en'], 'de'],
    [null, ['nb-NO'], 'no'],
    [null, ['zh-TW'], 'zh-TW'],
    [null, ['zh-Hant-HK'], 'zh-TW'],
    [null, ['zh'], 'zh-CN'],
    [null, ['xx-YY'], 'en'],
    ['klingon', [], 'en'],
  ])('stored %s, browser %j -> %s', (stored, preferred, expected) => {
    expect(detectLanguage(stored, preferred)).toBe(expected);
  });
});
