import { Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { claimsAtom } from 'shared-core';
import { AreaPage } from 'shared-ui';

/** Home route: the snapshot list (its content is built in the list issue). */
export function SnapshotListPage() {
  const { t } = useTranslation('snapshots');
  const claims = useAtomValue(claimsAtom);
  return (
    <AreaPage title={t('list.title')}>
      <Typography.Paragraph type="secondary" data-testid="session-user">
        {t('list.signedInAs', { username: claims?.username ?? '' })}
      </Typography.Paragraph>
    </AreaPage>
  );
}
