import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, catalogueText, messageFor } from 'shared-core';

/** The portal while its reseller is read. */
export function PortalLoading() {
  const { t } = useTranslation('reseller');
  return (
    <div role="status" aria-label={t('load.loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * A failed read of the reseller: a reseller user who is a member of no reseller (404) is told
 * so and what to do; anything else says the portal could not be loaded, with the reason and Retry.
 */
export function PortalError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reseller');
  if (error instanceof ApiError && error.status === 404) {
    return <Result status="info" title={t('load.notMember')} subTitle={t('load.notMemberHint')} />;
  }
  return (
    <Result
      status="error"
      title={t('load.error')}
      subTitle={catalogueText(messageFor(error, 'listLoad'), t)}
      extra={<Button onClick={onRetry}>{t('common:retry')}</Button>}
    />
  );
}
