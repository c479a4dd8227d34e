import type { ReactNode } from 'react';
import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Select-all of the page (absent: not offered, e.g. demo users). */
  selectAll?: { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void };
  selectedCount: number;
  resultCount: number;
  /** The bulk-action menus, shown while something is selected. */
  actions?: ReactNode;
}

/** Select-all, the selection count with the bulk-action menus, and the result count (spec 000 section 2). */
export function SelectionBar({ selectAll, selectedCount, resultCount, actions }: Props) {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      {selectAll && (
        <Checkbox checked={selectAll.checked} indeterminate={selectAll.indeterminate} onChange={(e) => selectAll.onChange(e.target.checked)}>
          {t('list.selectAll')}
        </Checkbox>
      )}
      {selectedCount > 0 && <Typography.Text data-testid="selection-count">{t('list.selectedCount', { count: selectedCount })}</Typography.Text>}
      {selectedCount > 0 && actions}
      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} data-testid="result-count">
        {t('list.count', { count: resultCount })}
      </Typography.Text>
    </div>
  );
}
