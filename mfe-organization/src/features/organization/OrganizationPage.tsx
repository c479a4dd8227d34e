import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellQueries } from 'shared-core';
import { AreaPage } from 'shared-ui';
import { organizationQueries } from './api/organizationQueries';
import { CreateOrganizationForm } from './components/CreateOrganizationForm';
import { MyInvitations } from './components/MyInvitations';
import { OrganizationTree } from './components/OrganizationTree';

/**
 * Route /organization (spec 001 section 2): the invitations addressed to the user, then either
 * the create-organization form or the organization's group tree.
 */
export function OrganizationPage() {
  const { t } = useTranslation('organization');
  const me = useQuery(shellQueries.me());
  const organization = useQuery(organizationQueries.mine());
  const myInvites = useQuery(organizationQueries.myInvites());

  const failed = organization.error ?? me.error;
  let content;
  if (failed) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('errors.loadFailed')}
        action={
          <Button size="small" onClick={() => void Promise.all([organization.refetch(), me.refetch()])}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (organization.isPending || !me.data) {
    content = <Spin aria-label={t('loading')} />;
  } else if (organization.data) {
    content = <OrganizationTree organization={organization.data} meId={me.data.user_id} />;
  } else {
    content = <CreateOrganizationForm />;
  }

  return (
    <AreaPage
      title={t('page.title')}
      extra={
        organization.data && (
          <Typography.Text type="secondary" data-testid="organization-name" ellipsis style={{ maxWidth: '100%' }}>
            {organization.data.name}
          </Typography.Text>
        )
      }
    >
      <MyInvitations invitations={myInvites.data ?? []} hasOrganization={Boolean(organization.data)} />
      {content}
    </AreaPage>
  );
}
