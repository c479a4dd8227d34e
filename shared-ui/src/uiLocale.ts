import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { i18n } from 'shared-core';

/**
 * antd's own texts (date pickers' month and weekday names, "Start date", pagination, the tour's
 * "Next", "Close" read by screen readers) and dayjs's calendar (month names, the first day of the
 * week: Monday in de, fr, ru, fi) in the user's language. Each language's files load
 * when it is chosen, so the first page carries none of them; English is antd's and dayjs's default.
 */

type LocaleModule = { default: Locale };

const ANTD_LOCALES: Record<string, () => Promise<LocaleModule>> = {
  cs: () => import('antd/es/locale/cs_CZ'),
  da: () => import('antd/es/locale/da_DK'),
  de: () => import('antd/es/locale/de_DE'),
  el: () => import('antd/es/locale/el_GR'),
  es: () => import('antd/es/locale/es_ES'),
  et: () => import('antd/es/locale/et_EE'),
  fi: () => import('antd/es/locale/fi_FI'),
  fr: () => import('antd/es/locale/fr_FR'),
  hu: () => import('antd/es/locale/hu_HU'),
  no: () => import('antd/es/locale/nb_NO'),
  it: () => import('antd/es/locale/it_IT'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  nl: () => import('antd/es/locale/nl_NL'),
  pl: () => import('antd/es/locale/pl_PL'),
  pt: () => import('antd/es/locale/pt_PT'),
  ru: () => import('antd/es/locale/ru_RU'),
  sv: () => import('antd/es/locale/sv_SE'),
  th: () => import('antd/es/locale/th_TH'),
  tr: () => import('antd/es/locale/tr_TR'),
  vi: () => import('antd/es/locale/vi_VN'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
};

/** dayjs's name of each language's calendar, and its file (which registers it with dayjs). */
const DAYJS_LOCALES: Record<string, readonly [string, () => Promise<unknown>]> = {
  cs: ['cs', () => import('dayjs/locale/cs')],
  da: ['da', () => import('dayjs/locale/da')],
  de: ['de', () => import('dayjs/locale/de')],
  el: ['el', () => import('dayjs/locale/el')],
  es: ['es', () => import('dayjs/locale/es')],
  et: ['et', () => import('dayjs/locale/et')],
  fi: ['fi', () => import('dayjs/locale/fi')],
  fr: ['fr', () => import('dayjs/locale/fr')],
  hu: ['hu', () => import('dayjs/locale/hu')],
  no: ['nb', () => import('dayjs/locale/nb')],
  it: ['it', () => import('dayjs/locale/it')],
  ja: ['ja', () => import('dayjs/locale/ja')],
  ko: ['ko', () => import('dayjs/locale/ko')],
  nl: ['nl', () => import('dayjs/locale/nl')],
  pl: ['pl', () => import('dayjs/locale/pl')],
  pt: ['pt', () => import('dayjs/locale/pt')],
  ru: ['ru', () => import('dayjs/locale/ru')],
  sv: ['sv', () => import('dayjs/locale/sv')],
  th: ['th', () => import('dayjs/locale/th')],
  tr: ['tr', () => import('dayjs/locale/tr')],
  vi: ['vi', () => import('dayjs/locale/vi')],
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-TW': ['zh-tw', () => import('dayjs/locale/zh-tw')],
};

/**
 * Loads `language`'s antd texts and dayjs calendar and makes that calendar dayjs's default.
 * @returns antd's locale, or undefined for English (antd's built-in texts).
 */
async function loadUiLocale(language: string): Promise<Locale | undefined> {
  const calendar = DAYJS_LOCALES[language];
  const [antd] = await Promise.all([ANTD_LOCALES[language]?.(), calendar?.[1]()]);
  dayjs.locale(calendar?.[0] ?? 'en');
  loaded.set(language, antd?.default);
  return antd?.default;
}

/** Locales loaded so far: a provider mounted later (a remote standing alone, a test) starts with its language's. */
const loaded = new Map<string, Locale | undefined>();

/**
 * antd's locale for the current i18n language, following language changes. Always a locale, never
 * undefined: antd's ConfigProvider adds a provider around its children only when given one, so a
 * first locale arriving would remount the whole page (and lose what the user was typing).
 */
export function useUiLocale(): Locale {
  const [locale, setLocale] = useState<{ language: string; antd: Locale | undefined }>(() => ({ language: i18n.language, antd: loaded.get(i18n.language) }));
  useEffect(() => {
    let current = '';
    const follow = (language: string) => {
      current = language;
      loadUiLocale(language).then(
        (antd) => current === language && setLocale({ language, antd }),
        // A language whose files did not load keeps antd's English rather than breaking the page.
        () => current === language && setLocale({ language, antd: undefined }),
      );
    };
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return locale.antd ?? enUS;
}
