import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { tokenStorageAvailable } from 'shared-core';

/**
 * A banner when the browser gives the viewer no usable storage (a third-party frame with storage
 * blocked, some private modes): the session then lives in this page only, and the user should
 * know that a reload signs them out.
 */
export function StorageUnavailableNotice() {
  const { t } = useTranslation('shell');
  if (tokenStorageAvailable()) return null;
  return <Alert type="warning" showIcon banner closable role="status" title={t('session.storageUnavailable')} className="acv-storage-unavailable" />;
}
