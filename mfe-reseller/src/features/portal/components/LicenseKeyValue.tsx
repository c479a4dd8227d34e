import { useState, type CSSProperties, type ReactNode } from 'react';
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { copyText, truncateKey } from '../state/copyText';
import { MONO } from './mono';

/**
 * The whole key, free to wrap after each dash: in a narrow cell it goes onto a few lines, a
 * group of five at a time, instead of running out of the cell. The text stays the key itself
 * (what selecting and copying it gives).
 */
function wholeKey(key: string): ReactNode[] {
  return key.split('-').flatMap((group, i) => (i === 0 ? [group] : ['-', <wbr key={i} />, group]));
}
const WHOLE_KEY: CSSProperties = { ...MONO, whiteSpace: 'normal', overflowWrap: 'anywhere' };
/** Revealed, the key and its buttons flow as text: the buttons follow its last group. */
const WHOLE_LAYOUT: CSSProperties = { display: 'inline' };
/**
 * Space before each button. On phones a button's tap area reaches 44 px around its 24 (shared-ui
 * touchTargets.css): 20 px apart, the areas of the two buttons meet without overlapping, and
 * neither reaches over the key.
 */
const GAP = { desktop: 2, phone: 20 };

/**
 * A license key, shown truncated until the person reveals it, with a copy button (spec 001
 * section 8 "Copy key": a success message, or copyFailed). `revealed` starts the key shown
 * (the dialog's done step, right after creating it).
 */
export function LicenseKeyValue({ licenseKey, revealed: initiallyRevealed = false }: { licenseKey: string; revealed?: boolean }) {
  const { t } = useTranslation('reseller');
  const snackbar = useSnackbar();
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const gap = useIsPhone() ? GAP.phone : GAP.desktop;
  const buttonStyle: CSSProperties | undefined = revealed ? { verticalAlign: 'middle', marginInlineStart: gap } : undefined;

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
    <span style={revealed ? WHOLE_LAYOUT : { display: 'inline-flex', alignItems: 'center', gap }}>
      <Typography.Text style={revealed ? WHOLE_KEY : MONO} data-testid="license-key">
        {revealed ? wholeKey(licenseKey) : truncateKey(licenseKey)}
      </Typography.Text>
      <Tooltip title={toggleLabel}>
        <Button
          type="text"
          size="small"
          aria-label={toggleLabel}
          aria-pressed={revealed}
          style={buttonStyle}
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setRevealed(!revealed)}
        />
      </Tooltip>
      <Tooltip title={t('keys.copy')}>
        <Button type="text" size="small" aria-label={t('keys.copy')} icon={<CopyOutlined />} style={buttonStyle} onClick={() => void copy()} />
      </Tooltip>
    </span>
  );
}
