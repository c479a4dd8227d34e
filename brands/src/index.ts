import { flirLogo, nlLogo, ueLogo } from './logos';
import type { Brand, BrandCode } from './types';

export type { Brand, BrandCapabilities, BrandCode, BrandTheme } from './types';

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'RUB', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'HUF', 'KRW', 'THB', 'TRY', 'VND', 'TWD', 'INR', 'BRL', 'MXN', 'ZAR', 'SGD', 'NZD'];

/** The three editions of spec 000 section 1. */
export const BRANDS: Record<BrandCode, Brand> = {
  NL: {
    code: 'NL',
    productTitle: 'Acoustic Imaging Cloud',
    company: 'NL Acoustics',
    logo: nlLogo,
    theme: {
      colorPrimary: '#0b6bcb',
      colorLink: '#0b6bcb',
      colorNavBackground: '#0f2537',
      colorNavText: '#d6e4f0',
      borderRadius: 8,
      fontFamily: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
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
    productTitle: 'FLIR Acoustic Camera Viewer',
    company: 'Teledyne FLIR',
    logo: flirLogo,
    theme: {
      colorPrimary: '#d49a00',
      colorLink: '#a87400',
      colorNavBackground: '#111111',
      colorNavText: '#f2f2f2',
      borderRadius: 2,
      fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
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
    productTitle: 'UE Systems Acoustic Imager',
    company: 'UE Systems',
    logo: ueLogo,
    theme: {
      colorPrimary: '#c8102e',
      colorLink: '#a50d26',
      colorNavBackground: '#2b2d33',
      colorNavText: '#eceff4',
      borderRadius: 12,
      fontFamily: "Roboto, 'Segoe UI', Helvetica, Arial, sans-serif",
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
