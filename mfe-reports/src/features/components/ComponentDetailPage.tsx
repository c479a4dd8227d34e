import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AreaPage } from 'shared-ui';

/** Route /component/{id} (its content is built in the components issue). */
export function ComponentDetailPage() {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  return <AreaPage title={t('component.heading', { id })} />;
}
