import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The viewer's own `snapshots` texts (`locales/<lang>/snapshots.json`) where the api-server writes
 * for a user: the export failures (`video.export.errors.*`), so the floating task panel, which
 * shows a failed task's `error` as it is, says the same as the export dialog; a video's burned-in
 * values (burnIn.ts).
 */

const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');
const cache = new Map<string, Record<string, unknown> | null>();

/** The viewer's `snapshots` messages of `language`, read once; null for a language it does not have. */
function messagesOf(language: string): Record<string, unknown> | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) return null;
  if (!cache.has(language)) {
    try {
      cache.set(language, JSON.parse(readFileSync(path.join(LOCALES_DIR, language, 'snapshots.json'), 'utf8')) as Record<string, unknown>);
    } catch {
      cache.set(language, null);
    }
  }
  return cache.get(language) ?? null;
}

/** The message at `key` (dotted) of `language`, then its base language, then English; undefined when none has it. */
function lookup(key: string, language: string): string | undefined {
  for (const candidate of [language, language.split('-')[0]!, 'en']) {
    const text = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messagesOf(candidate));
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** A `snapshots` message in `language` with its `{{values}}` filled in (the key itself when no language has it). */
export function snapshotsText(language: string, key: string, values: Record<string, string | number> = {}): string {
  return (lookup(key, language) ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of `video.export.errors.<key>` in `language` (then its base language, then English). */
export function exportErrorText(key: 'encoderMissing' | 'encoderFailed' | 'noVideo', language = 'en'): string {
  return lookup(`video.export.errors.${key}`, language) ?? 'The video could not be made.';
}
