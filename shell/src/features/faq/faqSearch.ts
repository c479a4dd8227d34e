/** One question of the FAQ, with its section. */
export interface FaqEntry {
  section: string;
  id: string;
  question: string;
  answer: string;
}

type Sections = Record<string, { title: string; items: Record<string, { q: string; a: string }> }>;

/** Flattens the translated sections (A to G) into entries, in section order. */
export function faqEntries(sections: Sections): FaqEntry[] {
  return Object.entries(sections)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([section, { items }]) => Object.entries(items).map(([id, { q, a }]) => ({ section, id, question: q, answer: a })));
}

/** Entries whose question or answer contains every word of the search (case- and accent-insensitive). */
export function searchFaq(entries: FaqEntry[], search: string): FaqEntry[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
