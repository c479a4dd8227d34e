import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from 'shared-ui';

/** /faq (searchable sections A to G come in the shell issue). */
export function FaqPage() {
  const { t } = useTranslation('shell');
  return (
    <AreaPage title={t('faq.title')}>
      <Typography.Paragraph type="secondary">{t('faq.intro')}</Typography.Paragraph>
    </AreaPage>
  );
}
