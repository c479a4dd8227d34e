import { CUSTOMISATION_TEXT_LIMITS, DEFAULT_REPORT_CUSTOMISATION, type ReportCustomisation } from 'shared-core';

/**
 * The report customisation (logo, texts, fixed summary) bought through the paywall. The server
 * keeps it per user (`api/customisationApi.ts`); this module reads the copy older viewers kept in
 * the browser, once, to move it there.
 */

export type Customisation = ReportCustomisation;

export const DEFAULT_CUSTOMISATION: Customisation = DEFAULT_REPORT_CUSTOMISATION;

/** Text limits of the customisation (the server's). */
export const TEXT_LIMITS = CUSTOMISATION_TEXT_LIMITS;

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

/** The customisation this browser kept for the user before the server did, or null when there is none. */
export function readLocalCustomisation(userId: number): Customisation | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
  if (stored === null) return null;
  try {
    return parseCustomisation(JSON.parse(stored));
  } catch {
    // Unreadable: nothing worth moving.
    return DEFAULT_CUSTOMISATION;
  }
}

/** Forgets the browser's copy once the server has the customisation. */
export function clearLocalCustomisation(userId: number): void {
  try {
    localStorage.removeItem(storageKey(userId));
  } catch {
    // Storage that cannot be written has nothing to clear either.
  }
}

/** Whether a customisation is the one a user who never saved one has. */
export function isDefaultCustomisation(value: Customisation): boolean {
  return (Object.keys(DEFAULT_CUSTOMISATION) as (keyof Customisation)[]).every((key) => value[key] === DEFAULT_CUSTOMISATION[key]);
}
