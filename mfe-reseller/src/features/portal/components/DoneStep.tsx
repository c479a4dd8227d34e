import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenseKey } from 'shared-core';
import { LicenseKeyValue } from './LicenseKeyValue';

/** Step 3 of the license-key dialog: the key, where it was mailed (or that it was not), and what next. */
export function DoneStep({
  licenseKey,
  mailedTo,
  canCreateAnother,
  onCreateAnother,
  onClose,
}: {
  licenseKey: LicenseKey;
  mailedTo: string | null;
  canCreateAnother: boolean;
  onCreateAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reseller');
  return (
    <Result
      status="success"
      title={t('dialog.doneTitle')}
      subTitle={mailedTo ? t('dialog.mailedTo', { email: mailedTo }) : t('dialog.notMailed')}
      style={{ padding: '16px 0' }}
      extra={[
        <div key="key" style={{ marginBottom: 16 }}>
          <LicenseKeyValue licenseKey={licenseKey.license_key} revealed />
        </div>,
        canCreateAnother && (
          <Button key="again" onClick={onCreateAnother}>
            {t('dialog.createAnother')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose} autoFocus>
          {t('common:close')}
        </Button>,
      ]}
    />
  );
}
