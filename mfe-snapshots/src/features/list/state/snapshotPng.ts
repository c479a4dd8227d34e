import { isolateLoudestSource, JET, renderHeatmap } from 'shared-core';
import { drawHeatmapScene, type PngTools } from 'shared-domain/picture';

// The job of one PNG is built as the api-server builds its Excel pictures (shared-core picture).
export { BAND_PX, exportRange, pngJobOf, type SnapshotPngInput } from 'shared-domain/picture';

/** The page's tools, where OffscreenCanvas is missing (the fallback of the PNG worker). */
export function pagePngTools(): PngTools {
  return {
    canvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
    encode: (canvas) =>
      new Promise<Blob>((resolve, reject) => (canvas as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png')),
    decode: (photo) => createImageBitmap(photo),
    drawHeatmapScene,
    colour: { renderHeatmap, isolateLoudestSource, lut: JET },
  };
}
