import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** Route /dataconnect, only with an organization (its content is built in the organization issue). */
export function DataConnectPage() {
  const { t } = useTranslation('organization');
  return (
    <AreaPage title={t('dataconnect.title')}>
      <Typography.Paragraph type="secondary">{t('dataconnect.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
