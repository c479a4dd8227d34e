import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { brand } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { FloatingPanel } from '../../features/floating-panel';
import { MaintenanceBanner } from '../../features/maintenance';
import { LiveChannel } from '../../features/tasks';
import { NavRail } from '../nav/NavRail';
import { TopBar } from './TopBar';

/** Signed-in frame: left rail (a drawer menu on phones), top bar, the page. */
export function SignedInLayout() {
  const isPhone = useIsPhone();
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!isPhone && (
        <Layout.Sider width={220} breakpoint="lg" collapsedWidth={64} data-testid="nav-rail">
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '16px 20px', color: brand.theme.colorNavText }}>
            <img src={brand.logo} alt="" width={28} height={28} />
            <span style={{ fontWeight: 600, lineHeight: 1.2 }}>{brand.productTitle}</span>
          </div>
          <NavRail />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar
          leading={
            isPhone ? (
              <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.openMenu')} onClick={() => setMenuOpen(true)} />
            ) : null
          }
        />
        <MaintenanceBanner />
        <LiveChannel />
        <Layout.Content>
          <Outlet />
        </Layout.Content>
        <FloatingPanel />
      </Layout>
      {isPhone && (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={260}
          title={brand.productTitle}
          styles={{ body: { padding: 0, background: brand.theme.colorNavBackground } }}
        >
          <NavRail onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
