import type { ReactNode } from 'react';
import { Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Select-all of the page (absent: not offered, e.g. demo users). */
  selectAll?: { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void };
  selectedCount: number;
  resultCount: number;
  /** The bulk-action menus, shown while something is selected. */
  actions?: ReactNode;
  /** Clears the selection from its chip (absent: the count is plain text). */
  onClear?: () => void;
}

/** Select-all, the selection count with the bulk-action menus, and the result count (spec 000 section 2). */
export function SelectionBar({ selectAll, selectedCount, resultCount, actions, onClear }: Props) {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      {selectAll && (
        <Checkbox checked={selectAll.checked} indeterminate={selectAll.indeterminate} onChange={(e) => selectAll.onChange(e.target.checked)}>
          {t('list.selectAll')}
        </Checkbox>
      )}
      {selectedCount > 0 && (
        // The selection as a chip: its close button clears it.
        <Tag
          color="processing"
          closable={onClear !== undefined}
          onClose={onClear}
          closeIcon={onClear ? undefined : false}
          data-testid="selection-count"
          style={{ marginInlineEnd: 0 }}
        >
          {t('list.selectedCount', { count: selectedCount })}
        </Tag>
      )}
      {selectedCount > 0 && actions}
      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} data-testid="result-count">
        {t('list.count', { count: resultCount })}
      </Typography.Text>
    </div>
  );
}
