/** One page of the filtered, sorted list: its number and its snapshot ids in order. */
export interface ListPageIds {
  page: number;
  ids: readonly number[];
}

/** A neighbour and the list page it is on (kept in the URL, so the chain continues). */
export interface Neighbour {
  id: number;
  page: number;
}

export interface Neighbours {
  /** Whether the snapshot is on one of the pages (otherwise there are no neighbours). */
  found: boolean;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/**
 * Previous and next of a snapshot in the filtered list order (spec 000 section 2), across page
 * boundaries: `pages` are consecutive pages of the list (e.g. the current one and those around
 * it, in any order); the first and last items of the whole list have no previous or next.
 */
export function neighboursOf(id: number, pages: readonly ListPageIds[]): Neighbours {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const flat: Neighbour[] = ordered.flatMap((p) => p.ids.map((item) => ({ id: item, page: p.page })));
  const index = flat.findIndex((n) => n.id === id);
  if (index < 0) return { found: false, previous: null, next: null };
  return { found: true, previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/** The pages to read around `page`: the one before, itself and the one after, within 0..lastPage. */
export function pagesAround(page: number, lastPage: number): number[] {
  return [page - 1, page, page + 1].filter((p) => p >= 0 && p <= Math.max(0, lastPage));
}
