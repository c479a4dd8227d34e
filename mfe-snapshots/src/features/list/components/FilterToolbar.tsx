import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { EnvironmentOutlined, FilterOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Badge, Button, Collapse, Input, Popover, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS, SNAPSHOT_SORTS } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import type { FilterChoices } from '../api/useFilterOptions';
import { activeChips, type SnapshotFilters } from '../../list-filters';

// The filter controls (with antd's date picker, about 30 KB gz) load when the filters are first
// opened, or hovered or focused just before, not with the list's first load.
const loadFilterForm = () => import('./FilterForm').then((m) => ({ default: m.FilterForm }));
const LazyFilterForm = lazy(loadFilterForm);
function FilterForm(props: ComponentProps<typeof LazyFilterForm>) {
  return (
    <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 16 }} />}>
      <LazyFilterForm {...props} />
    </Suspense>
  );
}

interface Props {
  filters: SnapshotFilters;
  onChange: (patch: Partial<SnapshotFilters>) => void;
  onOpenPlaces?: () => void;
  /** Opens the offline .nlz import (absent: no button). */
  onOpenImport?: () => void;
  choices?: FilterChoices;
}

/** Label search (debounced 300 ms), sort, filters (popover on desktop, panel on phones), places. */
export function FilterToolbar({ filters, onChange, onOpenPlaces, onOpenImport, choices }: Props) {
  const { t } = useTranslation('snapshots');
  const isPhone = useIsPhone();
  const [label, setLabel] = useState(filters.label);
  const count = activeChips(filters).length;

  useEffect(() => setLabel(filters.label), [filters.label]);
  useEffect(() => {
    if (label === filters.label) return undefined;
    const timer = setTimeout(() => onChange({ label }), DEBOUNCE_MS.labelFilter);
    return () => clearTimeout(timer);
  }, [label, filters.label, onChange]);

  const sortOptions = SNAPSHOT_SORTS.flatMap((key) => [
    { value: `-${key}`, label: t('sort.desc', { field: t(`sort.${key}`) }) },
    { value: key, label: t('sort.asc', { field: t(`sort.${key}`) }) },
  ]);

  const filterButton = (
    <Badge count={count} size="small">
      <Button icon={<FilterOutlined />} onMouseEnter={() => void loadFilterForm()} onFocus={() => void loadFilterForm()}>
        {t('filters.button')}
      </Button>
    </Badge>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: '100%' }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('filters.labelPlaceholder')}
          aria-label={t('filters.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          style={{ width: isPhone ? '100%' : 260, flex: isPhone ? '1 1 100%' : undefined }}
          maxLength={2048}
        />
        <Select aria-label={t('sort.label')} value={filters.sort} onChange={(sort: string) => onChange({ sort })} options={sortOptions} style={{ width: isPhone ? '100%' : 240 }} />
        {!isPhone && (
          <Popover
            trigger="click"
            placement="bottomLeft"
            content={
              // Two columns (Analysis | Advanced) that scroll inside the viewport.
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(260px, 1fr))', columnGap: 24, maxHeight: '70vh', overflowY: 'auto' }}>
                <FilterForm filters={filters} onChange={onChange} section="analysis" />
                <FilterForm filters={filters} onChange={onChange} section="advanced" choices={choices} />
              </div>
            }
          >
            {filterButton}
          </Popover>
        )}
        {onOpenPlaces && (
          <Button icon={<EnvironmentOutlined />} onClick={onOpenPlaces}>
            {t('list.placesButton')}
          </Button>
        )}
        {onOpenImport && (
          <Button icon={<UploadOutlined />} onClick={onOpenImport}>
            {t('import.button')}
          </Button>
        )}
      </div>
      {isPhone && (
        <Collapse
          size="small"
          items={[
            { key: 'analysis', label: t('filters.analysis'), children: <FilterForm filters={filters} onChange={onChange} section="analysis" /> },
            { key: 'advanced', label: t('filters.advanced'), children: <FilterForm filters={filters} onChange={onChange} section="advanced" choices={choices} /> },
          ]}
        />
      )}
    </div>
  );
}
