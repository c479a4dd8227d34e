import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Route /cameras (its content is built in the cameras issue). */
export function CamerasPage() {
  const { t } = useTranslation('cameras');
  return (
    <AreaPage title={t('page.title')}>
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
