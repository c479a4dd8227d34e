import { useState } from 'react';
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { copyText, truncateKey } from '../state/copyText';
import { MONO } from './mono';

/**
 * A license key, shown truncated until the person reveals it, with a copy button (spec 001
 * section 8 "Copy key": a success message, or copyFailed). `revealed` starts the key shown
 * (the dialog's done step, right after creating it).
 */
export function LicenseKeyValue({ licenseKey, revealed: initiallyRevealed = false }: { licenseKey: string; revealed?: boolean }) {
  const { t } = useTranslation('reseller');
  const snackbar = useSnackbar();
  const [revealed, setRevealed] = useState(initiallyRevealed);

  const copy = async () => {
    try {
      await copyText(licenseKey);
      snackbar.success(t('keys.copied'));
    } catch (error) {
      snackbar.error(catalogueText(messageFor(error, 'copyKey'), t));
    }
  };

  const toggleLabel = revealed ? t('keys.hide') : t('keys.show');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <Typography.Text style={MONO} data-testid="license-key">
        {revealed ? licenseKey : truncateKey(licenseKey)}
      </Typography.Text>
      <Tooltip title={toggleLabel}>
        <Button
          type="text"
          size="small"
          aria-label={toggleLabel}
          aria-pressed={revealed}
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setRevealed(!revealed)}
        />
      </Tooltip>
      <Tooltip title={t('keys.copy')}>
        <Button type="text" size="small" aria-label={t('keys.copy')} icon={<CopyOutlined />} onClick={() => void copy()} />
      </Tooltip>
    </span>
  );
}
