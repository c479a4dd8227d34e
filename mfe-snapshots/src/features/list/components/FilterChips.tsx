import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterChoices } from '../api/useFilterOptions';
import { labelOf } from '../state/filterOptions';
import { activeChips, type SnapshotFilters } from '../../list-filters';

interface Props {
  filters: SnapshotFilters;
  onChange: (patch: Partial<SnapshotFilters>) => void;
  onReset: () => void;
  /** Names of groups and cameras, so chips read `Group: Hall 2` rather than an id. */
  choices?: Pick<FilterChoices, 'cameras' | 'groups'>;
  /** The name of the place filtered to (its address), so the chip does not read `Place: 3`. */
  placeName?: string;
}

/** Active filters as removable chips (spec 000 section 2). */
export function FilterChips({ filters, onChange, onReset, choices, placeName }: Props) {
  const { t } = useTranslation('snapshots');
  const chips = activeChips(filters);
  if (!chips.length) return null;
  const text = (kind: string, value?: string) => {
    switch (kind) {
      case 'type':
        return t(`filters.type.${value}`);
      case 'pdClassification':
        return t(`pd.${value}`);
      case 'pdSeverity':
        return t(`severity.${value}`);
      case 'gas':
        return t(`gas.${value}`);
      case 'group':
        return t('chips.group', { value: labelOf(choices?.groups ?? [], value ?? '') });
      case 'cluster':
        return t('chips.cluster', { value: placeName ?? t('chips.placeLoading') });
      case 'serial':
        return t('chips.serial', { value: labelOf(choices?.cameras ?? [], value ?? '') });
      default:
        return t(`chips.${kind}`, { value });
    }
  };
  return (
    <Space wrap size={[4, 8]} aria-label={t('chips.label')} role="list">
      {chips.map((chip) => (
        <Tag key={chip.key} closable onClose={() => onChange(chip.clear)} role="listitem" closeIcon={<span aria-label={t('chips.remove', { name: text(chip.kind, chip.value) })}>×</span>}>
          {text(chip.kind, chip.value)}
        </Tag>
      ))}
      <Button size="small" type="link" onClick={onReset}>
        {t('chips.clearAll')}
      </Button>
    </Space>
  );
}
