import {
  CameraOutlined,
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  MoreOutlined,
  PlusOutlined,
  SwapOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  UserOutlined,
  VideoCameraAddOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Tag, Tooltip, Typography, theme, type MenuProps } from 'antd';
import type { Group, GroupUser, Invitation } from 'shared-core';
import { useTranslation } from 'react-i18next';
import type { GroupPermissions } from '../state/permissions';

/** Width of a group's card in the tree, in px. */
export const CARD_WIDTH = 264;

/** What a card asks the page to do. */
export type GroupAction =
  | { kind: 'edit' | 'createSubgroup' | 'invite' | 'addUser' | 'addDevice' | 'delete'; group: Group }
  | { kind: 'moveUser' | 'removeUser'; group: Group; user: GroupUser }
  | { kind: 'cancelInvitation'; group: Group; invitation: Invitation };

const section = { marginTop: 10 } as const;
const row = { display: 'flex', alignItems: 'center', gap: 6, minHeight: 26 } as const;

/**
 * One group in the tree: name, description, its users, its cameras (active or inactive) and its
 * pending invitations, with only the controls the signed-in user may use. Names are text.
 */
export function GroupCard({
  group,
  invitations,
  permissions,
  userPermissions,
  meId,
  onAction,
}: {
  group: Group;
  invitations: readonly Invitation[];
  permissions: GroupPermissions;
  userPermissions: (user: GroupUser) => { remove: boolean; move: boolean };
  meId: number;
  onAction: (action: GroupAction) => void;
}) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const items: MenuProps['items'] = [
    permissions.edit && { key: 'edit', icon: <EditOutlined />, label: t('group.edit') },
    permissions.createSubgroup && { key: 'createSubgroup', icon: <PlusOutlined />, label: t('group.createSubgroup') },
    permissions.invite && { key: 'invite', icon: <MailOutlined />, label: t('group.invite') },
    permissions.addUser && { key: 'addUser', icon: <UserAddOutlined />, label: t('group.addUser') },
    permissions.addDevice && { key: 'addDevice', icon: <VideoCameraAddOutlined />, label: t('group.addDevice') },
    permissions.delete && { type: 'divider' as const },
    permissions.delete && { key: 'delete', icon: <DeleteOutlined />, label: t('group.delete'), danger: true },
  ].filter((item) => item !== false);

  return (
    <Card
      size="small"
      data-testid="group-card"
      aria-label={group.name}
      role="article"
      style={{ width: CARD_WIDTH, textAlign: 'left', borderColor: group.isRoot ? token.colorPrimaryBorder : undefined }}
      styles={{ header: { paddingInline: 12 }, body: { padding: '4px 12px 12px' } }}
      title={
        <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: group.name }} style={{ minWidth: 0 }}>
            {group.name}
          </Typography.Text>
          {group.isRoot && <Tag style={{ marginInlineEnd: 0 }}>{t('group.root')}</Tag>}
        </span>
      }
      extra={
        items.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{ items, onClick: ({ key }) => onAction({ kind: key as 'edit', group }) }}
          >
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('group.actions', { name: group.name })} />
          </Dropdown>
        )
      }
    >
      {group.description && (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12, whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 3, tooltip: group.description }}>
          {group.description}
        </Typography.Paragraph>
      )}

      <div style={section} role="list" aria-label={t('group.users')}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('group.usersCount', { count: group.users.length })}
        </Typography.Text>
        {group.users.map((user) => {
          const may = userPermissions(user);
          const userItems: MenuProps['items'] = [
            may.move && { key: 'moveUser', icon: <SwapOutlined />, label: t('user.move') },
            may.remove && { key: 'removeUser', icon: <UserDeleteOutlined />, label: t('user.remove'), danger: true },
          ].filter((item) => item !== false);
          return (
            <div key={user.customerId} role="listitem" style={row}>
              <UserOutlined style={{ color: token.colorTextSecondary }} />
              <Tooltip title={user.email}>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {user.username}
                </Typography.Text>
              </Tooltip>
              {user.customerId === meId && <Tag color="blue" style={{ marginInlineEnd: 0 }}>{t('user.you')}</Tag>}
              {userItems.length > 0 && (
                <Dropdown
                  trigger={['click']}
                  menu={{ items: userItems, onClick: ({ key }) => onAction({ kind: key as 'moveUser', group, user }) }}
                >
                  <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('user.actions', { name: user.username })} />
                </Dropdown>
              )}
            </div>
          );
        })}
      </div>

      <div style={section} role="list" aria-label={t('group.devices')}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('group.devicesCount', { count: group.ownerships.length })}
        </Typography.Text>
        {group.ownerships.map((ownership) => (
          <div key={ownership.id} role="listitem" style={row}>
            <CameraOutlined style={{ color: token.colorTextSecondary }} />
            <Tooltip title={ownership.serial}>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {ownership.name}
              </Typography.Text>
            </Tooltip>
            <Tag color={ownership.isActive ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
              {ownership.isActive ? t('device.active') : t('device.inactive')}
            </Tag>
          </div>
        ))}
      </div>

      {invitations.length > 0 && (
        <div style={section} role="list" aria-label={t('group.invitations')}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('group.invitationsCount', { count: invitations.length })}
          </Typography.Text>
          {invitations.map((invitation) => (
            <div key={invitation.id} role="listitem" style={row}>
              <MailOutlined style={{ color: token.colorTextSecondary }} />
              <Typography.Text italic ellipsis={{ tooltip: invitation.email }} style={{ flex: 1, minWidth: 0 }}>
                {invitation.email}
              </Typography.Text>
              {permissions.cancelInvitations && (
                <Button
                  size="small"
                  type="link"
                  danger
                  style={{ paddingInline: 4 }}
                  aria-label={t('invitation.cancelFor', { email: invitation.email })}
                  onClick={() => onAction({ kind: 'cancelInvitation', group, invitation })}
                >
                  {t('invitation.cancel')}
                </Button>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
