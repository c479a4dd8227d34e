import { AppstoreOutlined, CloudDownloadOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { brand, sessionAtom } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { LanguageSelect } from '../../features/language';

/** Reduced top bar of public pages: viewer download (where the edition has it), language, sign-in. */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  const isPhone = useIsPhone();
  const { pathname } = useLocation();
  const signedIn = useAtomValue(sessionAtom) !== null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: isPhone ? 4 : 12, padding: '0 12px', borderBottom: '1px solid #e5e7eb', whiteSpace: 'nowrap' }}
      >
        <img src={brand.logo} alt="" width={28} height={28} />
        <Typography.Text strong style={{ flex: '1 1 auto', fontSize: 16, minWidth: 0 }} ellipsis data-testid="product-title">
          {brand.productTitle}
        </Typography.Text>
        {brand.capabilities.viewerDownload && (
          <Link to="/download" aria-label={t('nav.download')}>
            <Button type="text" icon={<CloudDownloadOutlined />}>
              {isPhone ? null : t('nav.download')}
            </Button>
          </Link>
        )}
        <LanguageSelect compact={isPhone} />
        {signedIn ? (
          <Link to="/" aria-label={t('nav.openViewer')}>
            <Button type="text" icon={<AppstoreOutlined />}>
              {isPhone ? null : t('nav.openViewer')}
            </Button>
          </Link>
        ) : pathname !== '/login' && (
          <Link to="/login" aria-label={t('login.signIn')}>
            <Button type="text" icon={<LoginOutlined />}>
              {isPhone ? null : t('login.signIn')}
            </Button>
          </Link>
        )}
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
