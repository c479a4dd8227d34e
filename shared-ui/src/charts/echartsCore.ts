/**
 * ECharts on its tree-shakable core, with only what the platform's charts use. This module is
 * loaded on the first chart a page draws (Chart.tsx imports it lazily), so ECharts never enters
 * a page's first load.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEMES } from './chartTheme';

echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  ToolboxComponent,
  DatasetComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

for (const theme of Object.values(CHART_THEMES)) echarts.registerTheme(theme.name, theme.echarts);

export { echarts };
