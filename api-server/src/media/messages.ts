import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The export failures in the user's language: the texts are the viewer's own
 * (`locales/<lang>/snapshots.json`, `video.export.errors.*`), read here so the floating task panel,
 * which shows a failed task's `error` as it is, says the same as the export dialog.
 */

const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');
const cache = new Map<string, Record<string, string> | null>();

function errorsOf(language: string): Record<string, string> | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) return null;
  if (!cache.has(language)) {
    try {
      const json = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, 'snapshots.json'), 'utf8')) as { video?: { export?: { errors?: Record<string, string> } } };
      cache.set(language, json.video?.export?.errors ?? null);
    } catch {
      cache.set(language, null);
    }
  }
  return cache.get(language) ?? null;
}

/** The text of `video.export.errors.<key>` in `language` (then its base language, then English). */
export function exportErrorText(key: 'encoderMissing' | 'encoderFailed' | 'noVideo', language = 'en'): string {
  for (const candidate of [language, language.split('-')[0]!, 'en']) {
    const text = errorsOf(candidate)?.[key];
    if (text) return text;
  }
  return 'The video could not be made.';
}
