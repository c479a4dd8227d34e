export { HeatmapCanvas, type HeatmapCanvasProps, type HeatmapDrawMode, type HeatmapPlacement } from './HeatmapCanvas';
export { HeatmapView, type HeatmapViewProps, type HeatmapViewTexts } from './HeatmapView';
export { heatmapViewFromMeta, type HeatmapMetaFields, type HeatmapGeometry } from './heatmapViewFromMeta';
export { isolateLoudestSource } from './isolateLoudestSource';
export { renderHeatmap, type HeatmapRange } from './renderHeatmap';
export { JET, jetColormap } from './colormap';
export { HeatmapScale, type HeatmapScaleProps } from './HeatmapScale';
export { drawHeatmapScene, type HeatmapScene, type ScenePlacement } from './drawHeatmapScene';
