export { HeatmapCanvas, type HeatmapCanvasProps, type HeatmapPlacement } from './HeatmapCanvas';
export { renderHeatmap, type HeatmapRange } from './renderHeatmap';
export { JET, jetColormap } from './colormap';
