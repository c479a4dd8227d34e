import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The api-server's messages in the caller's language (spec 000 section 7: every call carries an
 * Accept-Language header).
 *
 * The English texts stay the API's own (DRF, djoser and SimpleJWT wording, which the routes write
 * and their tests read). They are message ids, as in gettext: `locales/en/server.json` holds each
 * one under a key, and `locales/<lang>/server.json` its translation under the same key, checked
 * for all 24 languages by `locales/scripts/check.mjs` with the viewer's own namespaces. A text
 * with `{{name}}` placeholders matches any number in their place (`Ensure this field has no more
 * than 254 characters.`), and a key with plural forms (`_one`, `_other`) is chosen by its count
 * in the target language.
 *
 * An error body is translated text by text ({@link localizeBody}); a text the catalogue does not
 * know stays English, and `Content-Language` then names English too, so the viewer knows not to
 * show it to someone who reads another language.
 */

const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');
const NAMESPACE = 'server.json';

/** The language the server's own texts are written in. */
export const SOURCE_LANGUAGE = 'en';

/** The viewer's 24 languages, as `locales/languages.json` spells their codes (English alone without it). */
export const LANGUAGES: readonly string[] = readLanguages();

function readLanguages(): string[] {
  try {
    const { languages } = JSON.parse(readFileSync(path.join(LOCALES_DIR, 'languages.json'), 'utf8')) as { languages: { code: string }[] };
    return languages.map((l) => l.code);
  } catch {
    return [SOURCE_LANGUAGE];
  }
}

const BY_LOWER = new Map(LANGUAGES.map((code) => [code.toLowerCase(), code]));

/** Tags the 24 codes do not spell but a browser may send, and the language each means. */
const ALIASES: ReadonlyArray<[RegExp, string]> = [
  [/^(nb|nn)(-|$)/, 'no'],
  [/^zh-(hant|tw|hk|mo)(-|$)/, 'zh-TW'],
  [/^zh(-|$)/, 'zh-CN'],
];

/** Longest Accept-Language header read, and most entries in it: anything beyond is ignored. */
const MAX_HEADER_CHARS = 1000;
const MAX_ENTRIES = 32;

/** One of the 24 languages for a language tag, or undefined. */
export function supportedLanguage(tag: string): string | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(lower)) return undefined;
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  for (const [pattern, code] of ALIASES) if (pattern.test(lower)) return code;
  return BY_LOWER.get(lower.split('-')[0]!);
}

/**
 * The language to answer in for an Accept-Language header (RFC 9110 section 12.5.4): the
 * acceptable tag with the highest weight that names one of the 24 languages (a regional tag
 * such as `de-AT` its base language), `*` or nothing usable English. Never throws: a malformed
 * header is a header that asks for nothing.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined): string {
  const text = (Array.isArray(header) ? header.join(',') : (header as string | undefined) ?? '').slice(0, MAX_HEADER_CHARS);
  const entries = text
    .split(',')
    .slice(0, MAX_ENTRIES)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((p) => /^q\s*=/i.test(p));
      // A weight that is not one (q=nope, q=7) makes the entry malformed: it asks for nothing.
      const weight = q === undefined ? 1 : /^q\s*=\s*[01](\.\d{0,3})?$/i.test(q) ? Number(q.split('=')[1]) : NaN;
      return { tag, weight, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0 && entry.weight <= 1)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of entries) {
    if (tag === '*') return SOURCE_LANGUAGE;
    const code = supportedLanguage(tag);
    if (code) return code;
  }
  return SOURCE_LANGUAGE;
}

/** The language a request asked for (its Accept-Language header). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): string {
  return negotiateLanguage(request.headers['accept-language']);
}

type Messages = Record<string, string>;

function flatten(node: unknown, prefix: string, out: Messages): Messages {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, id, out);
    else if (typeof value === 'string') out[id] = value;
  }
  return out;
}

const catalogues = new Map<string, Messages | null>();

/** The flattened `server` messages of one of the 24 languages, read once; null when absent. */
function messagesOf(language: string): Messages | null {
  if (!catalogues.has(language)) {
    try {
      catalogues.set(language, flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, NAMESPACE), 'utf8')), '', {}));
    } catch {
      catalogues.set(language, null);
    }
  }
  return catalogues.get(language) ?? null;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** What a placeholder stands for in an English text: a number, except the few named here. */
