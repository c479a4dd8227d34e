import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from 'shared-core';

/** The terms of use, as the terms gate shows them and the registration page's dialog. */
export function TermsText() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Typography.Paragraph>{t('terms.intro', { product: brand.productTitle, company: brand.company })}</Typography.Paragraph>
      <Typography.Paragraph>{t('terms.data')}</Typography.Paragraph>
      <Typography.Paragraph>{t('terms.use')}</Typography.Paragraph>
    </>
  );
}

/** The privacy statement the registration page asks the user to accept. */
export function PrivacyText() {
  const { t } = useTranslation('shell');
  const names = { product: brand.productTitle, company: brand.company };
  return (
    <>
      <Typography.Paragraph>{t('privacy.collect', names)}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.share', names)}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.rights', names)}</Typography.Paragraph>
    </>
  );
}
