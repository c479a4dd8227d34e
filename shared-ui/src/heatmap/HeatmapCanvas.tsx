import { useEffect, useRef, useState } from 'react';
import { DEFAULT_BRIGHTNESS, HEATMAP_CANVAS } from 'shared-core';
import { renderHeatmap, type HeatmapRange } from './renderHeatmap';

export interface HeatmapPlacement {
  /** Offsets as fractions of the canvas (meta heatmap offsets). */
  offsetX: number;
  offsetY: number;
  rotationDeg: number;
  /** 1 + the meta's heatmap scale minus one. */
  scale: number;
}

export interface HeatmapCanvasProps {
  /** The photo (a URL the browser can load). */
  pictureUrl: string;
  /** One frame of the source grid, row-major. */
  frame: Float32Array | null;
  gridWidth: number;
  gridHeight: number;
  range: HeatmapRange;
  /** Darkening of the photo under the heatmap, 0..1 (default 0.2). */
  brightness?: number;
  /** Hide the heatmap (max level below the filter threshold and not asked to show it). */
  hidden?: boolean;
  placement?: HeatmapPlacement;
  /** Called when the photo cannot be loaded (failed to load heatmap image). */
  onPictureError?: () => void;
  /** Accessible description of the image. */
  label: string;
}

const NO_PLACEMENT: HeatmapPlacement = { offsetX: 0, offsetY: 0, rotationDeg: 0, scale: 1 };

/**
 * The heatmap over the photo (spec 000 sections 2, 4, 9): the 110x110 grid is coloured into a
 * small bitmap and scaled onto the 800x480 canvas by the GPU (bilinear), so moving the
 * dynamic-range slider redraws within a frame.
 */
export function HeatmapCanvas({ pictureUrl, frame, gridWidth, gridHeight, range, brightness = DEFAULT_BRIGHTNESS, hidden, placement = NO_PLACEMENT, onPictureError, label }: HeatmapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gridRef = useRef<HTMLCanvasElement | null>(null);
  const pixelsRef = useRef<Uint8ClampedArray<ArrayBuffer> | null>(null);
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => setPicture(image);
    image.onerror = () => onPictureError?.();
    image.src = pictureUrl;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [pictureUrl, onPictureError]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const { width, height } = canvas;
    context.clearRect(0, 0, width, height);
    if (picture) context.drawImage(picture, 0, 0, width, height);
    context.fillStyle = `rgba(0, 0, 0, ${brightness})`;
    context.fillRect(0, 0, width, height);
    if (!frame || hidden) return;

    gridRef.current ??= document.createElement('canvas');
    const grid = gridRef.current;
    grid.width = gridWidth;
    grid.height = gridHeight;
    const gridContext = grid.getContext('2d');
    if (!gridContext) return;
    if (pixelsRef.current?.length !== gridWidth * gridHeight * 4) pixelsRef.current = new Uint8ClampedArray(gridWidth * gridHeight * 4);
    const pixels = renderHeatmap(frame, range, pixelsRef.current);
    gridContext.putImageData(new ImageData(pixels, gridWidth, gridHeight), 0, 0);

    context.save();
    context.imageSmoothingEnabled = true;
    context.translate(width / 2 + placement.offsetX * width, height / 2 + placement.offsetY * height);
    context.rotate((placement.rotationDeg * Math.PI) / 180);
    context.scale(placement.scale, placement.scale);
    context.drawImage(grid, -width / 2, -height / 2, width, height);
    context.restore();
  }, [picture, frame, gridWidth, gridHeight, range, brightness, hidden, placement]);

  return (
    <canvas
      ref={canvasRef}
      width={HEATMAP_CANVAS.width}
      height={HEATMAP_CANVAS.height}
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', aspectRatio: `${HEATMAP_CANVAS.width} / ${HEATMAP_CANVAS.height}`, background: '#111', display: 'block' }}
    />
  );
}
