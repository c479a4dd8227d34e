/** The report customisation (logo, texts, fixed summary) bought through the paywall, remembered per user. */

export interface Customisation {
  /** attachmentId of one of the user's images (category logo), or null. */
  logo: string | null;
  /** 1 small .. 3 large. */
  logoSize: number;
  titleText: string;
  summaryText: string;
  headerText: string;
  footerText: string;
  fixedSummary: boolean;
}

export const DEFAULT_CUSTOMISATION: Customisation = { logo: null, logoSize: 2, titleText: '', summaryText: '', headerText: '', footerText: '', fixedSummary: false };

/** Text limits of the customisation (the server's report data limits). */
export const TEXT_LIMITS = { titleText: 500, summaryText: 10_000, headerText: 500, footerText: 500 } as const;

const storageKey = (userId: number) => `reports.customisation.${userId}`;

/** Reads a stored customisation, keeping only well-formed fields. */
export function parseCustomisation(raw: unknown): Customisation {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: keyof typeof TEXT_LIMITS) => (typeof value[key] === 'string' ? (value[key] as string).slice(0, TEXT_LIMITS[key]) : '');
  const size = value.logoSize;
  return {
    logo: typeof value.logo === 'string' && value.logo ? value.logo : null,
    logoSize: size === 1 || size === 2 || size === 3 ? size : 2,
    titleText: text('titleText'),
    summaryText: text('summaryText'),
    headerText: text('headerText'),
    footerText: text('footerText'),
    fixedSummary: value.fixedSummary === true,
  };
}

/** The user's remembered customisation (defaults when none or unreadable). */
export function loadCustomisation(userId: number | undefined): Customisation {
  if (userId === undefined) return DEFAULT_CUSTOMISATION;
  try {
    return parseCustomisation(JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null'));
  } catch {
    return DEFAULT_CUSTOMISATION;
  }
}

export function saveCustomisation(userId: number, value: Customisation): void {
  localStorage.setItem(storageKey(userId), JSON.stringify(parseCustomisation(value)));
}
