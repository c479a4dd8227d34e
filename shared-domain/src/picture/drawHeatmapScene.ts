/// <reference lib="dom" />
// Canvas 2D drawing: the DOM library's canvas types, in a browser and on a Node canvas alike.
import { isolateLoudestSource, renderHeatmap, type HeatmapRange } from '../analysis';

/** Where the heatmap goes over the photo (see heatmapViewFromMeta). */
export interface ScenePlacement {
  offsetX: number;
  offsetY: number;
  rotationDeg: number;
  scale: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type GridCanvas = HTMLCanvasElement | OffscreenCanvas;

/** What {@link drawHeatmapScene} draws. */
export interface HeatmapScene {
  /** The photo (or a video frame); nothing drawn under the heatmap when null. */
  under: CanvasImageSource | null | undefined;
  /** One frame of the source grid (dB), or null for the photo alone. */
  frame: ArrayLike<number> | null;
  gridWidth: number;
  gridHeight: number;
  range: HeatmapRange;
  /** Darkening of the photo, 0..1. */
  brightness: number;
  mode: 'multi' | 'single';
  placement: ScenePlacement;
  viewZoom: number;
  /** A small canvas of the grid's size, reused between draws. */
  grid: GridCanvas;
  /** Buffers reused between draws (a slider redraws every frame). */
  buffers?: { image: { current: ImageData | null }; isolated: { current: Float32Array | null } };
  /**
   * The colouring, when given: shared-core's own functions and colour map, handed in by a worker
   * that is built from this function's source text (the bulk PNG export), where module imports
   * do not exist. Without it, the imported ones.
   */
  colour?: HeatmapColouring;
}

/** shared-core's colouring, as a worker hands it to {@link drawHeatmapScene}. */
export interface HeatmapColouring {
  renderHeatmap: typeof renderHeatmap;
  isolateLoudestSource: typeof isolateLoudestSource;
  lut: ArrayLike<number>;
}

/**
 * Draws what the detail shows (spec 000 sections 2, 4, 9) into a `width` x `height` area of
 * `context`: the photo zoomed by the view zoom, darkened by the brightness, then the heatmap
 * coloured with the dynamic range and scaled (bilinear) to the area with the meta's placement,
 * all sources or only the loudest. The detail's canvas and the exported PNGs both draw with it,
 * so an export shows exactly what the detail does. Self-contained when `scene.colour` is given
 * (it refers to nothing else outside its body): the bulk PNG worker runs it from its source text.
 */
export function drawHeatmapScene(context: Context2D, width: number, height: number, scene: HeatmapScene): void {
  const { under, frame, gridWidth, gridHeight, range, brightness, mode, placement, viewZoom, grid } = scene;
  context.clearRect(0, 0, width, height);
  context.save();
  // The view zoom applies to photo and heatmap alike, so they stay aligned.
  context.translate(width / 2, height / 2);
  context.scale(viewZoom, viewZoom);
  context.translate(-width / 2, -height / 2);
  if (under) context.drawImage(under, 0, 0, width, height);
  context.restore();
  context.fillStyle = `rgba(0, 0, 0, ${brightness})`;
  context.fillRect(0, 0, width, height);
  if (!frame || gridWidth <= 0 || gridHeight <= 0) return;

  if (grid.width !== gridWidth) grid.width = gridWidth;
  if (grid.height !== gridHeight) grid.height = gridHeight;
  const gridContext = grid.getContext('2d') as Context2D | null;
  if (!gridContext) return;
  const buffers = scene.buffers ?? { image: { current: null }, isolated: { current: null } };
  const colour = scene.colour;
  if (buffers.image.current?.width !== gridWidth || buffers.image.current.height !== gridHeight) buffers.image.current = gridContext.createImageData(gridWidth, gridHeight);
  let levels = frame;
  if (mode === 'single') {
    if (buffers.isolated.current?.length !== frame.length) buffers.isolated.current = new Float32Array(frame.length);
    levels = (colour ? colour.isolateLoudestSource : isolateLoudestSource)(frame, gridWidth, gridHeight, range.min, buffers.isolated.current);
  }
  const pixels = buffers.image.current.data as Uint8ClampedArray<ArrayBuffer>;
  if (colour) colour.renderHeatmap(levels, range, pixels, colour.lut);
  else renderHeatmap(levels, range, pixels);
  gridContext.putImageData(buffers.image.current, 0, 0);

  context.save();
  context.imageSmoothingEnabled = true;
  context.translate(width / 2, height / 2);
  context.scale(viewZoom, viewZoom);
  context.translate(placement.offsetX * width, placement.offsetY * height);
  context.rotate((placement.rotationDeg * Math.PI) / 180);
  context.scale(placement.scale, placement.scale);
  context.drawImage(grid, -width / 2, -height / 2, width, height);
  context.restore();
}
