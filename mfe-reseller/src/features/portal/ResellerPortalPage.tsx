import { useState } from 'react';
import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';
import { resellerQueries } from './api/resellerQueries';
import { InfoTab } from './components/InfoTab';
import { LicenseKeysTab } from './components/LicenseKeysTab';
import { PortalError, PortalLoading } from './components/PortalStates';
import { RemainingKeys } from './components/RemainingKeys';

type TabKey = 'keys' | 'info';

/**
 * Route /reseller (spec 001 section 2 "Reseller portal"): tabs License keys and Info under a
 * heading that always shows how many keys remain.
 */
export function ResellerPortalPage() {
  const { t } = useTranslation('reseller');
  const [tab, setTab] = useState<TabKey>('keys');
  const info = useQuery(resellerQueries.info());

  const reseller = info.data;
  return (
    <AreaPage title={t('page.title')} extra={reseller && <RemainingKeys count={reseller.remaining_keys} />}>
      {info.isPending && <PortalLoading />}
      {info.isError && <PortalError error={info.error} onRetry={() => void info.refetch()} />}
      {reseller && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            { key: 'keys', label: t('tabs.keys'), children: <LicenseKeysTab reseller={reseller} /> },
            { key: 'info', label: t('tabs.info'), children: <InfoTab reseller={reseller} /> },
          ]}
        />
      )}
    </AreaPage>
  );
}
