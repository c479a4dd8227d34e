export { HeatmapCanvas, type HeatmapCanvasProps, type HeatmapDrawMode, type HeatmapPlacement } from './HeatmapCanvas';
export { HeatmapView, type HeatmapViewProps, type HeatmapViewTexts } from './HeatmapView';
// The pure colouring lives in shared-core (the api-server and the bulk PNG worker use it too).
export { isolateLoudestSource, renderHeatmap, JET, jetColormap, heatmapViewFromMeta, type HeatmapRange, type HeatmapMetaFields, type HeatmapGeometry } from 'shared-core';
export { HeatmapScale, type HeatmapScaleProps } from './HeatmapScale';
// The scene drawing is framework-free: shared-core's (the api-server draws Excel pictures with it).
export { drawHeatmapScene, type HeatmapColouring, type HeatmapScene, type ScenePlacement } from 'shared-domain/picture';
