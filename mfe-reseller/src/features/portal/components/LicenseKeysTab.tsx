import { useMemo, useState } from 'react';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor, type Reseller } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { resellerQueries } from '../api/resellerQueries';
import { DEFAULT_SORT, searchKeys, sortKeys, type KeySort } from '../state/keyList';
import { CreateKeyDialog } from './CreateKeyDialog';
import { LicenseKeyCards } from './LicenseKeyCards';
import { LicenseKeyTable } from './LicenseKeyTable';

/**
 * The License keys tab: search, the create button (disabled with a message when no keys
 * remain, spec 001 sections 5 and 6), and the key list as a table, or as cards on phones.
 */
export function LicenseKeysTab({ reseller }: { reseller: Reseller }) {
  const { t } = useTranslation('reseller');
  const isPhone = useIsPhone();
  const keys = useQuery(resellerQueries.licenseKeys(reseller.id));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<KeySort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);

  const rows = useMemo(() => sortKeys(searchKeys(keys.data ?? [], search), sort), [keys.data, search, sort]);
  const canCreate = reseller.remaining_keys > 0;
  const emptyText = search.trim() && keys.data?.length ? t('keys.noMatch', { search: search.trim() }) : t('keys.empty');
  const view = {
    rows,
    sort,
    onSortChange: (next: KeySort) => {
      setSort(next);
      setPage(1);
    },
    page,
    onPageChange: setPage,
    loading: keys.isPending,
    emptyText,
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label={t('keys.searchLabel')}
          placeholder={t('keys.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px', maxWidth: isPhone ? undefined : 480 }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!canCreate}
          onClick={() => setCreating(true)}
          style={isPhone ? { flex: '1 1 100%' } : { marginInlineStart: 'auto' }}
        >
          {t('keys.create')}
        </Button>
      </div>
      {!canCreate && <Alert type="warning" showIcon title={t('remaining.none')} data-testid="no-remaining-keys" />}
      {keys.isError && (
        <Alert
          type="error"
          showIcon
          title={t('load.keysError')}
          description={catalogueText(messageFor(keys.error, 'listLoad'), t)}
          action={
            <Button size="small" onClick={() => void keys.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      {isPhone ? <LicenseKeyCards {...view} /> : <LicenseKeyTable {...view} />}
      {creating && <CreateKeyDialog reseller={reseller} onClose={() => setCreating(false)} />}
    </div>
  );
}
