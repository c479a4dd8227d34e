import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import languagesJson from 'locales/languages.json';

/** The 24 interface languages of spec 000 section 1, with their own names. */
export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = languagesJson.languages;
export const SOURCE_LANGUAGE = 'en';
const STORAGE_KEY = 'acv.language';

type Loader = (language: string) => Promise<Record<string, unknown>>;
const loaders = new Map<string, Loader>();

/**
 * Registers where a namespace's messages come from. Each app (shell, remotes) ships its own
 * translations, so a remote redeployed with new keys brings them along.
 */
export function registerNamespace(namespace: string, loader: Loader): void {
  loaders.set(namespace, loader);
}

/**
 * A loader that answers the source language (English) from messages bundled with the caller and
 * loads the others. i18next loads the source language for every visitor (it is the fallback), so
 * bundling a first screen's namespaces costs nobody a byte and saves English visitors a round
 * trip after start-up.
 */
export function withBundledSource(loader: Loader, source: Record<string, unknown>): Loader {
  return (language) => (language === SOURCE_LANGUAGE ? Promise.resolve(source) : loader(language));
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`No translations registered for namespace ${namespace}`), null);
      return;
    }
    loader(language).then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, null),
    );
  },
};

/** Picks the stored language, else the browser's, else English. */
export function detectLanguage(
  stored: string | null = safeStorage()?.getItem(STORAGE_KEY) ?? null,
  preferred: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : [],
): string {
  const codes = LANGUAGES.map((l) => l.code);
  if (stored && codes.includes(stored)) return stored;
  for (const tag of preferred) {
    const exact = codes.find((c) => c.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === 'nb' || base === 'nn') return 'no';
    if (base === 'zh') return /tw|hk|hant/i.test(tag) ? 'zh-TW' : 'zh-CN';
    const byBase = codes.find((c) => c === base);
    if (byBase) return byBase;
  }
  return SOURCE_LANGUAGE;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The one i18n instance of the platform (shared as part of the shared-core singleton). */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

/** Keeps the page's `lang` attribute on the current language (screen readers, hyphenation). */
function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises {@link i18n} once with the `common` namespace and any others the caller's first
 * screen needs, all asked for at once, so the first screen waits for one round trip rather than
 * one per namespace. Areas load theirs on demand.
 */
export function initI18n(language: string = detectLanguage(), { namespaces = [] }: { namespaces?: readonly string[] } = {}): Promise<unknown> {
  if (!initialising) {
    i18n.on('languageChanged', syncDocumentLanguage);
    syncDocumentLanguage(language);
  }
  initialising ??= i18n.use(backend).init({
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    load: 'currentOnly',
    ns: ['common', ...namespaces.filter((ns) => ns !== 'common')],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return initialising;
}

/** Switches language, loads the namespaces in use and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(language);
  safeStorage()?.setItem(STORAGE_KEY, language);
}
