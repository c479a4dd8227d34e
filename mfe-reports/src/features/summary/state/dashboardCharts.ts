import { formatCo2e, type DashboardCharts } from 'shared-core';
import { chartTooltipText, escapedTooltipFormatter, type ChartOption, type ChartTheme, type TooltipParam } from 'shared-ui';

/**
 * The summary dashboard's charts, shaped from the dashboard task's data: for each
 * chart its ECharts option and the same figures as a table. Pure: texts come through `t`, numbers
 * through the locale's formats; user-written names (camera labels) reach tooltips only through
 * shared-ui's escaping formatter and tables only as React text.
 */

/** Translates a key of the 'reports' namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface TableColumn {
  key: string;
  title: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

export interface DashboardChart {
  id: string;
  title: string;
  option: ChartOption;
  table: { columns: TableColumn[]; rows: Record<string, string>[] };
}

export interface Formats {
  count: (n: number) => string;
  money: (n: number) => string;
  co2e: (kg: number) => string;
  size: (n: number) => string;
}

/** Number formats of a locale and currency. */
export function dashboardFormats(locale: string, currency: string): Formats {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    money = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  }
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return { count: (n) => count.format(n), money: (n) => money.format(n), co2e: (kg) => formatCo2e(kg, locale), size: (n) => size.format(n) };
}

/** More categories than this get a zoom slider. */
const ZOOM_AFTER = 12;

const baseGrid = { left: 8, right: 8, top: 40, bottom: 8, containLabel: true };

/** One line of legend (scrolling when long), clear of the PNG button at the top right. */
const LEGEND = { type: 'scroll', top: 0, left: 0, right: 32 };

function categoryAxis(names: string[]) {
  return {
    type: 'category',
    data: names,
    axisLabel: { interval: names.length > ZOOM_AFTER ? 'auto' : 0, hideOverlap: true, width: 96, overflow: 'truncate' },
  };
}

const zoom = (n: number) => (n > ZOOM_AFTER ? [{ type: 'inside', xAxisIndex: 0, startValue: 0, endValue: ZOOM_AFTER - 1 }, { type: 'slider', xAxisIndex: 0, height: 16, bottom: 4, startValue: 0, endValue: ZOOM_AFTER - 1 }] : []);

const withZoom = (n: number) => (n > ZOOM_AFTER ? { ...baseGrid, bottom: 32 } : baseGrid);

type Group = DashboardCharts['byGas'][number];

/** Count and yearly cost per group (gas, camera or site), CO2e in the tooltip's table. */
function groupChart(id: string, title: string, groups: Group[], nameOf: (g: Group) => string, nameTitle: string, t: Translate, f: Formats, theme: ChartTheme, currency: string): DashboardChart {
  const names = groups.map(nameOf);
  const countName = t('summary.series.leaks');
  const costName = t('summary.series.cost', { currency });
  const co2eName = t('summary.series.co2e');
  return {
    id,
    title,
    option: {
      grid: withZoom(names.length),
      legend: LEGEND,
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        // Count, cost and CO2e of the group; the name is user-written for cameras: escaped.
        formatter: (input: { dataIndex?: number } | { dataIndex?: number }[]) => {
          const index = (Array.isArray(input) ? input[0] : input)?.dataIndex ?? -1;
          const g = groups[index];
          if (!g) return '';
          return chartTooltipText(names[index], [
            { label: countName, value: f.count(g.count), color: theme.palette[0] },
            { label: costName, value: f.money(g.yearlyCost), color: theme.palette[2] },
            { label: co2eName, value: f.co2e(g.co2eKg) },
          ]);
        },
      },
      xAxis: categoryAxis(names),
      // The legend names the two axes (count left, cost right); axis names would sit under it.
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', splitLine: { show: false }, axisLabel: { formatter: (v: number) => f.money(v) } },
      ],
      dataZoom: zoom(names.length),
      series: [
        { name: countName, type: 'bar', data: groups.map((g) => g.count), itemStyle: { color: theme.palette[0] } },
        // CO2e is in the tooltip and the table, not drawn: its scale would flatten the others.
        { name: costName, type: 'bar', yAxisIndex: 1, data: groups.map((g) => g.yearlyCost), itemStyle: { color: theme.palette[2] } },
      ],
    },
    table: {
      columns: [
        { key: 'name', title: nameTitle },
        { key: 'count', title: countName, numeric: true },
        { key: 'cost', title: costName, numeric: true },
        { key: 'co2e', title: co2eName, numeric: true },
      ],
      rows: groups.map((g, i) => ({ name: names[i]!, count: f.count(g.count), cost: f.money(g.yearlyCost), co2e: f.co2e(g.co2eKg) })),
    },
  };
}

