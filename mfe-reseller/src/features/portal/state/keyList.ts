import type { LicenseKey } from 'shared-core';

/** Columns the key list sorts by. */
export type SortField = 'license_key' | 'node_key' | 'description' | 'customer_name' | 'created_at' | 'created_by';
export type SortOrder = 'ascend' | 'descend';
export interface KeySort {
  field: SortField;
  order: SortOrder;
}

/** The server's order: newest first. */
export const DEFAULT_SORT: KeySort = { field: 'created_at', order: 'descend' };

/** Rows per page of the key list (the product's list page size, spec 001 section 9). */
export const KEYS_PAGE_SIZE = 20;

/** Keys whose key, node key, description, customer or creator contains `search` (any case, spaces around ignored). */
export function searchKeys(keys: readonly LicenseKey[], search: string): LicenseKey[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...keys];
  return keys.filter((k) =>
    [k.license_key, k.node_key, k.description, k.customer_name, k.created_by ?? ''].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Compares two keys by a column. Texts compare as people read them (case and accents aside,
 * numbers by value); the creation time by instant. Empty texts go last in either order, so
 * sorting by customer shows the named customers first.
 */
export function compareKeys(a: LicenseKey, b: LicenseKey, field: SortField): number {
  if (field === 'created_at') return Date.parse(a.created_at) - Date.parse(b.created_at);
  return collator.compare(a[field] ?? '', b[field] ?? '');
}

/** The keys in the order of `sort` (a stable sort: equal keys keep the server's newest-first order). */
export function sortKeys(keys: readonly LicenseKey[], { field, order }: KeySort): LicenseKey[] {
  const sign = order === 'ascend' ? 1 : -1;
  return [...keys].sort((a, b) => {
    if (field !== 'created_at') {
      const emptyA = !(a[field] ?? ''), emptyB = !(b[field] ?? '');
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
    }
    return sign * compareKeys(a, b, field);
  });
}
