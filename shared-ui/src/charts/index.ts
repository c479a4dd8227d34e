export { Chart, type ChartOption, type ChartProps } from './Chart';
export { CHART_THEMES, useChartTheme, type ChartTheme } from './chartTheme';
export { chartTooltipText, escapedTooltipFormatter, escapeHtml, type ChartTooltipRow, type TooltipParam } from './tooltip';
