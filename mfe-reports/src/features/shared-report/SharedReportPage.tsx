import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Public route /shared/reports/{uuid} (its content is built in the reports issue). */
export function SharedReportPage() {
  const { t } = useTranslation('reports');
  return (
    <AreaPage title={t('shared.title')}>
      <Typography.Paragraph type="secondary">{t('shared.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
