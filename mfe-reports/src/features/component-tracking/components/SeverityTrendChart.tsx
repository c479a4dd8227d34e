import { useMemo } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { TREND_WINDOW, type Component, type ComponentKind } from 'shared-core';
import { Chart, chartTooltipText, useChartTheme, type ChartOption, type ChartTheme, type TooltipParam } from 'shared-ui';
import type { FigureFormat } from '../state/figures';
import { trendPlan, trendRows, type TrendPlan, type TrendRow } from '../state/trendPlan';
import { useFigureFormat } from '../state/useFigureFormat';

/** Height of the trend chart, px. */
const CHART_HEIGHT = 300;

/** Series colours: the measures in palette order; the fitted line and repairs in their own. */
function colours(theme: ChartTheme) {
  return { measure: (i: number) => theme.palette[i % theme.palette.length]!, fit: theme.severity.high, fix: theme.fixed };
}

function chartOption(component: Component & { kind: ComponentKind }, rows: TrendRow[], plan: TrendPlan, f: FigureFormat, theme: ChartTheme): ChartOption {
  const { t, language } = f;
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const colour = colours(theme);
  const names = { fit: t('component.chart.fit', { window: TREND_WINDOW }), fix: t('component.chart.fix') };
  const fixes = rows.filter((r) => r.fixed);
  const line = component.trendLine;
  const series: Record<string, unknown>[] = plan.measures.map((m, i) => ({
    name: m.name,
    type: 'line',
    yAxisIndex: m.axis,
    data: rows.map((r, j) => [r.time, m.values[j]]),
    // The PD band: an invisible line at the minimum, and the span up to the maximum stacked on it.
    ...(m.band ? { stack: 'band', lineStyle: { color: colour.measure(0), width: 1 }, itemStyle: { color: colour.measure(0) } } : { itemStyle: { color: colour.measure(i) } }),
    ...(m.band === 'max' ? { areaStyle: { color: colour.measure(0), opacity: 0.25 } } : {}),
    symbolSize: 5,
    connectNulls: false,
  }));
  series.push({
    name: names.fit,
    type: 'line',
    data: line ? [[Date.parse(line.from.created_date), plan.trendValue(line.from.value)], [Date.parse(line.to.created_date), plan.trendValue(line.to.value)]] : [],
    lineStyle: { type: 'dashed', width: 2, color: colour.fit },
    itemStyle: { color: colour.fit },
    symbol: 'none',
    tooltip: { show: false },
  });
  // A repair is a step, not a trend: each snapshot marked fixed gets a mark and a line across the chart.
  series.push({
    name: names.fix,
    type: 'scatter',
    data: fixes.map((r) => [r.time, plan.primary(r)]),
    symbol: 'diamond',
    symbolSize: 12,
    itemStyle: { color: colour.fix },
    markLine: { symbol: 'none', silent: true, label: { show: false }, lineStyle: { type: 'dotted', color: colour.fix }, data: fixes.map((r) => ({ xAxis: r.time })) },
  });
  return {
    grid: { left: 56, right: plan.axes.length > 1 ? 64 : 16, top: 48, bottom: 32 },
    // Scrolls rather than overlapping the download button on a phone.
    legend: { type: 'scroll', top: 0, left: 0, right: 32, data: [...plan.measures.map((m) => m.name), names.fit, ...(fixes.length ? [names.fix] : [])] },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: TooltipParam | TooltipParam[]) => {
        const first = (Array.isArray(params) ? params[0] : params) as (TooltipParam & { axisValue?: number }) | undefined;
        const time = first?.axisValue ?? (Array.isArray(first?.value) ? Number(first.value[0]) : undefined);
        const index = rows.findIndex((r) => r.time === time);
        const row = rows[index];
        if (!row) return '';
        return chartTooltipText(`${component.name} · ${dateTime.format(row.time)}`, [
          ...plan.measures.flatMap((m, i) => {
            const value = m.values[index];
            return value === null || value === undefined ? [] : [{ label: m.name, value: m.format(value, row), color: colour.measure(m.band ? 0 : i) }];
          }),
          ...plan.notes(row),
          ...(row.fixed ? [{ label: names.fix, value: t('component.chart.fixedYes'), color: colour.fix }] : []),
          { label: t('component.chart.snapshot'), value: `#${row.snapshotId}` },
        ]);
      },
    },
    // Labels that would overlap (a phone's width) are left out rather than drawn over each other.
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: plan.axes.map((axis, i) => ({ type: 'value', name: axis.name, min: axis.min, max: axis.max, position: i ? 'right' : 'left', splitLine: { show: i === 0 }, axisLabel: { formatter: axis.format } })),
    series,
  };
}

/**
 * A component's measurements over time, by its type (spec 001 section 2): the type's
 * own measures with their unit on the axis, the line the server read the trend from, and each
 * repair (a snapshot marked fixed) marked as a step. Tooltips are built with the escaping helper:
 * the component name is the user's text. Without a 2D canvas, the same data as a table.
 */
export function SeverityTrendChart({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const format = useFigureFormat();
  const theme = useChartTheme();
  const rows = useMemo(() => trendRows(component.history), [component.history]);
  const kind = component.kind;
  const plan = useMemo(() => (kind ? trendPlan(kind, rows, format) : null), [kind, rows, format]);
  const option = useMemo(() => (plan && kind ? chartOption({ ...component, kind }, rows, plan, format, theme) : null), [component, kind, rows, plan, format, theme]);

  if (rows.length < 2 || !plan || !option || !kind) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('component.chart.tooFew')} />;
  const dateTime = new Intl.DateTimeFormat(format.language, { dateStyle: 'medium', timeStyle: 'short' });
  const table = (
    <Table
      size="small"
      pagination={false}
      dataSource={[...rows].reverse()}
      columns={[
        { title: t('component.chart.date'), key: 'time', render: (_: unknown, row: TrendRow) => dateTime.format(row.time) },
        ...plan.measures.map((m, i) => ({
          title: m.name,
          key: `m${i}`,
          render: (_: unknown, row: TrendRow) => {
            const value = m.values[rows.indexOf(row)];
            return value === null || value === undefined ? '' : m.format(value, row);
          },
        })),
        { title: t('component.chart.fix'), key: 'fixed', render: (_: unknown, row: TrendRow) => (row.fixed ? t('component.chart.fixedYes') : '') },
      ]}
    />
  );
  return (
    <Chart
      option={option}
      height={CHART_HEIGHT}
      ariaLabel={t(`component.chart.labelKind.${kind}`, { name: component.name })}
      testId="component-trend-chart"
      download={{ fileName: `component-${component.id}-${kind}`, title: t('component.chart.download') }}
      fallback={table}
    />
  );
}
