// Public surface of shared-ui. Import only from 'shared-ui'.
export { PlatformProviders } from './PlatformProviders';
export { AreaPage } from './AreaPage';
export { useIsPhone } from 'shared-core';
export { renderStandalone } from './StandaloneArea';
export { useSnackbar, type SnackbarLength } from './useSnackbar';
export { LazyTooltip } from './LazyTooltip';
export { onDemand, useOpenedOnce } from './onDemand';
export { SnapshotCard, type SnapshotCardProps } from './snapshot-card/SnapshotCard';
export {
  HeatmapCanvas,
  HeatmapView,
  heatmapViewFromMeta,
  isolateLoudestSource,
  JET,
  jetColormap,
  renderHeatmap,
  type HeatmapCanvasProps,
  type HeatmapDrawMode,
  type HeatmapGeometry,
  type HeatmapMetaFields,
  type HeatmapPlacement,
  type HeatmapRange,
  type HeatmapViewProps,
  type HeatmapViewTexts,
} from './heatmap';
export { drawHeatmapScene, HeatmapScale, type HeatmapColouring, type HeatmapScene, type HeatmapScaleProps, type ScenePlacement } from './heatmap';
export { OfflineMap, type MapPoint, type MapRoutePoint, type OfflineMapProps } from './map';
export { downloadBlob } from './download/downloadBlob';
export {
  Chart,
  CHART_THEMES,
  chartTooltipText,
  escapedTooltipFormatter,
  escapeHtml,
  useChartTheme,
  type ChartOption,
  type ChartProps,
  type ChartTheme,
  type ChartTooltipRow,
  type TooltipParam,
} from './charts';
