import type { BrandCode, BrandTheme } from 'brands';
import { BRANDS } from 'brands';
import { brand } from 'shared-core';

/**
 * One chart theme per edition: the series palette starts with the edition's primary
 * colour, text and axes use its font, and a few named colours keep their meaning on every chart
 * (open against fixed, the three severity bands). Registered with ECharts as `chart-<code>`.
 */
export interface ChartTheme {
  /** The name the theme is registered under in ECharts. */
  name: string;
  /** Series colours, in order. */
  palette: string[];
  /** Open leaks (still costing) and fixed leaks (saved). */
  open: string;
  fixed: string;
  /** Severity bands: below the low threshold, between the thresholds, above the high one. */
  severity: { low: string; medium: string; high: string };
  fontFamily: string;
  textColor: string;
  axisColor: string;
  splitColor: string;
  /** The theme object given to `echarts.registerTheme`. */
  echarts: Record<string, unknown>;
}

const TEXT = '#3c4652';
const AXIS = '#8c99a6';
const SPLIT = '#e6ebf0';
const SEVERITY = { low: '#52c41a', medium: '#faad14', high: '#f5222d' };

/** Series colours after each edition's primary colour: distinct hues, readable on white. */
const PALETTE_TAIL: Record<BrandCode, string[]> = {
  NL: ['#13a8a8', '#fa8c16', '#722ed1', '#eb2f96', '#52c41a', '#2f54eb', '#a0d911', '#8c8c8c'],
  FLIR: ['#1f1f1f', '#1677ff', '#13a8a8', '#eb2f96', '#52c41a', '#722ed1', '#fa541c', '#8c8c8c'],
  UE: ['#2b2d33', '#1677ff', '#13a8a8', '#faad14', '#52c41a', '#722ed1', '#eb2f96', '#8c8c8c'],
};

function themeFor(code: BrandCode, theme: BrandTheme): ChartTheme {
  const palette = [theme.colorPrimary, ...PALETTE_TAIL[code]];
  const axis = {
    axisLine: { show: true, lineStyle: { color: AXIS } },
    axisTick: { show: true, lineStyle: { color: AXIS } },
    axisLabel: { color: TEXT },
    splitLine: { show: true, lineStyle: { color: [SPLIT] } },
    nameTextStyle: { color: TEXT },
  };
  return {
    name: `chart-${code.toLowerCase()}`,
    palette,
    open: '#f5222d',
    fixed: '#52c41a',
    severity: SEVERITY,
    fontFamily: theme.fontFamily,
    textColor: TEXT,
    axisColor: AXIS,
    splitColor: SPLIT,
    echarts: {
      color: palette,
      backgroundColor: 'transparent',
      textStyle: { fontFamily: theme.fontFamily, color: TEXT },
      title: { textStyle: { color: TEXT, fontFamily: theme.fontFamily } },
      legend: { textStyle: { color: TEXT } },
      tooltip: { textStyle: { fontFamily: theme.fontFamily } },
      categoryAxis: { ...axis, splitLine: { show: false } },
      valueAxis: { ...axis, axisLine: { show: false }, axisTick: { show: false } },
      timeAxis: { ...axis, splitLine: { show: false } },
      logAxis: axis,
      toolbox: { iconStyle: { borderColor: AXIS }, emphasis: { iconStyle: { borderColor: theme.colorPrimary } } },
      dataZoom: { fillerColor: `${theme.colorPrimary}22`, handleStyle: { color: theme.colorPrimary } },
      bar: { itemStyle: { borderRadius: [Math.min(theme.borderRadius, 4), Math.min(theme.borderRadius, 4), 0, 0] } },
      line: { symbolSize: 6, smooth: false },
    },
  };
}

/** The chart theme of every edition, by edition code. */
export const CHART_THEMES: Record<BrandCode, ChartTheme> = {
  NL: themeFor('NL', BRANDS.NL.theme),
  FLIR: themeFor('FLIR', BRANDS.FLIR.theme),
  UE: themeFor('UE', BRANDS.UE.theme),
};

/** The chart theme of the running edition. */
export function useChartTheme(): ChartTheme {
  return CHART_THEMES[brand.code];
}
