import { Raster, shade, type Rgb } from './raster';
import type { Rng } from './rng';
import type { ScenePoint } from './sceneTypes';

const MOTOR_COLOURS: readonly Rgb[] = [
  [30, 75, 140],
  [120, 125, 130],
  [60, 110, 80],
];
const STEEL: Rgb = [160, 163, 168];
const DARK: Rgb = [60, 62, 66];

/** A bearing end cover: a ring with six bolts and a grease nipple, centred on the source. */
function bearingCover(r: Raster, cx: number, cy: number, radius: number): void {
  r.dome(cx, cy, radius, [95, 100, 106]);
  r.circle(cx, cy, radius, DARK, radius - 3);
  for (let k = 0; k < 6; k += 1) {
    const a = (k * Math.PI) / 3;
    r.dome(cx + Math.cos(a) * radius * 0.72, cy + Math.sin(a) * radius * 0.72, 2.5, [70, 72, 75]);
  }
  r.dome(cx, cy - radius - 4, 3, [220, 180, 30]);
}

/** Motor-pump set on a base frame; every source gets a bearing cover. */
export function drawMotor(r: Raster, rng: Rng, sources: readonly ScenePoint[]): void {
  const { width: w, height: h } = r;
  const floorY = Math.round(0.8 * h);
  r.rect(0, 0, w, floorY, [150, 160, 150], [120, 128, 120]);
  r.rect(0, 0.6 * h, w, floorY - 0.6 * h, [100, 110, 100]);
  r.rect(0, floorY, w, h - floorY, [120, 118, 112], [85, 84, 80]);
  r.rect(0, h - 0.08 * h, w, 8, [215, 180, 40]);
  const colour = rng.pick(MOTOR_COLOURS);
  const my = 0.5 * h;
  const radius = 0.17 * h;
  const x0 = 0.18 * w;
  const x1 = 0.55 * w;
  // conduit to the terminal box, base frame and feet
  r.cylinder(x0 + 0.15 * w, 0, 10, my - radius, [90, 92, 96], 'v');
  r.cylinder(0.1 * w, floorY - 0.04 * h, 0.8 * w, 0.05 * h, [70, 72, 75]);
  r.rect(x0 + 20, my + radius - 4, 40, floorY - 0.04 * h - my - radius + 4, shade(colour, 0.6));
  r.rect(x1 - 60, my + radius - 4, 40, floorY - 0.04 * h - my - radius + 4, shade(colour, 0.6));
  // fan cover, body with fins, end bell, terminal box
  r.cylinder(x0 - 0.07 * w, my - radius * 0.9, 0.07 * w, radius * 1.8, shade(colour, 0.85));
  for (let x = x0 - 0.07 * w + 4; x < x0; x += 6) r.rect(x, my - radius * 0.9, 1, radius * 1.8, shade(colour, 0.5));
  r.cylinder(x0, my - radius, x1 - x0, 2 * radius, colour);
  for (let x = x0 + 8; x < x1 - 6; x += 9) r.cylinder(x, my - radius, 2, 2 * radius, shade(colour, 0.65));
  r.cylinder(x1, my - radius * 0.8, 0.04 * w, radius * 1.6, shade(colour, 0.9));
  r.cylinder(x0 + 0.12 * w, my - radius - 0.07 * h, 0.08 * w, 0.07 * h + 4, shade(colour, 0.95));
  r.rect(x0 + 0.13 * w, my - radius - 0.05 * h, 0.06 * w, 3, [235, 235, 230]);
  // shaft, coupling guard, pump with pipes
  const shaftEnd = 0.74 * w;
  r.cylinder(x1 + 0.04 * w, my - radius * 0.12, shaftEnd - x1 - 0.04 * w, radius * 0.24, STEEL);
  r.cylinder(0.61 * w, my - radius * 0.45, 0.07 * w, radius * 0.9, [230, 120, 30]);
  for (let x = 0.61 * w + 5; x < 0.68 * w - 2; x += 6) r.rect(x, my - radius * 0.45, 1, radius * 0.9, [180, 90, 20]);
  const pumpX = 0.8 * w;
  r.cylinder(pumpX - 12, 0, 24, my - radius * 0.5, [140, 40, 40], 'v');
  r.cylinder(pumpX - 18, 0.12 * h, 36, 8, [120, 35, 35]);
  r.cylinder(pumpX, my - 12, w - pumpX, 24, [140, 40, 40]);
  r.dome(pumpX, my, radius * 0.8, [150, 42, 42]);
  r.rect(pumpX - radius * 0.5, my + radius * 0.7, radius, floorY - 0.04 * h - my - radius * 0.7, [110, 32, 32]);
  for (const s of sources) bearingCover(r, s.x * w, s.y * h, 0.06 * h);
}
