import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Route /organization (its content is built in the organization issue). */
export function OrganizationPage() {
  const { t } = useTranslation('organization');
  return (
    <AreaPage title={t('page.title')}>
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
