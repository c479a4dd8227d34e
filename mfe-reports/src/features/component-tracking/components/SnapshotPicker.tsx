import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentKindOf, type ComponentKind, type SnapshotListItem } from 'shared-core';
import { componentTrackingQueries } from '../api/componentTrackingQueries';
import { KIND_TYPE } from '../state/figures';

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
 *
 * A component follows one type of analysis: once `kind` (the component's) or the first
 * pick sets it, only snapshots of that type are asked for, and the picker says so; a pick of
 * another type (or of a sound level snapshot, which no component follows) is refused with the
 * reason, before anything is sent.
 */
export function SnapshotPicker({ value, onChange, exclude, id, kind }: { value: number[]; onChange: (ids: number[]) => void; exclude: readonly number[]; id?: string; kind: ComponentKind | null }) {
  const { t, i18n } = useTranslation('reports');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Labels and types of every snapshot offered so far: a chosen one keeps its label after another search.
  const seen = useRef(new Map<number, { label: string; kind: ComponentKind | null }>());
  const chosenKind = kind ?? value.map((v) => seen.current.get(v)?.kind).find((k): k is ComponentKind => !!k) ?? null;
  const query = useQuery(componentTrackingQueries.picker(debounced, chosenKind));
  const excluded = new Set(exclude);
  const typing = search.trim() !== debounced;
  const searching = typing || (query.isFetching && !query.data);
  const found = (typing ? [] : (query.data?.results ?? [])).filter((s) => !excluded.has(s.id));
  for (const s of found) {
    const snapshotKind = componentKindOf(s.device_analysis_type);
    const type = t(`type.${snapshotKind ? KIND_TYPE[snapshotKind] : 'Level'}`);
    seen.current.set(s.id, { label: `${snapshotOptionLabel(s, i18n.language)} · ${type}`, kind: snapshotKind });
  }
  const shown = new Set(found.map((s) => s.id));
  const options = [...value.filter((v) => !shown.has(v)), ...found.map((s) => s.id)].map((v) => ({ value: v, label: seen.current.get(v)?.label ?? `#${v}` }));

  /** Takes the new selection unless it mixes types; the first snapshot of another type is named. */
  const change = (ids: number[]) => {
    let expected = kind;
    for (const snapshotId of ids) {
      const known = seen.current.get(snapshotId);
      if (!known) continue;
      if (!known.kind) return setRefused(t('components.snapshots.untracked', { id: snapshotId }));
      if (expected && known.kind !== expected) return setRefused(t(`components.snapshots.refused.${expected}`, { id: snapshotId }));
      expected = known.kind;
    }
    setRefused(null);
    onChange(ids);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Select
        id={id}
        mode="multiple"
        style={{ width: '100%' }}
        placeholder={t('components.snapshots.pickPlaceholder')}
        value={value}
        onChange={change}
        options={options}
        loading={typing || query.isFetching}
        status={refused ? 'error' : undefined}
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
      {refused && (
        <Typography.Text type="danger" role="alert" data-testid="picker-refused">
          {refused}
        </Typography.Text>
      )}
      {chosenKind && (
        <Typography.Text type="secondary" data-testid="picker-kind" style={{ fontSize: 12 }}>
          {t(`components.snapshots.onlyKind.${chosenKind}`)}
        </Typography.Text>
      )}
    </div>
  );
}
