import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AreaPage } from 'shared-ui';

/** Route /snapshot/{id}: the snapshot detail (its content is built in the detail issue). */
export function SnapshotDetailPage() {
  const { t } = useTranslation('snapshots');
  const { id = '' } = useParams();
  return <AreaPage title={t('detail.heading', { id })} />;
}