/** Histogram edges: `bins` equal bins from 0 to a round value above the largest size and the high threshold. */
export function sizeBins(sizes: readonly number[], high: number, bins = 20): number[] {
  let max = high * 1.5;
  for (const size of sizes) if (size > max) max = size;
  if (!(max > 0)) max = 1;
  const step = niceStep(max / bins);
  const edges: number[] = [];
  for (let i = 0; i <= bins && (i === 0 || edges[i - 1]! <= max); i++) edges.push(Number((i * step).toPrecision(12)));
  return edges;
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power;
}

/** Counts of `sizes` per bin of `edges` (the last bin takes everything above its start). */
export function histogram(sizes: readonly number[], edges: readonly number[]): number[] {
  const counts = new Array<number>(Math.max(0, edges.length - 1)).fill(0);
  if (!counts.length) return counts;
  const step = edges[1]! - edges[0]!;
  for (const size of sizes) {
    const index = Math.min(counts.length - 1, Math.max(0, Math.floor((size - edges[0]!) / step)));
    counts[index]! += 1;
  }
  return counts;
}

function sizesChart(c: DashboardCharts, t: Translate, f: Formats, theme: ChartTheme): DashboardChart {
  const unit = t(`unit.${c.unit}`);
  const edges = sizeBins(c.leakSizes.sizes, c.severityHigh);
  const counts = histogram(c.leakSizes.sizes, edges);
  const bandColor = (start: number) => (start < c.severityLow ? theme.severity.low : start < c.severityHigh ? theme.severity.medium : theme.severity.high);
  const countName = t('summary.series.leaks');
  const ranges = [
    { range: t('summary.sizes.below', { value: f.size(c.severityLow), unit }), n: c.leakSizes.below },
    { range: t('summary.sizes.between', { low: f.size(c.severityLow), high: f.size(c.severityHigh), unit }), n: c.leakSizes.between },
    { range: t('summary.sizes.above', { value: f.size(c.severityHigh), unit }), n: c.leakSizes.above },
  ];
  return {
    id: 'sizes',
    title: t('summary.chart.sizes'),
    option: {
      grid: { ...baseGrid, top: 28 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: escapedTooltipFormatter((v) => f.count(Number(v))),
      },
      xAxis: { type: 'category', data: counts.map((_, i) => `${f.size(edges[i]!)}–${f.size(edges[i + 1]!)}`), name: unit, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', name: countName, minInterval: 1, nameTextStyle: { align: 'left' } },
      series: [
        {
          name: countName,
          type: 'bar',
          barCategoryGap: '8%',
          data: counts.map((n, i) => ({ value: n, itemStyle: { color: bandColor(edges[i]!) } })),
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { type: 'dashed', color: theme.textColor },
            label: { formatter: '{b}', position: 'insideEndTop' },
            data: [
              { name: t('summary.sizes.low', { value: f.size(c.severityLow) }), xAxis: thresholdPosition(edges, c.severityLow) },
              { name: t('summary.sizes.high', { value: f.size(c.severityHigh) }), xAxis: thresholdPosition(edges, c.severityHigh) },
            ],
          },
        },
      ],
    },
    table: {
      columns: [
        { key: 'range', title: t('summary.column.size', { unit }) },
        { key: 'count', title: countName, numeric: true },
      ],
      rows: ranges.map((r) => ({ range: r.range, count: f.count(r.n) })),
    },
  };
}

/** Where a threshold falls on the histogram's category axis (a fractional bin index, bar centres at integers). */
export function thresholdPosition(edges: readonly number[], value: number): number {
  if (edges.length < 2) return 0;
  const step = edges[1]! - edges[0]!;
  return (value - edges[0]!) / step - 0.5;
}

/** One stacked series of counts. */
interface CountSeries {
  key: string;
  name: string;
  data: number[];
  color: string;
}

/** Counts per category, stacked by series (PD bands per type, faults per camera, open and fixed per month). */
function stackedChart(id: string, title: string, names: string[], nameTitle: string, series: CountSeries[], f: Formats): DashboardChart {
  return {
    id,
    title,
    option: {
      grid: withZoom(names.length),
      legend: LEGEND,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: escapedTooltipFormatter((v) => f.count(Number(v))) },
      xAxis: categoryAxis(names),
      yAxis: { type: 'value', minInterval: 1 },
      dataZoom: zoom(names.length),
      series: series.map((s) => ({ name: s.name, type: 'bar', stack: 'total', data: s.data, itemStyle: { color: s.color } })),
    },
    table: {
      columns: [{ key: 'name', title: nameTitle }, ...series.map((s) => ({ key: s.key, title: s.name, numeric: true }))],
      rows: names.map((name, i) => ({ name, ...Object.fromEntries(series.map((s) => [s.key, f.count(s.data[i]!)])) })),
    },
  };
}

const BANDS = ['low', 'medium', 'high', 'veryHigh'] as const;

