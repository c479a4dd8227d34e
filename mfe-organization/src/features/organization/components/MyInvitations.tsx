import { MailOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationsApi, type Invitation } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { refreshAfterMembershipChange } from '../api/organizationQueries';
import { errorKey } from '../state/errorKey';

/**
 * Pending invitations addressed to the signed-in user (the global snackbar's View leads here):
 * accept joins the group, decline closes the invitation. A user who already belongs to an
 * organization can only decline (one organization per user).
 */
export function MyInvitations({ invitations, hasOrganization }: { invitations: readonly Invitation[]; hasOrganization: boolean }) {
  const { t } = useTranslation('organization');
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(`${invitation.id}:${accept}`);
    try {
      if (accept) {
        await organizationsApi.acceptInvite(invitation.id);
        snackbar.success(t('myInvitations.accepted', { organization: invitation.organization.name, group: invitation.group.name }));
      } else {
        await organizationsApi.removeInvite(invitation.id);
        snackbar.success(t('myInvitations.declined', { organization: invitation.organization.name }));
      }
    } catch (error) {
      snackbar.error(t(errorKey(error)));
    } finally {
      setBusy(null);
      await refreshAfterMembershipChange(client);
    }
  };
  return (
    <section aria-label={t('myInvitations.title')} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('myInvitations.title')}
      </Typography.Title>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {invitations.map((invitation) => (
          <Card key={invitation.id} size="small" data-testid="my-invitation">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
              <MailOutlined style={{ fontSize: 20 }} />
              <Typography.Text style={{ flex: '1 1 240px' }}>
                {invitation.invitedBy
                  ? t('myInvitations.textBy', { user: invitation.invitedBy.username, group: invitation.group.name, organization: invitation.organization.name })
                  : t('myInvitations.text', { group: invitation.group.name, organization: invitation.organization.name })}
              </Typography.Text>
              <Space>
                <Button onClick={() => void answer(invitation, false)} loading={busy === `${invitation.id}:false`} disabled={busy !== null}>
                  {t('myInvitations.decline')}
                </Button>
                <Button type="primary" onClick={() => void answer(invitation, true)} loading={busy === `${invitation.id}:true`} disabled={busy !== null || hasOrganization}>
                  {t('myInvitations.accept')}
                </Button>
              </Space>
            </div>
            {hasOrganization && <Alert style={{ marginTop: 8 }} type="info" showIcon title={t('myInvitations.alreadyMember')} />}
          </Card>
        ))}
      </Space>
    </section>
  );
}
