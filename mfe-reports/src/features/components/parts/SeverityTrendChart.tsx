import { useMemo } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fitSeverityTrend, severityBand, TREND_WINDOW, type Component } from 'shared-core';
import { formatPercent } from '../state/formatPercent';
import { Chart, chartTooltipText, useChartTheme, type ChartOption, type TooltipParam } from 'shared-ui';

/** Height of the trend chart, px. */
const CHART_HEIGHT = 300;

/** The history as rows (the table view, and the chart's data by index). */
function rowsOf(component: Component) {
  return component.history.map((h) => ({ key: h.snapshotId, snapshotId: h.snapshotId, time: Date.parse(h.created_date), min: h.min, max: h.max }));
}

/**
 * The severity over time (spec 001 section 2, "severity trend"): the band from minimum to
 * maximum severity of every measured snapshot, and the fitted line the trend is read from
 * (shared-core `fitSeverityTrend`, the rule the server's trend uses) over the last
 * {@link TREND_WINDOW} snapshots. Tooltips are built with the escaping helper: the component
 * name is the user's text.
 */
export function SeverityTrendChart({ component }: { component: Component }) {
  const { t, i18n } = useTranslation('reports');
  const theme = useChartTheme();
  const rows = useMemo(() => rowsOf(component), [component]);
  const option = useMemo<ChartOption>(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const fit = fitSeverityTrend(rows.map((r) => ({ timeMs: r.time, meanPct: (r.min + r.max) / 2 })));
    const percent = (v: number) => formatPercent(v, i18n.language);
    const names = { min: t('component.chart.min'), max: t('component.chart.max'), fit: t('component.chart.fit', { window: TREND_WINDOW }) };
    const bandColour = theme.palette[0];
    return {
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      // Scrolls rather than overlapping the download button on a phone.
      legend: { type: 'scroll', top: 0, left: 0, right: 32, data: [names.max, names.min, names.fit] },
      tooltip: {
        trigger: 'axis',
        confine: true,
        formatter: (params: TooltipParam | TooltipParam[]) => {
          const first = (Array.isArray(params) ? params[0] : params) as (TooltipParam & { dataIndex?: number }) | undefined;
          const row = first?.dataIndex === undefined ? undefined : rows[first.dataIndex];
          if (!row) return '';
          return chartTooltipText(`${component.name} · ${dateTime.format(row.time)}`, [
            { label: names.max, value: percent(row.max), color: bandColour },
            { label: names.min, value: percent(row.min), color: bandColour },
            { label: t('component.chart.band'), value: t(`band.${severityBand(row.min, row.max)}`) },
            { label: t('component.chart.snapshot'), value: `#${row.snapshotId}` },
          ]);
        },
      },
      // Labels that would overlap (a phone's width) are left out rather than drawn over each other.
      xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (v: number) => formatPercent(v, i18n.language) } },
      series: [
        // The band: an invisible line at the minimum, and the span up to the maximum stacked on it.
        { name: names.min, type: 'line', stack: 'band', data: rows.map((r) => [r.time, r.min]), lineStyle: { color: bandColour, width: 1 }, itemStyle: { color: bandColour }, symbolSize: 5 },
        {
          name: names.max,
          type: 'line',
          stack: 'band',
          data: rows.map((r) => [r.time, r.max - r.min]),
          lineStyle: { color: bandColour, width: 1 },
          itemStyle: { color: bandColour },
          areaStyle: { color: bandColour, opacity: 0.25 },
          symbolSize: 5,
        },
        {
          name: names.fit,
          type: 'line',
          data: fit.from === null || fit.to === null ? [] : [[fit.window[0]!.timeMs, fit.from], [fit.window[fit.window.length - 1]!.timeMs, fit.to]],
          lineStyle: { type: 'dashed', width: 2, color: theme.severity.high },
          itemStyle: { color: theme.severity.high },
          symbol: 'none',
          tooltip: { show: false },
        },
      ],
    };
  }, [rows, component.name, i18n.language, t, theme]);

  if (rows.length < 2) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('component.chart.tooFew')} />;
  const table = (
    <Table
      size="small"
      pagination={false}
      dataSource={[...rows].reverse()}
      columns={[
        { title: t('component.chart.date'), dataIndex: 'time', render: (time: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(time) },
        { title: t('component.chart.min'), dataIndex: 'min', render: (v: number) => formatPercent(v, i18n.language) },
        { title: t('component.chart.max'), dataIndex: 'max', render: (v: number) => formatPercent(v, i18n.language) },
      ]}
    />
  );
  return (
    <Chart
      option={option}
      height={CHART_HEIGHT}
      ariaLabel={t('component.chart.label', { name: component.name })}
      testId="component-trend-chart"
      download={{ fileName: `component-${component.id}-severity`, title: t('component.chart.download') }}
      fallback={table}
    />
  );
}
