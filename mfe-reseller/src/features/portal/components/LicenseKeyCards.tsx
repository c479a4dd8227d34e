import type { ReactNode } from 'react';
import { Card, Empty, Pagination, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenseKey } from 'shared-core';
import { formatCreatedAt } from '../state/formatCreatedAt';
import { KEYS_PAGE_SIZE, type KeySort, type SortField, type SortOrder } from '../state/keyList';
import type { KeyListViewProps } from './LicenseKeyTable';
import { LicenseKeyValue } from './LicenseKeyValue';
import { MONO } from './mono';

const SORT_FIELDS: SortField[] = ['created_at', 'customer_name', 'node_key', 'description', 'created_by', 'license_key'];
const ORDERS: SortOrder[] = ['ascend', 'descend'];
const COLUMN_KEYS: Record<SortField, string> = {
  license_key: 'licenseKey',
  node_key: 'nodeKey',
  description: 'description',
  customer_name: 'customer',
  created_at: 'createdAt',
  created_by: 'createdBy',
};
const encode = (sort: KeySort) => `${sort.field}:${sort.order}`;
const decode = (value: string): KeySort => {
  const [field, order] = value.split(':') as [SortField, SortOrder];
  return { field, order };
};

/** One key as a phone card: the key with reveal and copy, then its other fields as label and value lines. */
function KeyCard({ licenseKey: key }: { licenseKey: LicenseKey }) {
  const { t, i18n } = useTranslation('reseller');
  const lines: [string, ReactNode][] = [
    [t('keys.columns.nodeKey'), <span style={MONO}>{key.node_key}</span>],
    [t('keys.columns.customer'), key.customer_name || '–'],
    [t('keys.columns.description'), key.description || '–'],
    [t('keys.columns.createdAt'), formatCreatedAt(key.created_at, i18n.language)],
    [t('keys.columns.createdBy'), key.created_by ?? t('keys.unknownCreator')],
  ];
  return (
    <Card size="small" role="listitem" styles={{ body: { padding: 12 } }}>
      <LicenseKeyValue licenseKey={key.license_key} />
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '8px 0 0' }}>
        {lines.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {label}
            </Typography.Text>
            <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The key list on phones: one card per key instead of a table too wide for the screen, with
 * the same search, a sort menu in place of the column headers, and the same pages.
 */
export function LicenseKeyCards({ rows, sort, onSortChange, page, onPageChange, loading, emptyText }: KeyListViewProps) {
  const { t } = useTranslation('reseller');
  const pageRows = rows.slice((page - 1) * KEYS_PAGE_SIZE, page * KEYS_PAGE_SIZE);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Select
        aria-label={t('keys.sortLabel')}
        value={encode(sort)}
        onChange={(value) => onSortChange(decode(value))}
        options={SORT_FIELDS.flatMap((field) => ORDERS.map((order) => ({ value: encode({ field, order }), label: t(`keys.sort.${order}`, { column: t(`keys.columns.${COLUMN_KEYS[field]}`) }) })))}
        style={{ width: '100%' }}
      />
      {loading && !rows.length ? (
        <Spin style={{ padding: 32 }} />
      ) : rows.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <div role="list" aria-label={t('tabs.keys')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {pageRows.map((key) => (
            <KeyCard key={key.license_key} licenseKey={key} />
          ))}
        </div>
      )}
      {rows.length > 0 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('keys.total', { total: rows.length })}
        </Typography.Text>
      )}
      {rows.length > KEYS_PAGE_SIZE && (
        <Pagination simple align="center" current={page} pageSize={KEYS_PAGE_SIZE} total={rows.length} onChange={onPageChange} />
      )}
    </div>
  );
}
