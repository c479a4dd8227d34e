import { REPORT_DATE_FORMATS, REPORT_ORDER_BY, REPORT_TYPES } from 'shared-core';

/**
 * The report generator's options (spec 000 section 3 and spec 001 section 3 "Report options") and
 * the customisation (logo, texts, fixed summary) remembered per user.
 */

export interface ReportOptions {
  reportType: (typeof REPORT_TYPES)[number];
  orderBy: (typeof REPORT_ORDER_BY)[number];
  ordering: 'asc' | 'desc';
  dateFormat: (typeof REPORT_DATE_FORMATS)[number];
  forceAnalysis: boolean;
}

export const DEFAULT_OPTIONS: ReportOptions = { reportType: 'Leak', orderBy: 'createdDate', ordering: 'desc', dateFormat: 'Y-M-D', forceAnalysis: false };

const oneOf = (values: readonly string[], value: unknown) => typeof value === 'string' && values.includes(value);

/** The names of the option fields that are not valid, empty when all are. */
export function invalidOptionFields(options: Partial<Record<keyof ReportOptions, unknown>>): (keyof ReportOptions)[] {
  const invalid: (keyof ReportOptions)[] = [];
  if (!oneOf(REPORT_TYPES, options.reportType)) invalid.push('reportType');
  if (!oneOf(REPORT_ORDER_BY, options.orderBy)) invalid.push('orderBy');
  if (!oneOf(['asc', 'desc'], options.ordering)) invalid.push('ordering');
  if (!oneOf(REPORT_DATE_FORMATS, options.dateFormat)) invalid.push('dateFormat');
  if (typeof options.forceAnalysis !== 'boolean') invalid.push('forceAnalysis');
  return invalid;
}

/** Leak size orders sort by size alone: `ordering` does not apply to them. */
export function orderingApplies(orderBy: ReportOptions['orderBy']): boolean {
  return orderBy !== 'leakSizeAsc' && orderBy !== 'leakSizeDesc';
}

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
