import { Raster, shade, type Rgb } from './raster';
import type { Rng } from './rng';
import type { ScenePoint } from './sceneTypes';

const PANEL: Rgb = [205, 208, 204]; // RAL 7035 light grey
const EDGE: Rgb = [120, 124, 122];
const COPPER: Rgb = [184, 115, 51];
const PORCELAIN: readonly Rgb[] = [
  [130, 70, 45],
  [225, 220, 205],
];

function warningSign(r: Raster, cx: number, cy: number, size: number): void {
  r.triangle(cx, cy - size, cx - size, cy + size * 0.8, cx + size, cy + size * 0.8, [20, 20, 20]);
  r.triangle(cx, cy - size + 4, cx - size + 5, cy + size * 0.8 - 2, cx + size - 5, cy + size * 0.8 - 2, [245, 200, 20]);
  r.line(cx + 2, cy - size * 0.4, cx - 3, cy + size * 0.15, [20, 20, 20], 2);
  r.line(cx - 3, cy + size * 0.15, cx + 3, cy + size * 0.1, [20, 20, 20], 2);
  r.line(cx + 3, cy + size * 0.1, cx - 2, cy + size * 0.6, [20, 20, 20], 2);
}

function cabinet(r: Raster, rng: Rng, x: number, top: number, w: number, bottom: number): void {
  const h = bottom - top;
  r.rect(x, top, w, h, PANEL, shade(PANEL, 0.88), true);
  r.frame(x, top, w, h, EDGE, 2);
  r.rect(x, bottom - 10, w, 10, [45, 47, 50]);
  const split = top + 0.36 * h;
  r.rect(x + 6, split, w - 12, 2, EDGE);
  // upper door: mimic diagram, lamps, name plate
  r.rect(x + w / 2 - 1, top + 20, 3, split - top - 40, [30, 30, 30]);
  r.circle(x + w / 2, top + (split - top) / 2, 9, [30, 30, 30], 6);
  ([[200, 40, 30], [40, 170, 60], [230, 160, 30]] as const).forEach((colour, k) => r.dome(x + 20 + k * 16, split - 16, 5, colour));
  r.rect(x + w - 60, top + 14, 44, 16, [245, 245, 240]);
  r.rect(x + w - 56, top + 19, 30, 2, [60, 60, 60]);
  r.rect(x + w - 56, top + 24, 22, 2, [60, 60, 60]);
  // lower door: handle, louvres, warning sign
  r.rect(x + w - 22, split + 40, 8, 40, [40, 40, 42]);
  r.dome(x + w - 18, split + 46, 4, [90, 90, 95]);
  for (let k = 0; k < 6; k += 1) r.rect(x + 18, bottom - 80 + k * 9, w - 60, 3, shade(PANEL, 0.55));
  if (rng.next() < 0.7) warningSign(r, x + w / 2 - 10, split + 50, 16);
}

/** An open compartment with a copper busbar and a post insulator whose middle is the source. */
function insulatorBay(r: Raster, rng: Rng, cx: number, cy: number): void {
  const bayW = 0.11 * r.width;
  const bayH = 0.24 * r.height;
  r.rect(cx - bayW / 2, cy - bayH / 2, bayW, bayH, [30, 33, 37], [55, 58, 62]);
  r.frame(cx - bayW / 2, cy - bayH / 2, bayW, bayH, [90, 94, 96], 3);
  const busY = cy - bayH / 2 + 12;
  r.cylinder(cx - bayW / 2 + 4, busY, bayW - 8, 9, COPPER);
  const colour = rng.pick(PORCELAIN);
  const coreTop = busY + 9;
  const coreBottom = cy + bayH / 2 - 16;
  r.cylinder(cx - 5, coreTop, 10, coreBottom - coreTop, colour, 'v');
  for (let y = coreTop + 8; y < coreBottom - 4; y += 9) r.ellipse(cx, y, 15, 4, colour);
  r.cylinder(cx - 14, coreBottom, 28, 8, [130, 132, 136]);
  r.cylinder(cx - 4, coreBottom + 8, 8, cy + bayH / 2 - coreBottom - 8, [25, 25, 25], 'v');
}

/** Medium-voltage switchgear room: a row of cabinets; every source is on an insulator in an open bay. */
export function drawSwitchgear(r: Raster, rng: Rng, sources: readonly ScenePoint[]): void {
  const { width: w, height: h } = r;
  const floorY = Math.round(0.86 * h);
  r.rect(0, 0, w, floorY, [200, 204, 206], [170, 174, 178]);
  r.rect(0, floorY, w, h - floorY, [110, 112, 115], [80, 82, 85]);
  for (let x = -200; x < w + 200; x += 90) r.line(w / 2 + (x - w / 2) * 0.6, floorY, x, h, [95, 97, 100]);
  // cable tray with cables
  r.rect(0, 0.05 * h, w, 0.04 * h, [95, 98, 102], [70, 72, 76]);
  ([[20, 20, 20], [200, 60, 30], [30, 30, 30], [50, 80, 160]] as const).forEach((colour, k) => r.cylinder(0, 0.055 * h + k * 4, w, 4, colour));
  const count = 4 + rng.int(2);
  const left = 0.04 * w;
  const cabinetW = (0.92 * w) / count;
  for (let k = 0; k < count; k += 1) cabinet(r, rng, left + k * cabinetW + 2, 0.14 * h, cabinetW - 4, floorY);
  for (const s of sources) insulatorBay(r, rng, s.x * w, s.y * h);
}
