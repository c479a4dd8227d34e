import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Route /components (its content is built in the components issue). */
export function ComponentsPage() {
  const { t } = useTranslation('reports');
  return (
    <AreaPage title={t('components.title')}>
      <Typography.Paragraph type="secondary">{t('components.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
