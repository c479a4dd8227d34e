import { createElement, useState, type CSSProperties, type ReactNode } from 'react';
import { InfoCircleOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand, claimsAtom, isDemo, permissionsFor, platformAtom } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { readyContractsAtom } from '../../features/areas';
import { AreaBoundary } from '../../features/areas';
import { LanguageSelect } from '../../features/language';
import { usePageTitle } from '../nav/usePageTitle';
import { DesktopEntries } from './DesktopEntries';
import { AboutDialog, ChangePasswordDialog, SettingsDialog } from './onDemand';

/**
 * One line cut with a CSS ellipsis, the full text in the native tooltip. Not antd's measured
 * ellipsis: each one renders a hidden copy and re-renders from a layout effect as the frame
 * mounts, which pulled the page's passive effects into the frame's first commit (issue 16).
 */
const oneLine: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** Signed-in top bar: logo, product and page title, demo notice, remote slots, language, profile menu. */
export function TopBar({ leading }: { leading?: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const platform = useAtomValue(platformAtom);
  const contracts = useAtomValue(readyContractsAtom);
  const isPhone = useIsPhone();
  const title = usePageTitle();
  const [dialog, setDialog] = useState<'settings' | 'password' | 'about' | null>(null);
  const slots = contracts.flatMap((c) => c.slots.filter((s) => s.slot === 'topBar.reportsMenu' || s.slot === 'topBar.actions'));
  // The offline files entry on desktop: an area's filler (the snapshots import dialog) when one loaded.
  const offlineFiles = contracts.flatMap((c) => c.slots.filter((s) => s.slot === 'topBar.offlineFiles'))[0];

  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 10 }}
    >
      {leading}
      {isPhone && <img src={brand.logo} alt="" width={24} height={24} />}
      <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, minWidth: 0, flex: '1 1 auto' }}>
        {!isPhone && (
          <span style={{ ...oneLine, fontSize: 12, color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))' }} title={brand.productTitle} data-testid="product-title">
            {brand.productTitle}
          </span>
        )}
        {!isPhone && (
          <strong style={{ ...oneLine, fontSize: 16, fontWeight: 600, color: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))' }} title={title}>
            {title}
          </strong>
        )}
      </div>
      {isDemo(claims) && <Tag color="gold">{t('topBar.demoNotice')}</Tag>}
      {slots.map((slot) => (
        <AreaBoundary key={slot.id} area={slot.id} onRetry={() => undefined}>
          {createElement(slot.component)}
        </AreaBoundary>
      ))}
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('settings.open')}
        onClick={() => setDialog('settings')}
        onMouseEnter={SettingsDialog.preload}
        onFocus={SettingsDialog.preload}
      />
      <DesktopEntries
        offlineFiles={
          offlineFiles && (
            <AreaBoundary key={offlineFiles.id} area={offlineFiles.id} onRetry={() => undefined}>
              {createElement(offlineFiles.component)}
            </AreaBoundary>
          )
        }
      />
      <LanguageSelect compact={isPhone} />
      {platform === 'web' && (
        <Dropdown
          trigger={['click']}
          onOpenChange={(open) => {
            if (!open) return;
            ChangePasswordDialog.preload();
            AboutDialog.preload();
          }}
          menu={{
            items: [
              { key: 'identity', label: claims?.email ? `${claims.username} (${claims.email})` : claims?.username, disabled: true },
              { type: 'divider' },
              {
                key: 'password',
                icon: <KeyOutlined />,
                label: t('profile.changePassword'),
                disabled: !permissionsFor(claims).canChangePassword,
                onClick: () => setDialog('password'),
              },
              { key: 'about', icon: <InfoCircleOutlined />, label: t('profile.about'), onClick: () => setDialog('about') },
              { key: 'logout', icon: <LogoutOutlined />, label: t('profile.logout'), onClick: () => navigate('/logout') },
            ],
          }}
        >
          <Button type="text" icon={<UserOutlined />} aria-label={t('profile.menu')}>
            {!isPhone && claims?.username}
          </Button>
        </Dropdown>
      )}
      <SettingsDialog.Component open={dialog === 'settings'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog.Component open={dialog === 'password'} onClose={() => setDialog(null)} />
      <AboutDialog.Component open={dialog === 'about'} onClose={() => setDialog(null)} />
    </Layout.Header>
  );
}
