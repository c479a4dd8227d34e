/** One `Intl.NumberFormat` per language for severities in percent (0-100). */
const formats = new Map<string, Intl.NumberFormat>();

function percentFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format;
}

/** A severity in percent (0-100) as the language writes a percentage ("42 %", "42%", "%42"). */
export const formatPercent = (value: number, language: string): string => percentFormat(language).format(value / 100);

/** A severity range, rounded to whole percents ("20–40 %"); one value when both round alike (Intl would write "~40 %"). */
export function formatPercentRange(min: number, max: number, language: string): string {
  const [low, high] = [Math.round(min), Math.round(max)];
  return low === high ? formatPercent(low, language) : percentFormat(language).formatRange(low / 100, high / 100);
}