const PLACEHOLDER_VALUE: Readonly<Record<string, string>> = { type: '[a-z]+' };
const NUMBER = '-?\\d+(?:\\.\\d+)?';

interface Template {
  /** The key without its plural suffix. */
  key: string;
  plural: boolean;
  names: string[];
  pattern: RegExp;
}

let index: { exact: Map<string, string>; templates: Template[] } | undefined;

/** The English texts by text: fixed ones for a lookup, those with placeholders as patterns. */
function englishIndex(): NonNullable<typeof index> {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [id, text] of Object.entries(messagesOf(SOURCE_LANGUAGE) ?? {})) {
    const plural = PLURAL.test(id);
    const key = id.replace(PLURAL, '');
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (!names.length && !plural) {
      exact.set(text, key);
      continue;
    }
    let source = '';
    let last = 0;
    for (const m of text.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(text.slice(last, m.index)) + `(${PLACEHOLDER_VALUE[m[1]!] ?? NUMBER})`;
      last = m.index + m[0].length;
    }
    source += escapeRegExp(text.slice(last));
    templates.push({ key, plural, names, pattern: new RegExp(`^${source}$`) });
  }
  index = { exact, templates };
  return index;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A captured number as `language` writes it (decimal comma where the language has one). */
function formatValue(value: string, language: string): string {
  if (!new RegExp(`^${NUMBER}$`).test(value)) return value;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(Number(value));
}

/**
 * One of the server's English texts in `language`.
 * @returns the translation, or undefined when the catalogue does not know the text (or the
 *   language has no translation of it)
 */
export function translate(text: string, language: string): string | undefined {
  if (language === SOURCE_LANGUAGE) return text;
  const target = messagesOf(language);
  if (!target) return undefined;
  const { exact, templates } = englishIndex();
  const key = exact.get(text);
  if (key !== undefined) return target[key];
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    const translated = template.plural
      ? (target[`${template.key}_${new Intl.PluralRules(language).select(Number(values.count))}`] ?? target[`${template.key}_other`])
      : target[template.key];
    if (translated === undefined) return undefined;
    return translated.replace(PLACEHOLDER, (whole, name: string) => (name in values ? formatValue(values[name]!, language) : whole));
  }
  return undefined;
}

/** Keys of an error body that hold machine-readable codes, never text: kept as they are. */
const CODE_KEYS = new Set(['code', 'msg']);

/**
 * An error body (`{detail}`, `{field: [messages]}` or both, with codes and numbers beside them)
 * with every text the catalogue knows in `language`.
 * @returns the body, and the languages its texts are in: `language` alone when every text was
 *   translated, with English beside it when some were not
 */
export function localizeBody(body: Record<string, unknown>, language: string): { body: Record<string, unknown>; languages: string[] } {
  if (language === SOURCE_LANGUAGE) return { body, languages: [SOURCE_LANGUAGE] };
  let translated = false;
  let untranslated = false;
  const text = (value: string): string => {
    const result = translate(value, language);
    if (result === undefined) untranslated = true;
    else translated = true;
    return result ?? value;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, CODE_KEYS.has(k) ? v : walk(v)]));
    }
    return value;
  };
  const localized = walk(body) as Record<string, unknown>;
  const languages = translated || !untranslated ? [language] : [];
  if (untranslated) languages.push(SOURCE_LANGUAGE);
  return { body: localized, languages };
}

/** Adds `Accept-Language` to the reply's Vary header, keeping what is there. */
function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) reply.header('vary', [...names, 'Accept-Language'].join(', '));
}

/**
 * Sends an error body in the request's language, saying in `Content-Language` which languages
 * its texts are in, and that the answer depends on Accept-Language.
 */
export function sendLocalized(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>): FastifyReply {
  const { body: localized, languages } = localizeBody(body, requestLanguage(request));
  varyOnLanguage(reply);
  return reply.header('content-language', languages.join(', ')).send(localized);
}

/** One of the server's English texts in the request's language (the English text when it has none). */
export function textFor(request: Pick<FastifyRequest, 'headers'>, text: string): string {
  return translate(text, requestLanguage(request)) ?? text;
}
