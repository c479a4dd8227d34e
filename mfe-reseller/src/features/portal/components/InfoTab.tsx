import { TeamOutlined } from '@ant-design/icons';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { claimsAtom, isResellerManager, type Reseller } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { NODE_KEY_EXAMPLE } from '../state/nodeKey';

/** Steps of the "how it works" list, in order (keys under `info.how`). */
const HOW_STEPS = ['nodeKey', 'create', 'send', 'enter'] as const;

/**
 * The Info tab: the reseller's name and remaining keys, its members (reseller managers only),
 * and what a reseller does in this portal.
 */
export function InfoTab({ reseller }: { reseller: Reseller }) {
  const { t } = useTranslation('reseller');
  const isPhone = useIsPhone();
  const manager = isResellerManager(useAtomValue(claimsAtom));

  const items = [
    { key: 'name', label: t('info.name'), children: <Typography.Text strong>{reseller.name}</Typography.Text> },
    { key: 'remaining', label: t('info.remaining'), children: <span data-testid="info-remaining">{reseller.remaining_keys}</span> },
    ...(manager
      ? [
          {
            key: 'members',
            label: t('info.members'),
            children: (
              <div>
                <ul aria-label={t('info.members')} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: 0 }}>
                  {reseller.members.map((member) => (
                    <li key={member.id}>
                      <Tag icon={<TeamOutlined />} style={{ marginInlineEnd: 0 }}>
                        {member.username}
                      </Tag>
                    </li>
                  ))}
                </ul>
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
                  {t('info.membersHint')}
                </Typography.Text>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: isPhone ? '1fr' : 'minmax(280px, 2fr) 3fr', alignItems: 'start' }}>
      <Card size="small" title={t('info.title')}>
        <Descriptions column={1} size="small" items={items} />
      </Card>
      <Card size="small" title={t('info.about.title')}>
        <Typography.Paragraph>{t('info.about.intro')}</Typography.Paragraph>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('info.about.howTitle')}
        </Typography.Title>
        <ol style={{ paddingInlineStart: 20, marginBottom: 16 }}>
          {HOW_STEPS.map((step) => (
            <li key={step} style={{ marginBottom: 6 }}>
              {t(`info.how.${step}`, { example: NODE_KEY_EXAMPLE })}
            </li>
          ))}
        </ol>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('info.about.keysTitle')}
        </Typography.Title>
        <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
          <li style={{ marginBottom: 6 }}>{t('info.facts.spend')}</li>
          <li style={{ marginBottom: 6 }}>{t('info.facts.bound')}</li>
          <li style={{ marginBottom: 6 }}>{t('info.facts.shared')}</li>
          <li>{t('info.facts.more')}</li>
        </ul>
      </Card>
    </div>
  );
}
