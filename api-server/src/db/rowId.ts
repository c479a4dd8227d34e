/**
 * Whether `id` can name a row of a serial (int4) primary key: a positive safe integer up to
 * 2 147 483 647. Anything else matches no row, so callers answer "not found" without asking the
 * database (and Postgres never sees an out-of-range parameter).
 */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647;
}
