/**
 * Chart tooltips are HTML (ECharts' html render mode), and their text often comes from users:
 * component names, tags, camera labels, gas names from the data. Everything a formatter puts in
 * a tooltip goes through `escapeHtml`; build tooltips with `chartTooltipText` (or the formatters
 * below), never by concatenating raw names into markup.
 */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with the five HTML-significant characters replaced by their entities. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One line of a tooltip: a colour dot (CSS colour), a label and its value. */
export interface ChartTooltipRow {
  label: string;
  value: string | number;
  color?: string;
}

/** A CSS colour that can go in a style attribute as it is (hex, rgb()/rgba(), hsl(), a name). */
function safeColor(color: string | undefined): string | undefined {
  if (!color) return undefined;
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-z]+)$/i.test(color.trim()) ? color.trim() : undefined;
}

/**
 * The HTML of a tooltip: an optional bold title, then one row per entry, every text escaped.
 * Colours that are not plain CSS colours (gradients, objects) are left out.
 */
export function chartTooltipText(title: string | undefined, rows: ChartTooltipRow[]): string {
  const lines: string[] = [];
  if (title !== undefined && title !== '') lines.push(`<div style="font-weight:600;margin-bottom:2px">${escapeHtml(title)}</div>`);
  for (const row of rows) {
    const color = safeColor(row.color);
    const dot = color ? `<span style="display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;background:${color}"></span>` : '';
    lines.push(
      `<div style="display:flex;gap:12px;justify-content:space-between"><span>${dot}${escapeHtml(row.label)}</span><b>${escapeHtml(row.value)}</b></div>`,
    );
  }
  return lines.join('');
}

/** The fields of ECharts' tooltip callback parameters the formatters read. */
export interface TooltipParam {
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  value?: unknown;
  color?: unknown;
  data?: unknown;
  axisValueLabel?: string;
}

function numberOf(value: unknown, pick?: number): unknown {
  if (Array.isArray(value)) return value[pick ?? value.length - 1];
  if (value && typeof value === 'object' && 'value' in value) return numberOf((value as { value: unknown }).value, pick);
  return value;
}

/**
 * A tooltip formatter for `trigger: 'axis'` (one title, a row per series) or `'item'` (the item's
 * name as title, its series and value as the row). `format` turns a value into text (units,
 * currency), given the parameter it comes from (its `seriesIndex` tells series apart); `pick`
 * chooses the entry of array values (default: the last).
 */
export function escapedTooltipFormatter(format: (value: unknown, param: TooltipParam) => string = (v) => String(v ?? ''), pick?: number) {
  return (input: TooltipParam | TooltipParam[]): string => {
    const params = Array.isArray(input) ? input : [input];
    if (!params.length) return '';
    const first = params[0]!;
    const title = Array.isArray(input) ? (first.axisValueLabel ?? first.name) : first.name;
    return chartTooltipText(
      title,
      params.map((p) => ({
        label: Array.isArray(input) ? (p.seriesName ?? '') : (p.seriesName ?? p.name ?? ''),
        value: format(numberOf(p.value, pick), p),
        color: typeof p.color === 'string' ? p.color : undefined,
      })),
    );
  };
}
