import identity from './identity.json';
import type { Brand, BrandCode } from './types';

export type { Brand, BrandCapabilities, BrandCode, BrandTheme } from './types';

/**
 * Logos as inline SVG data URLs: no asset pipeline and no network needed. The title, logo, font
 * and the rail's colours live in identity.json because the shell's build reads them too:
 * index.html paints the public frame's header, and a signed-in visitor's frame, with them before
 * any script (tooling/rspack.mjs, bootParameters).
 */
const svgDataUrl = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'RUB', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'HUF', 'KRW', 'THB', 'TRY', 'VND', 'TWD', 'INR', 'BRL', 'MXN', 'ZAR', 'SGD', 'NZD'];

/** The three editions of spec 000 section 1. */
export const BRANDS: Record<BrandCode, Brand> = {
  NL: {
    code: 'NL',
    productTitle: identity.NL.productTitle,
    company: 'NL Acoustics',
    logo: svgDataUrl(identity.NL.logoSvg),
    theme: {
      colorPrimary: '#0b6bcb',
      colorLink: '#0b6bcb',
      colorNavBackground: identity.NL.navBackground,
      colorNavText: identity.NL.navText,
      borderRadius: 8,
      fontFamily: identity.NL.fontFamily,
    },
    capabilities: {
      viewerDownload: true,
      imageAttachments: false,
      auralizedWav: false,
      costModeInput: true,
      versionHistory: false,
      privacyOnRegister: true,
      desktopFullSnapshotTools: true,
    },
    currencies: COMMON_CURRENCIES,
    helpUrl: 'https://example.com/help/nl',
  },
  FLIR: {
    code: 'FLIR',
    productTitle: identity.FLIR.productTitle,
    company: 'Teledyne FLIR',
    logo: svgDataUrl(identity.FLIR.logoSvg),
    theme: {
      colorPrimary: '#d49a00',
      colorLink: '#a87400',
      colorNavBackground: identity.FLIR.navBackground,
      colorNavText: identity.FLIR.navText,
      borderRadius: 2,
      fontFamily: identity.FLIR.fontFamily,
    },
    capabilities: {
      viewerDownload: false,
      imageAttachments: false,
      auralizedWav: false,
      costModeInput: true,
      versionHistory: true,
      privacyOnRegister: false,
      desktopFullSnapshotTools: false,
    },
    currencies: ['USD', 'EUR', 'GBP', 'SEK', 'NOK', 'DKK', 'JPY', 'CNY', 'CAD', 'AUD'],
    helpUrl: 'https://example.com/help/flir',
  },
  UE: {
    code: 'UE',
    productTitle: identity.UE.productTitle,
    company: 'UE Systems',
    logo: svgDataUrl(identity.UE.logoSvg),
    theme: {
      colorPrimary: '#c8102e',
      colorLink: '#a50d26',
      colorNavBackground: identity.UE.navBackground,
      colorNavText: identity.UE.navText,
      borderRadius: 12,
      fontFamily: identity.UE.fontFamily,
    },
    capabilities: {
      viewerDownload: false,
      imageAttachments: true,
      auralizedWav: true,
      costModeInput: false,
      versionHistory: false,
      privacyOnRegister: false,
      desktopFullSnapshotTools: true,
    },
    currencies: ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MXN', 'BRL'],
    helpUrl: 'https://example.com/help/ue',
  },
};

/** The edition for a build setting value (case-insensitive); unknown values fall back to NL. */
export function brandFor(code: string | undefined): Brand {
  const key = (code ?? 'NL').toUpperCase() as BrandCode;
  return BRANDS[key] ?? BRANDS.NL;
}
