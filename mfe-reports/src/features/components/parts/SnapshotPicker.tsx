import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { snapshotsApi, type SnapshotListItem } from 'shared-core';

/** Snapshots the picker offers per search: the newest that match. */
export const PICKER_PAGE_SIZE = 30;
/** Spec 001 section 9's search debounce, so typing does not call the list per key. */
const SEARCH_DEBOUNCE_MS = 500;

/** "Label · 5 Mar 2026" of a snapshot (id when it has no label). */
export function snapshotOptionLabel(snapshot: Pick<SnapshotListItem, 'id' | 'label' | 'device_label' | 'created_date'>, language: string): string {
  const title = snapshot.label || snapshot.device_label || `#${snapshot.id}`;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(snapshot.created_date));
  return `${title} · ${day} · #${snapshot.id}`;
}

/**
 * Picks snapshots of the user to add to a component: the newest ones, or those whose label
 * matches what the user types (the list call's `label` filter). Snapshots already in the
 * component are left out. While a search is on its way (the debounce, then the call) the list
 * offers only what is chosen, with a loading note: the results of the previous search would be
 * replaced under the pointer, and a click meant for one snapshot could land on another.
 */
export function SnapshotPicker({ value, onChange, exclude, id }: { value: number[]; onChange: (ids: number[]) => void; exclude: readonly number[]; id?: string }) {
  const { t, i18n } = useTranslation('reports');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const query = useQuery({
    queryKey: ['components', 'picker', debounced] as const,
    queryFn: () => snapshotsApi.list({ page_size: PICKER_PAGE_SIZE, ...(debounced ? { label: debounced } : {}) }),
    staleTime: 30_000,
  });
  // Labels of every snapshot offered so far: a chosen one keeps its label after another search.
  const seen = useRef(new Map<number, string>());
  const excluded = new Set(exclude);
  const typing = search.trim() !== debounced;
  const searching = typing || (query.isFetching && !query.data);
  const found = (typing ? [] : (query.data?.results ?? [])).filter((s) => !excluded.has(s.id));
  for (const s of found) seen.current.set(s.id, snapshotOptionLabel(s, i18n.language));
  const shown = new Set(found.map((s) => s.id));
  const options = [...value.filter((v) => !shown.has(v)), ...found.map((s) => s.id)].map((v) => ({ value: v, label: seen.current.get(v) ?? `#${v}` }));
  return (
    <Select
      id={id}
      mode="multiple"
      style={{ width: '100%' }}
      placeholder={t('components.snapshots.pickPlaceholder')}
      value={value}
      onChange={onChange}
      options={options}
      loading={typing || query.isFetching}
      showSearch={{
        filterOption: false,
        searchValue: search,
        onSearch: (text: string) => {
          setSearch(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
        },
      }}
      notFoundContent={searching ? t('common:loading') : query.isError ? t('components.snapshots.pickFailed') : t('components.snapshots.pickNone')}
      aria-label={t('components.snapshots.pick')}
    />
  );
}
