import { useEffect, useRef } from 'react';
import { DEFAULT_BRIGHTNESS, HEATMAP_CANVAS, type HeatmapPlacement, type HeatmapRange } from 'shared-core';
import { drawHeatmapScene } from 'shared-domain/picture';

export type { HeatmapPlacement };

/** Multi draws every source above the floor; single only the loudest one (spec 000 section 3). */
export type HeatmapDrawMode = 'multi' | 'single';

export interface HeatmapCanvasProps {
  /** The photo (a URL the browser can load), shown under the canvas. Ignored when `background` is given. */
  pictureUrl?: string;
  /** Something already loaded to draw under the heatmap instead of the photo (a video element, a bitmap). */
  background?: CanvasImageSource | null;
  /** One frame of the source grid, row-major, top row first, in the unit of `range` (dB SPL). */
  frame: ArrayLike<number> | null;
  gridWidth: number;
  gridHeight: number;
  /** Colour range: `min` is the dynamic range (floor, transparent at or below), `max` the top colour. */
  range: HeatmapRange;
  /** Darkening of the photo under the heatmap, 0..1 (default 0.2). */
  brightness?: number;
  /** Hide the heatmap (max level below the filter threshold and not asked to show it). */
  hidden?: boolean;
  /** Default multi. */
  mode?: HeatmapDrawMode;
  placement?: HeatmapPlacement;
  /** Zoom of photo and heatmap together around the centre (see heatmapViewFromMeta); default 1. */
  viewZoom?: number;
  /** Called when the photo cannot be loaded (failed to load heatmap image). */
  onPictureError?: () => void;
  /** Accessible description of the image. */
  label: string;
}

const NO_PLACEMENT: HeatmapPlacement = { offsetX: 0, offsetY: 0, rotationDeg: 0, scale: 1 };

/**
 * The heatmap over the photo (spec 000 sections 2, 4, 9): the 110x110 grid is coloured into a
 * small bitmap and scaled onto the 800x480 canvas by the GPU (bilinear), so moving the
 * dynamic-range slider redraws within a frame. The photo, under the canvas, is darkened by
 * `brightness` first. The canvas draws exactly what drawHeatmapScene draws for an export.
 */
export function HeatmapCanvas({
  pictureUrl,
  background,
  frame,
  gridWidth,
  gridHeight,
  range,
  brightness = DEFAULT_BRIGHTNESS,
  hidden,
  mode = 'multi',
  placement = NO_PLACEMENT,
  viewZoom = 1,
  onPictureError,
  label,
}: HeatmapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gridRef = useRef<HTMLCanvasElement | null>(null);
  const imageRef = useRef<ImageData | null>(null);
  const isolatedRef = useRef<Float32Array | null>(null);
  // The photo is an <img> under the canvas, which draws the darkening and the heatmap only:
  // the browser paints the photo as it arrives, without waiting for a script to
  // decode and draw it, and the photo, the detail's main content, is what its largest paint
  // measures. A video frame or bitmap (`background`) is still drawn into the canvas.
  const photo = background ? undefined : pictureUrl;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    gridRef.current ??= document.createElement('canvas');
    drawHeatmapScene(context, canvas.width, canvas.height, {
      under: background,
      frame: hidden ? null : frame,
      gridWidth,
      gridHeight,
      range,
      brightness,
      mode,
      placement,
      viewZoom,
      grid: gridRef.current,
      buffers: { image: imageRef, isolated: isolatedRef },
    });
  }, [background, frame, gridWidth, gridHeight, range, brightness, hidden, mode, placement, viewZoom]);

  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: `${HEATMAP_CANVAS.width} / ${HEATMAP_CANVAS.height}`, background: '#111', overflow: 'hidden' }}>
      {photo && (
        <img
          src={photo}
          alt=""
          draggable={false}
          fetchPriority="high"
          onError={onPictureError}
          // Stretched to the canvas and zoomed around its centre, as drawHeatmapScene draws it.
          style={{ ...LAYER, objectFit: 'fill', transform: viewZoom === 1 ? undefined : `scale(${viewZoom})` }}
        />
      )}
      <canvas ref={canvasRef} width={HEATMAP_CANVAS.width} height={HEATMAP_CANVAS.height} role="img" aria-label={label} style={LAYER} />
    </div>
  );
}

const LAYER = { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' } as const;
