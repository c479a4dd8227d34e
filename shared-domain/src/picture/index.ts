// Drawing a snapshot's picture (framework-free canvas code): the detail's heatmap scene, and the
// picture with its dB scale and caption that the bulk PNG export and the Excel export share.
export { drawHeatmapScene, type HeatmapColouring, type HeatmapScene, type ScenePlacement } from './drawHeatmapScene';
export { BAND_PX, drawSnapshotPng, exportRange, pngJobOf, type PictureDetail, type PngJob, type PngTools, type SnapshotPngInput } from './snapshotPicture';
