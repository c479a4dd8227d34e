import { Raster } from './raster';
import { createRng } from './rng';
import { drawMotor } from './sceneMotor';
import { drawPipes } from './scenePipes';
import { drawSwitchgear } from './sceneSwitchgear';
import type { ScenePoint } from './sceneTypes';

/**
 * Deterministic synthetic "photos" for snapshots: an industrial scene drawn with simple shapes
 * and shading, with a plausible object (a pipe fitting, an insulator, a bearing cover) under each
 * sound source. Encode the pixels with `encodeJpeg` (photos), `encodePng` or `encodeBmp`.
 */

export { encodeBmp } from './bmp';
export { encodePng, encodePngRgba, PNG_SIGNATURE, readPngSize } from './png';
export type { ScenePoint } from './sceneTypes';

/** Scene kinds: leak (pipes), partial discharge (switchgear), mechanical (motor). */
export type SceneKind = 'pipes' | 'switchgear' | 'motor';

/** Input of {@link renderScene}. */
export interface SceneInput {
  seed: number | string;
  kind: SceneKind;
  /** Picture size, px; default 800 × 480 (the heatmap canvas, spec 000 §9). */
  width?: number;
  height?: number;
  /**
   * Sound sources as fractions of the picture (the heatmap grid is stretched over the picture, so
   * these are the heatmap source positions). Pipes put each source on a pipe between 10 % and
   * 80 % of the height.
   */
  sources?: readonly ScenePoint[];
}

const clampPoint = ({ x, y }: ScenePoint): ScenePoint => ({ x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) });

/** Renders a scene to RGB pixels (3 bytes per pixel, rows top to bottom); same input → same bytes. */
export function renderScene({ seed, kind, width = 800, height = 480, sources = [] }: SceneInput): Uint8Array {
  const raster = new Raster(width, height);
  const rng = createRng(`${kind}:${seed}`);
  const points = sources.map(clampPoint);
  if (kind === 'pipes') drawPipes(raster, rng, points);
  else if (kind === 'switchgear') drawSwitchgear(raster, rng, points);
  else drawMotor(raster, rng, points);
  raster.finish(rng);
  return raster.data;
}