function pdChart(c: DashboardCharts, t: Translate, f: Formats, theme: ChartTheme): DashboardChart {
  const names = c.pdBands.map((p) => (p.type === 'none' ? t('pdNone') : t(`pdClass.${p.type}`, { defaultValue: p.type })));
  const colors = { low: theme.severity.low, medium: theme.severity.medium, high: '#fa8c16', veryHigh: theme.severity.high };
  const series = BANDS.map((band) => ({ key: band, name: t(`band.${band}`), data: c.pdBands.map((p) => p[band]), color: colors[band] }));
  return stackedChart('pd', t('summary.chart.pd'), names, t('field.type'), series, f);
}

function savingsChart(c: DashboardCharts, t: Translate, f: Formats, theme: ChartTheme): DashboardChart {
  const months = c.savings.months;
  const costName = t('summary.series.savedCost', { currency: c.currency });
  const co2eName = t('summary.series.savedCo2e');
  const monthName = t('summary.series.fixedInMonth', { currency: c.currency });
  return {
    id: 'savings',
    title: t('summary.chart.savings'),
    option: {
      grid: baseGrid,
      legend: LEGEND,
      tooltip: {
        trigger: 'axis',
        formatter: escapedTooltipFormatter((v, p: TooltipParam) => (p.seriesIndex === 2 ? f.co2e(Number(v)) : f.money(Number(v)))),
      },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: [
        { type: 'value', axisLabel: { formatter: (v: number) => f.money(v) } },
        { type: 'value', splitLine: { show: false }, axisLabel: { formatter: (v: number) => f.co2e(v) } },
      ],
      series: [
        { name: monthName, type: 'bar', data: months.map((m) => m.fixed.costPerYear), itemStyle: { color: theme.fixed, opacity: 0.45 } },
        { name: costName, type: 'line', step: 'end', data: months.map((m) => m.cumulative.costPerYear), itemStyle: { color: theme.fixed }, showSymbol: months.length < 24 },
        { name: co2eName, type: 'line', yAxisIndex: 1, step: 'end', data: months.map((m) => m.cumulative.co2eKgPerYear), itemStyle: { color: theme.palette[0] }, lineStyle: { type: 'dashed' }, showSymbol: months.length < 24 },
      ],
    },
    table: {
      columns: [
        { key: 'month', title: t('summary.column.month') },
        { key: 'fixed', title: t('summary.series.fixedLeaks'), numeric: true },
        { key: 'month_cost', title: monthName, numeric: true },
        { key: 'cost', title: costName, numeric: true },
        { key: 'co2e', title: co2eName, numeric: true },
      ],
      rows: months.map((m) => ({ month: m.month, fixed: f.count(m.fixed.count), month_cost: f.money(m.fixed.costPerYear), cost: f.money(m.cumulative.costPerYear), co2e: f.co2e(m.cumulative.co2eKgPerYear) })),
    },
  };
}

/** Every chart of the dashboard, in page order. */
export function dashboardCharts(c: DashboardCharts, t: Translate, f: Formats, theme: ChartTheme): DashboardChart[] {
  const siteName = (g: Group) => (g.key ? t('summary.site', { id: g.key }) : t('summary.noSite'));
  const cameraName = (g: Group) => (g.label ? `${g.label} (${g.key})` : g.key);
  return [
    groupChart('gas', t('summary.chart.gas'), c.byGas, (g) => t(`gas.${g.key}`, { defaultValue: g.key }), t('field.gas'), t, f, theme, c.currency),
    groupChart('camera', t('summary.chart.camera'), c.byCamera, cameraName, t('field.camera'), t, f, theme, c.currency),
    groupChart('site', t('summary.chart.site'), c.bySite, siteName, t('summary.column.site'), t, f, theme, c.currency),
    sizesChart(c, t, f, theme),
    pdChart(c, t, f, theme),
    stackedChart(
      'mechanical',
      t('summary.chart.mechanical'),
      c.mechanical.map((m) => (m.label ? `${m.label} (${m.key})` : m.key)),
      t('field.camera'),
      [
        { key: 'possibleFault', name: t('summary.series.possibleFault'), data: c.mechanical.map((m) => m.possibleFault), color: theme.severity.high },
        { key: 'noFault', name: t('summary.series.noFault'), data: c.mechanical.map((m) => m.noFault), color: theme.severity.low },
      ],
      f,
    ),
    stackedChart(
      'openFixed',
      t('summary.chart.openFixed'),
      c.openFixed.map((m) => m.month),
      t('summary.column.month'),
      [
        { key: 'open', name: t('summary.series.open'), data: c.openFixed.map((m) => m.open), color: theme.open },
        { key: 'fixed', name: t('summary.series.fixed'), data: c.openFixed.map((m) => m.fixed), color: theme.fixed },
      ],
      f,
    ),
    savingsChart(c, t, f, theme),
  ];
}
