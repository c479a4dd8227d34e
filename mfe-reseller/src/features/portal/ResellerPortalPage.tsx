import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Route /reseller (its content is built in the reseller issue). */
export function ResellerPortalPage() {
  const { t } = useTranslation('reseller');
  return (
    <AreaPage title={t('page.title')}>
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
