import { REPORT_DATE_FORMATS, REPORT_ORDER_BY, REPORT_TYPES } from 'shared-core';

/**
 * The report generator's options (spec 000 section 3 and spec 001 section 3 "Report options"); the
 * customisation the report takes on is the customise feature's.
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
