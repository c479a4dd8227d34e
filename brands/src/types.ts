/** Edition codes (spec 000 section 1): NL is the default. */
export type BrandCode = 'NL' | 'FLIR' | 'UE';

/** What an edition can do; feature code asks for these, never for a brand's name. */
export interface BrandCapabilities {
  /** Public viewer download page and its rail entry (NL only). */
  viewerDownload: boolean;
  /** Image attachments on a snapshot (UE only). */
  imageAttachments: boolean;
  /** Auralised wav download (UE only). */
  auralizedWav: boolean;
  /** Cost mode input in the leak view (NL and FLIR). */
  costModeInput: boolean;
  /** Camera version history dialog (FLIR only). */
  versionHistory: boolean;
  /** Privacy acceptance on registration (NL only). */
  privacyOnRegister: boolean;
  /**
   * The desktop app keeps select-all, the PD classification and severity filters, PD details
   * and video export (NL and UE; FLIR hides them on the desktop: spec 000 sections 2 and 6).
   */
  desktopFullSnapshotTools: boolean;
}

/** Theme tokens given to antd's ConfigProvider. */
export interface BrandTheme {
  colorPrimary: string;
  colorLink: string;
  /** Left rail and top bar. */
  colorNavBackground: string;
  colorNavText: string;
  borderRadius: number;
  fontFamily: string;
}

/** One edition: everything that differs between NL, FLIR and UE. */
export interface Brand {
  code: BrandCode;
  /** Product title shown in the top bar and the document title. */
  productTitle: string;
  /** Company name, for legal text. */
  company: string;
  /** Logo as an SVG data URL (shipped inline, no network). */
  logo: string;
  theme: BrandTheme;
  capabilities: BrandCapabilities;
  /** Currencies offered in settings (ISO 4217); default first. */
  currencies: string[];
  helpUrl: string;
}
