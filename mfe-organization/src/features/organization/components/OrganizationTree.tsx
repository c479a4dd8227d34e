import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationsApi, type Group, type Invitation, type Organization } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { organizationQueries, refreshAfterGroupChange } from '../api/organizationQueries';
import { errorKey } from '../state/errorKey';
import { inviteEmailProblem } from '../state/inviteEmail';
import {
  addDeviceCandidates,
  addUserCandidates,
  editableGroupIds,
  groupPermissions,
  moveTargets,
  userPermissions,
} from '../state/permissions';
import { ExampleDialog, GroupFormDialog, InviteDialog, PickDialog } from './Dialogs';
import { GroupCard, type GroupAction } from './GroupCard';
import { GroupTree } from './GroupTree';
import { TreeViewport } from './TreeViewport';

type OpenDialog =
  | { kind: 'edit' | 'createSubgroup' | 'invite' | 'addUser' | 'addDevice'; group: Group }
  | Extract<GroupAction, { kind: 'moveUser' | 'removeUser' }>
  | { kind: 'example' };

/** The organization's group tree with every group's users, cameras and invitations, and the dialogs of its actions. */
export function OrganizationTree({ organization, meId }: { organization: Organization; meId: number }) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const isPhone = useIsPhone();
  const sent = useQuery(organizationQueries.sentInvites());
  const ownCameras = useQuery(organizationQueries.ownCameras());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const groups = organization.groups;
  const byId = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const editable = useMemo(() => editableGroupIds(groups, meId), [groups, meId]);
  const pendingByGroup = useMemo(() => {
    const map = new Map<number, Invitation[]>();
    for (const invitation of sent.data ?? []) {
      if (invitation.status !== 'pending') continue;
      map.set(invitation.group.id, [...(map.get(invitation.group.id) ?? []), invitation]);
    }
    return map;
  }, [sent.data]);

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      snackbar.success(success);
    } finally {
      await refreshAfterGroupChange(client);
    }
  };
  /** A confirmed action: failures become a snackbar in the user's language. */
  const confirm = (title: string, content: string, okText: string, call: () => Promise<unknown>, success: string) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await run(call, success);
        } catch (error) {
          snackbar.error(t(errorKey(error)));
        }
      },
    });

  const onAction = (action: GroupAction) => {
    const { group } = action;
    switch (action.kind) {
      case 'delete':
        return confirm(
          t('deleteGroup.title'),
          t('deleteGroup.text', { name: group.name }),
          t('deleteGroup.confirm'),
          () => organizationsApi.deleteGroup(group.id),
          t('deleteGroup.done', { name: group.name }),
        );
      case 'removeUser': {
        const { user } = action;
        return confirm(
          t('removeUser.title'),
          t('removeUser.text', { user: user.username, group: group.name }),
          t('removeUser.confirm'),
          () => organizationsApi.patchGroup(group.id, { users: group.users.map((u) => u.customerId).filter((id) => id !== user.customerId) }),
          t('removeUser.done', { user: user.username }),
        );
      }
      case 'cancelInvitation': {
        const { invitation } = action;
        return confirm(
          t('cancelInvitation.title'),
          t('cancelInvitation.text', { email: invitation.email, group: group.name }),
          t('cancelInvitation.confirm'),
          () => organizationsApi.removeInvite(invitation.id),
          t('cancelInvitation.done', { email: invitation.email }),
        );
      }
      default:
        setDialog(action as OpenDialog);
    }
  };

  const close = () => setDialog(null);
  const candidatesFor = (group: Group) => ({
    users: addUserCandidates(groups, group, editable, meId),
    devices: addDeviceCandidates(groups, group, editable, ownCameras.data ?? []),
  });

  const renderDialog = () => {
    if (!dialog) return null;
    if (dialog.kind === 'example') return <ExampleDialog onClose={close} />;
    const group = dialog.group;
    switch (dialog.kind) {
      case 'edit':
        return (
          <GroupFormDialog
            mode="edit"
            groupName={group.name}
            initial={{ name: group.name, description: group.description }}
            onClose={close}
            onSubmit={(values) => run(() => organizationsApi.patchGroup(group.id, values), t('groupForm.saved', { name: values.name }))}
          />
        );
      case 'createSubgroup':
        return (
          <GroupFormDialog
            mode="create"
            groupName={group.name}
            initial={{ name: '', description: '' }}
            onClose={close}
            onSubmit={(values) => run(() => organizationsApi.createGroup(group.id, values), t('groupForm.created', { name: values.name }))}
          />
        );
      case 'invite':
        return (
          <InviteDialog
            groupName={group.name}
            check={(email) => {
              const problem = inviteEmailProblem(email, groups, sent.data ?? []);
              if (problem === 'invalidEmailAddress' || problem === 'userAlreadyInOrganization') return `common:errors.${problem}`;
              return problem && `errors.${problem}`;
            }}
            onClose={close}
            onSubmit={(email) => run(() => organizationsApi.invite(group.id, { email }), t('inviteForm.sent', { email }))}
          />
        );
      case 'moveUser':
      case 'removeUser': {
        const { user } = dialog;
        return (
          <PickDialog
            title={t('moveUser.title', { user: user.username })}
            label={t('moveUser.target')}
            placeholder={t('moveUser.placeholder')}
            requiredKey="validation.targetRequired"
            okText={t('moveUser.submit')}
            options={moveTargets(groups, group, editable).map((g) => ({ value: g.id, label: g.name }))}
            onClose={close}
            onSubmit={(targetId) => {
              const target = byId.get(targetId)!;
              return run(
                () => organizationsApi.patchGroup(target.id, { users: [...target.users.map((u) => u.customerId), user.customerId] }),
                t('moveUser.done', { user: user.username, group: target.name }),
              );
            }}
          />
        );
      }
      case 'addUser':
        return (
          <PickDialog
            title={t('addUser.title', { group: group.name })}
            label={t('addUser.user')}
            placeholder={t('addUser.placeholder')}
            requiredKey="validation.userRequired"
            okText={t('addUser.submit')}
            options={candidatesFor(group).users.map(({ user, from }) => ({ value: user.customerId, label: t('addUser.option', { user: user.username, group: from.name }) }))}
            onClose={close}
            onSubmit={(userId) =>
              run(
                () => organizationsApi.patchGroup(group.id, { users: [...group.users.map((u) => u.customerId), userId] }),
                t('addUser.done', { group: group.name }),
              )
            }
          />
        );
      case 'addDevice':
        return (
          <PickDialog
            title={t('addDevice.title', { group: group.name })}
            label={t('addDevice.device')}
            placeholder={t('addDevice.placeholder')}
            requiredKey="validation.deviceRequired"
            okText={t('addDevice.submit')}
            options={candidatesFor(group).devices.map((d) => ({
              value: d.ownershipId,
              label: d.from ? t('addDevice.optionMoves', { name: d.name, serial: d.serial, group: d.from.name }) : `${d.name} (${d.serial})`,
            }))}
            onClose={close}
            onSubmit={(ownership) => run(() => organizationsApi.addOwnership(group.id, { ownership }), t('addDevice.done', { group: group.name }))}
          />
        );
    }
  };

  return (
    <>
      <TreeViewport
        fitKey={organization.id}
        minFirstZoom={isPhone ? 0.7 : undefined}
        height={isPhone ? 'calc(100dvh - 210px)' : 'calc(100vh - 230px)'}
        extra={
          <Button icon={<QuestionCircleOutlined />} onClick={() => setDialog({ kind: 'example' })}>
            {t('example.open')}
          </Button>
        }
      >
        <GroupTree
          node={organization.groupTree}
          lineColor={token.colorBorder}
          renderNode={(node) => {
            const group = byId.get(node.id)!;
            const candidates = candidatesFor(group);
            return (
              <GroupCard
                group={group}
                invitations={pendingByGroup.get(group.id) ?? []}
                permissions={groupPermissions(group, editable, { users: candidates.users.length, devices: candidates.devices.length })}
                userPermissions={(user) => userPermissions(group, user, editable, meId)}
                meId={meId}
                onAction={onAction}
              />
            );
          }}
        />
      </TreeViewport>
      {renderDialog()}
    </>
  );
}
