import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenseKey } from 'shared-core';
import { formatCreatedAt } from '../state/formatCreatedAt';
import { KEYS_PAGE_SIZE, type KeySort, type SortField } from '../state/keyList';
import { LicenseKeyValue } from './LicenseKeyValue';
import { MONO } from './mono';

export interface KeyListViewProps {
  /** The keys to show, already searched and sorted. */
  rows: LicenseKey[];
  sort: KeySort;
  onSortChange: (sort: KeySort) => void;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** What an empty list says (no keys yet, or none matching the search). */
  emptyText: string;
}

/**
 * The desktop key list: key, node key, description, customer, created at and created by
 * (spec 001 section 3), every column sortable, 20 rows a page. Sorting is done by the tab (the
 * phone cards share it), so the columns only report the wanted order.
 */
export function LicenseKeyTable({ rows, sort, onSortChange, page, onPageChange, loading, emptyText }: KeyListViewProps) {
  const { t, i18n } = useTranslation('reseller');
  const sortable = (field: SortField) => ({
    key: field,
    sorter: true,
    sortOrder: sort.field === field ? sort.order : null,
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  const columns: TableColumnsType<LicenseKey> = [
    { title: t('keys.columns.licenseKey'), width: 150, ...sortable('license_key'), render: (_, key) => <LicenseKeyValue licenseKey={key.license_key} /> },
    { title: t('keys.columns.nodeKey'), width: 120, ...sortable('node_key'), render: (_, key) => <span style={MONO}>{key.node_key}</span> },
    { title: t('keys.columns.description'), dataIndex: 'description', ellipsis: true, ...sortable('description') },
    { title: t('keys.columns.customer'), dataIndex: 'customer_name', ellipsis: true, ...sortable('customer_name') },
    { title: t('keys.columns.createdAt'), width: 180, ...sortable('created_at'), render: (_, key) => formatCreatedAt(key.created_at, i18n.language) },
    { title: t('keys.columns.createdBy'), width: 140, ellipsis: true, ...sortable('created_by'), render: (_, key) => key.created_by ?? t('keys.unknownCreator') },
  ];
  return (
    <Table<LicenseKey>
      rowKey="license_key"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 960 }}
      locale={{ emptyText }}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize: KEYS_PAGE_SIZE,
        total: rows.length,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: (total) => t('keys.total', { total }),
        onChange: onPageChange,
      }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        const field = sorter.columnKey as SortField | undefined;
        onSortChange(field && sorter.order ? { field, order: sorter.order } : { field: field ?? sort.field, order: 'ascend' });
      }}
    />
  );
}
