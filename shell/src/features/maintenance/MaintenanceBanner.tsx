import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { maintenanceQueries } from './api/maintenanceQueries';
import { showMaintenanceBanner } from './maintenance';

/** Banner before a planned downtime (spec 000 section 2). */
export function MaintenanceBanner() {
  const { t, i18n } = useTranslation('shell');
  const { data } = useQuery(maintenanceQueries.notice());
  if (!data?.start || !showMaintenanceBanner(data, Date.now())) return null;
  const start = new Date(data.start).toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  return <Alert type="warning" banner closable title={t('maintenance.notice', { start, hours: data.durationHours })} />;
}
