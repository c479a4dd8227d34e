import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Device } from 'shared-core';
import { formatDateTime } from './formatDate';

/** Pairing tab (spec 001 sections 2 and 4): active or inactive, through the user or through a group. */
export function PairingTab({ device }: { device: Device }) {
  const { t, i18n } = useTranslation('cameras');
  const { ownership } = device;
  const through = ownership.isOwn
    ? t('pairingTab.throughUser')
    : t('pairingTab.throughGroup', { organization: device.organization?.name ?? t('pairingTab.anOrganization') });
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'state',
          label: t('pairingTab.state'),
          children: ownership.isActive ? <Tag color="green">{t('pairingTab.active')}</Tag> : <Tag>{t('pairingTab.inactive')}</Tag>,
        },
        { key: 'through', label: t('pairingTab.through'), children: <span data-testid="paired-through">{through}</span> },
        { key: 'since', label: t('pairingTab.since'), children: formatDateTime(ownership.pairedAt, i18n.language) ?? '—' },
        ...(ownership.unpairedAt
          ? [{ key: 'ended', label: t('pairingTab.ended'), children: formatDateTime(ownership.unpairedAt, i18n.language) ?? '—' }]
          : []),
        ...(ownership.pairedUsers.length
          ? [{ key: 'users', label: t('pairingTab.users'), children: ownership.pairedUsers.map((user) => user.username).join(', ') }]
          : []),
      ]}
    />
  );
}
