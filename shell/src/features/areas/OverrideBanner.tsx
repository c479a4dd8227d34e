import { Alert, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appliedOverridesAtom, clearOverrides } from './overrides';

/** Shown in the frame while this browser runs pinned builds (overrides.ts), with the way back to the live ones. */
export function OverrideBanner() {
  const { t } = useTranslation('shell');
  const applied = useAtomValue(appliedOverridesAtom);
  const pinned = Object.entries(applied).map(([name, entry]) => `${name} ${entry.split('/')[3] ?? ''}`.trim());
  if (!pinned.length) return null;
  return (
    <Alert
      type="warning"
      banner
      role="status"
      data-testid="override-banner"
      title={t('override.banner', { builds: pinned.join(', ') })}
      action={
        <Button
          size="small"
          onClick={() => {
            clearOverrides();
            window.location.reload();
          }}
        >
          {t('override.reset')}
        </Button>
      }
    />
  );
}
