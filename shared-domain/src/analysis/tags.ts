/**
 * Snapshot and component tags (spec 000 §3 "tags ... NFC-normalised", §5 "tags split on spaces",
 * spec 001 §5 "Component tags: split on spaces").
 */

/**
 * Normalises tag input into a clean tag list: each string is NFC-normalised, split on any
 * whitespace, empty pieces are dropped and duplicates removed, keeping the first occurrence's order.
 * Duplicates are compared after NFC normalisation and are case-sensitive ('Pump' and 'pump' are two tags).
 *
 * @example normalizeTags('pump  valve pump') // ['pump', 'valve']
 * @example normalizeTags(['a b', 'b c'])    // ['a', 'b', 'c']
 */
export function normalizeTags(input: string | readonly string[]): string[] {
  const pieces = typeof input === 'string' ? [input] : input;
  const seen = new Set<string>();
  for (const piece of pieces) {
    for (const tag of piece.normalize('NFC').split(/\s+/u)) {
      if (tag !== '') seen.add(tag);
    }
  }
  return [...seen];
}

/**
 * Adds tags to an existing list (bulk tag "add", spec 000 §4): existing tags first in their order,
 * then the new ones not yet present; everything normalised by {@link normalizeTags}.
 *
 * @example mergeTags(['a', 'b'], 'b c') // ['a', 'b', 'c']
 */
export function mergeTags(existing: readonly string[], added: string | readonly string[]): string[] {
  return normalizeTags([...existing, ...(typeof added === 'string' ? [added] : added)]);
}

/**
 * Removes tags from an existing list (bulk tag "remove", spec 000 §4). Both sides are normalised
 * by {@link normalizeTags}; the remaining tags keep their order.
 *
 * @example removeTags(['a', 'b', 'c'], 'b') // ['a', 'c']
 */
export function removeTags(existing: readonly string[], removed: string | readonly string[]): string[] {
  const drop = new Set(normalizeTags(removed));
  return normalizeTags(existing).filter((tag) => !drop.has(tag));
}
