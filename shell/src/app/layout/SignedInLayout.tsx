import { useEffect, useState, type SyntheticEvent } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { brand, cameraRoutes, platformAtom } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { OverrideBanner } from '../../features/areas';
import { FloatingPanel, useFloatingPanelRoom } from '../../features/floating-panel';
import { GlobalSnackbars } from '../../features/global-snackbars';
import { MaintenanceBanner } from '../../features/maintenance';
import { LiveChannel } from '../../features/tasks/LiveChannel';
import { ensureAreasFrom, preloadPath } from '../areaLoading';
import { NavRail } from '../nav/NavRail';
import { areaPathsAtom } from '../routeTable';
import { PhoneMenu } from './onDemand';
import { TopBar } from './TopBar';

/** The rail's width when collapsed (icons only), and its logo's size. */
const RAIL_COLLAPSED_PX = 64;
const LOGO_PX = 28;

/** Hovering or focusing an in-app link preloads the page chunk of the area it leads to. */
function preloadLink(event: SyntheticEvent) {
  const link = (event.target as Element).closest?.('a[href^="#/"]');
  if (link) void preloadPath((link.getAttribute('href') ?? '').slice(1).split('?')[0]!);
}

/** Signed-in frame: left rail (a condensed menu on phones), top bar, the page, the global snackbars. */
export function SignedInLayout() {
  const isPhone = useIsPhone();
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const [railCollapsed, setRailCollapsed] = useState(false);
  // Paths some area of this deployment serves; a new set only when the route table changes, so a
  // contract's arrival does not render the frame again.
  const areaPaths = useAtomValue(areaPathsAtom);
  const platform = useAtomValue(platformAtom);
  const { pathname } = useLocation();
  const floatingRoom = useFloatingPanelRoom();
  // The signed-in frame needs every area (rail, pages): the current one first, the others when
  // idle. Once, from the path the frame opened on.
  useEffect(() => ensureAreasFrom(pathname), []);
  return (
    <Layout style={{ minHeight: '100vh' }} onMouseOver={preloadLink} onFocus={preloadLink}>
      {!isPhone && (
        // The rail stays in view while the page scrolls (it scrolled away with long pages).
        <Layout.Sider
          width={220}
          breakpoint="lg"
          collapsedWidth={RAIL_COLLAPSED_PX}
          onBreakpoint={setRailCollapsed}
          data-testid="nav-rail"
          style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', alignSelf: 'flex-start' }}
        >
          {/* The collapsed rail (below antd's lg) shows the logo alone: the title, cut to a few letters a line, read as noise. */}
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: railCollapsed ? `16px ${(RAIL_COLLAPSED_PX - LOGO_PX) / 2}px` : '16px 20px', color: brand.theme.colorNavText }}>
            <img src={brand.logo} alt="" width={LOGO_PX} height={LOGO_PX} />
            {!railCollapsed && <span style={{ fontWeight: 600, lineHeight: 1.2 }}>{brand.productTitle}</span>}
          </div>
          <NavRail />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar
          leading={
            isPhone ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('nav.openMenu')}
                onClick={() => setMenuOpen(true)}
                onPointerDown={PhoneMenu.preload}
                onFocus={PhoneMenu.preload}
              />
            ) : null
          }
        />
        <MaintenanceBanner />
        <OverrideBanner />
        <LiveChannel />
        {/* The floating buttons stand in a strip of their own at the right, so no control of the
            page is ever under one; the room below lets the page end above them. */}
        <Layout.Content style={{ paddingBottom: floatingRoom.clearance, paddingInlineEnd: floatingRoom.gutter }}>
          <Outlet />
        </Layout.Content>
        <FloatingPanel />
      </Layout>
      <GlobalSnackbars availablePaths={areaPaths} />
      {isPhone && (
        <PhoneMenu.Component open={menuOpen} onClose={() => setMenuOpen(false)} canPair={platform === 'web' && areaPaths.has(cameraRoutes.list.path)} />
      )}
    </Layout>
  );
}
