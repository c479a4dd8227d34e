import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { brand, buildSetting, i18n, queryClient, store } from 'shared-core';
import { useUiLocale } from './uiLocale';
import './touchTargets.css';

/**
 * The nonce the static server put in index.html (tooling/serve.mjs): antd's runtime styles carry
 * it, so the Content-Security-Policy allows them without 'unsafe-inline'.
 */
const cspNonce =
  typeof document === 'undefined' ? undefined : (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce || undefined;

/**
 * Production builds carry antd's styles as static CSS (tooling/antdStaticCss.mjs): antd then
 * generates none at run time. Selectors are unhashed there, as here.
 */
const staticCss = buildSetting(() => process.env.ANTD_STATIC_CSS) === '1';

/**
 * The providers every area renders inside: the one QueryClient, the one jotai store, the
 * i18n instance and antd's ConfigProvider with the edition's theme tokens. The shell renders
 * it once; a remote running standalone for development renders the same one.
 */
export function PlatformProviders({ children }: { children: ReactNode }) {
  const { theme } = brand;
  const locale = useUiLocale();
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider
            locale={locale}
            csp={cspNonce ? { nonce: cspNonce } : undefined}
            theme={{
              algorithm: antTheme.defaultAlgorithm,
              ...(staticCss ? { zeroRuntime: true, hashed: false } : {}),
              token: {
                colorPrimary: theme.colorPrimary,
                colorLink: theme.colorLink,
                borderRadius: theme.borderRadius,
                fontFamily: theme.fontFamily,
              },
              components: {
                Layout: { siderBg: theme.colorNavBackground, headerBg: '#ffffff', bodyBg: '#f4f6f8' },
                Menu: {
                  darkItemBg: theme.colorNavBackground,
                  darkItemColor: theme.colorNavText,
                  darkItemSelectedBg: theme.colorPrimary,
                },
              },
            }}
          >
            <AntApp>{children}</AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
