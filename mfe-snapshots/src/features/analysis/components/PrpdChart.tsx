import { useMemo } from 'react';
import type { Pattern } from 'shared-core';
import { Chart, useChartTheme } from 'shared-ui';

export interface PrpdChartProps {
  pattern: Pattern;
  /** Accessible name of the chart. */
  label: string;
  phaseAxis: string;
  levelAxis: string;
}

/** Above this many pulses the scatter draws in ECharts' large mode (one path, no per-point hover). */
const LARGE_THRESHOLD = 2000;

/** The plot's option: pulses over phase and level, and a dashed sine for the supply voltage's phase. */
export function prpdOption(pattern: Pattern, phaseAxis: string, levelAxis: string, color: string) {
  const count = Math.min(pattern.xValues.length, pattern.yValues.length);
  // A flat typed array [x0, y0, x1, y1...]: what large mode reads fastest.
  const points = new Float64Array(count * 2);
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < count; i++) {
    const level = pattern.yValues[i]!;
    points[i * 2] = pattern.xValues[i]!;
    points[i * 2 + 1] = level;
    if (level < low) low = level;
    if (level > high) high = level;
  }
  if (!count) {
    low = 0;
    high = 1;
  }
  const mid = (low + high) / 2;
  const amplitude = Math.max(1, (high - low) / 2);
  const cycle = pattern.cycleLength || 360;
  const sine = Array.from({ length: 73 }, (_, i) => [(i * cycle) / 72, mid + amplitude * Math.sin((i * 5 * Math.PI) / 180)]);
  return {
    grid: { left: 48, right: 16, top: 16, bottom: 40 },
    tooltip: { show: false },
    xAxis: { type: 'value', min: 0, max: cycle, interval: cycle / 4, name: phaseAxis, nameLocation: 'middle', nameGap: 26, splitLine: { show: false } },
    yAxis: { type: 'value', scale: true, name: levelAxis, nameLocation: 'middle', nameGap: 36 },
    series: [
      {
        type: 'scatter',
        large: true,
        largeThreshold: LARGE_THRESHOLD,
        symbolSize: 3,
        data: points,
        dimensions: ['x', 'y'],
        itemStyle: { color, opacity: 0.7 },
        silent: count > LARGE_THRESHOLD,
      },
      { type: 'line', data: sine, showSymbol: false, silent: true, lineStyle: { color: '#8c8c8c', type: 'dashed' } },
    ],
  };
}

/**
 * The PRPD plot (spec 000 section 2) on the shared chart layer: pulses as points over phase
 * (0 to 360°) and level, and a sine for the supply voltage's phase. Large patterns (100,000
 * pulses) draw in ECharts' large mode. Below the detail's first screen, it loads ECharts and
 * draws as it comes near, so ECharts adds no long task to the detail's load.
 */
export function PrpdChart({ pattern, label, phaseAxis, levelAxis }: PrpdChartProps) {
  const theme = useChartTheme();
  const option = useMemo(() => prpdOption(pattern, phaseAxis, levelAxis, theme.open), [pattern, phaseAxis, levelAxis, theme.open]);
  return <Chart option={option} height={260} ariaLabel={label} testId="prpd-chart" whenNear />;
}
