#!/usr/bin/env node
// Locale check (run in CI): every language has exactly the keys of English in every
// namespace, with the same {{placeholders}}, and translates rather than copies English.
// Exits 1 and lists every problem otherwise.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { source, languages } = JSON.parse(fs.readFileSync(path.join(root, 'languages.json'), 'utf8'));
// Strings that are the same in every language (product and feature names, units, codes).
const sameEverywhere = new Set(JSON.parse(fs.readFileSync(path.join(root, 'same-everywhere.json'), 'utf8')));

function flatten(object, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(object)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, id, out);
    else out[id] = value;
  }
  return out;
}
const placeholders = (text) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
const read = (lang, file) => flatten(JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')));

// Plural keys (i18next: key_one, key_other...) follow each language's CLDR categories:
// Russian needs _few and _many, Japanese only _other. English's plural keys are expanded
// to the categories of the language being checked.
const PLURAL = /_(zero|one|two|few|many|other)$/;
function expectedKeys(english, lang) {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = {};
  for (const [key, text] of Object.entries(english)) {
    if (!PLURAL.test(key)) {
      expected[key] = text;
      continue;
    }
    const base = key.replace(PLURAL, '');
    const other = english[`${base}_other`] ?? text;
    for (const category of categories) expected[`${base}_${category}`] = other;
  }
  return expected;
}

export function checkLocales() {
  const problems = [];
  const namespaces = fs.readdirSync(path.join(root, source)).filter((f) => f.endsWith('.json'));
  const dirs = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory() && !['scripts', 'node_modules', 'load'].includes(d));
  const codes = languages.map((l) => l.code);
  for (const dir of dirs) if (!codes.includes(dir)) problems.push(`${dir}/: not one of the 24 languages`);
  let checked = 0;
  for (const { code } of languages) {
    if (code === source) continue;
    for (const ns of namespaces) {
      const file = path.join(code, ns);
      if (!fs.existsSync(path.join(root, file))) {
        problems.push(`${file}: missing`);
        continue;
      }
      let messages;
      try {
        messages = read(code, ns);
      } catch (error) {
        problems.push(`${file}: not valid JSON (${error.message})`);
        continue;
      }
      const english = expectedKeys(read(source, ns), code);
      for (const [key, text] of Object.entries(english)) {
        checked += 1;
        if (!(key in messages)) problems.push(`${file}: missing key ${key}`);
        else if (typeof messages[key] !== 'string' || messages[key].trim() === '') problems.push(`${file}: empty ${key}`);
        else if (placeholders(messages[key]) !== placeholders(text))
          problems.push(`${file}: ${key} placeholders {${placeholders(messages[key])}} differ from English {${placeholders(text)}}`);
        else if (messages[key] === text && /[a-z]{3}/i.test(text) && !sameEverywhere.has(text))
          problems.push(`${file}: ${key} is copied from English ("${text}")`);
      }
      for (const key of Object.keys(messages)) if (!(key in english)) problems.push(`${file}: extra key ${key}`);
    }
    const extra = fs.readdirSync(path.join(root, code)).filter((f) => !namespaces.includes(f));
    for (const f of extra) problems.push(`${code}/${f}: namespace not in English`);
  }
  return { problems, checked, namespaces: namespaces.length, languages: languages.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, checked, namespaces, languages: count } = checkLocales();
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`locale check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`locale check: ${count} languages x ${namespaces} namespaces, ${checked} messages ok`);
}
