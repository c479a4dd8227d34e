import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { brand, sessionAtom, useIsPhone } from 'shared-core';
import { Icon } from '../light/Icon';
import { PublicLanguageSelect } from '../light/PublicLanguageSelect';
import '../light/light.css';

/** The edition's theme tokens as the custom properties light.css reads. */
const THEME_VARIABLES = {
  '--acv-primary': brand.theme.colorPrimary,
  '--acv-link': brand.theme.colorLink,
  '--acv-radius': `${brand.theme.borderRadius}px`,
  '--acv-radius-lg': `${brand.theme.borderRadius + 2}px`,
  '--acv-font': brand.theme.fontFamily,
} as CSSProperties;

/**
 * Reduced top bar of public pages: viewer download (where the edition has it), language, sign-in.
 * Without antd (issue 16): the login page renders in it before any antd module is fetched; the
 * other public pages bring antd with their own chunk. Its header is where index.html painted the
 * edition's logo and title before any script (tooling/rspack.mjs bootParameters). `children`
 * replaces the route's page (the full app's loading state, App.tsx).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const isPhone = useIsPhone();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAtomValue(sessionAtom) !== null;
  const action = (to: string, label: string, icon: 'download' | 'appstore' | 'login') => (
    <button type="button" aria-label={label} className="acv-text-button" onClick={() => navigate(to)}>
      <Icon name={icon} />
      {isPhone ? null : <span>{label}</span>}
    </button>
  );
  return (
    <div className="acv-public" style={THEME_VARIABLES}>
      <header className={isPhone ? 'acv-public-header acv-phone' : 'acv-public-header'}>
        <img src={brand.logo} alt="" width={28} height={28} />
        <span className="acv-public-title" data-testid="product-title">
          {brand.productTitle}
        </span>
        {brand.capabilities.viewerDownload && action('/download', t('nav.download'), 'download')}
        <PublicLanguageSelect compact={isPhone} />
        {signedIn ? action('/', t('nav.openViewer'), 'appstore') : pathname !== '/login' && action('/login', t('login.signIn'), 'login')}
      </header>
      <main>{children ?? <Outlet />}</main>
    </div>
  );
}
