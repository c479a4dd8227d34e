import { numberFormat } from 'shared-core';

/** The language's format for severities in percent (0-100), built once (shared-core). */
const percentFormat = (language: string) => numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });

/** A severity in percent (0-100) as the language writes a percentage ("42 %", "42%", "%42"). */
export const formatPercent = (value: number, language: string): string => percentFormat(language).format(value / 100);

/** A severity range, rounded to whole percents ("20–40 %"); one value when both round alike (Intl would write "~40 %"). */
export function formatPercentRange(min: number, max: number, language: string): string {
  const [low, high] = [Math.round(min), Math.round(max)];
  return low === high ? formatPercent(low, language) : percentFormat(language).formatRange(low / 100, high / 100);
}
