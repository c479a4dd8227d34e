import { useTranslation } from 'react-i18next';

/** The page-loading spinner of the shell (antd's large Spin look, without antd). */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="acv-page-spinner" role="status" aria-label={t('loading')}>
      <svg width="32" height="32" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="15" stroke="var(--acv-primary, #0b6bcb)" strokeWidth="4" fill="none" strokeDasharray="60 40" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="0.9s" repeatCount="indefinite" />
        </circle>
      </svg>
    </div>
  );
}
