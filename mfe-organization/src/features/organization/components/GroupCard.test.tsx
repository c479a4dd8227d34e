import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import loadCommon from 'locales/load/common';
import loadOrganization from 'locales/load/organization';
import type { Invitation } from 'shared-core';
import { i18n, initI18n, registerNamespace } from 'shared-core';
import { PlatformProviders } from 'shared-ui';
import { editableGroupIds, groupPermissions, userPermissions } from '../state/permissions';
import { sampleGroups, users } from '../testing/sampleTree';
import { GroupCard } from './GroupCard';

beforeAll(async () => {
  registerNamespace('common', loadCommon);
  registerNamespace('organization', loadOrganization);
  await initI18n('en');
  await i18n.loadNamespaces(['organization']);
});

const invitation: Invitation = {
  id: 7,
  email: 'new@example.com',
  group: { id: 11, name: 'North' },
  organization: { id: 1, name: 'Org' },
  invitedBy: null,
  invitedAt: '2026-01-01T00:00:00Z',
  status: 'pending',
  respondedAt: null,
};

function renderCard(meId: number, name = 'North') {
  const groups = sampleGroups();
  const group = { ...groups.find((g) => g.name === 'North')!, name };
  const editable = editableGroupIds(groups, meId);
  const onAction = jest.fn();
  render(
    <PlatformProviders>
      <GroupCard
        group={group}
        invitations={[invitation]}
        permissions={groupPermissions(group, editable, { users: 1, devices: 1 })}
        userPermissions={(user) => userPermissions(group, user, editable, meId)}
        meId={meId}
        onAction={onAction}
      />
    </PlatformProviders>,
  );
  return onAction;
}

describe('GroupCard', () => {
  it('an outsider (a member of a sibling group) sees the contents but no controls', () => {
    renderCard(users.dee.customerId);
    expect(screen.getByText('ben')).toBeInTheDocument();
    expect(screen.getByText('Cam N1')).toBeInTheDocument();
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('an ancestor gets the group menu, the member menu and cancel; the menu offers the allowed actions', async () => {
    const onAction = renderCard(users.ada.customerId);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the user ben' }));
    await userEvent.click(await screen.findByText('Move to another group'));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'moveUser', user: users.ben }));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the group North' }));
    expect(await screen.findByText('Invite by e-mail')).toBeInTheDocument();
    // North has a user, a camera and a subgroup: no delete.
    expect(screen.queryByText('Delete group')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invitation of new@example.com' }));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'cancelInvitation', invitation }));
  });

  it('the member sees their group menu but no menu on their own row', () => {
    renderCard(users.ben.customerId);
    expect(screen.getByRole('button', { name: 'Actions for the group North' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for the user ben' })).not.toBeInTheDocument();
    expect(screen.getByText('you')).toBeInTheDocument();
  });

  it('a name with markup is shown as text', () => {
    renderCard(users.dee.customerId, '<img src=x onerror=alert(1)><b>North</b>');
    expect(screen.getByText('<img src=x onerror=alert(1)><b>North</b>')).toBeInTheDocument();
    expect(document.querySelector('b, img')).toBeNull();
  });
});
