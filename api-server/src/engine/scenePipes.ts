import { Raster, shade, type Rgb } from './raster';
import type { Rng } from './rng';
import type { ScenePoint } from './sceneTypes';

const PIPE_COLOURS: readonly Rgb[] = [
  [45, 95, 175], // compressed air, blue
  [205, 165, 35], // gas, yellow
  [60, 130, 75], // water, green
  [150, 150, 155], // bare steel
];
const STEEL: Rgb = [150, 152, 158];
const DARK: Rgb = [55, 57, 60];

function handwheel(r: Raster, cx: number, cy: number, radius: number): void {
  r.circle(cx, cy, radius, [175, 30, 30], radius - 3);
  for (let k = 0; k < 4; k += 1) {
    const a = (k * Math.PI) / 2 + Math.PI / 4;
    r.line(cx, cy, cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, [150, 25, 25], 2);
  }
  r.dome(cx, cy, 3, [120, 120, 125]);
}

function flange(r: Raster, x: number, y: number, radius: number, colour: Rgb): void {
  r.cylinder(x - 4, y - radius - 4, 8, 2 * radius + 8, shade(colour, 0.8));
  r.dome(x, y - radius - 2, 1.6, DARK);
  r.dome(x, y + radius + 2, 1.6, DARK);
}

function horizontalPipe(r: Raster, rng: Rng, y: number, radius: number, colour: Rgb): void {
  r.cylinder(-5, y - radius, r.width + 10, 2 * radius, colour);
  for (let x = rng.range(60, 160); x < r.width; x += rng.range(150, 260)) {
    // pipe clamp and wall bracket
    r.rect(x, y - radius - 14, 4, 14, DARK);
    r.cylinder(x - 1, y - radius - 2, 6, 2 * radius + 4, DARK);
  }
  for (let x = rng.range(100, 300); x < r.width; x += rng.range(250, 400)) flange(r, x, y, radius, colour);
}

/** Draws a fitting (union, tee with valve, or brass coupling) on a pipe at the source. */
function fitting(r: Raster, rng: Rng, x: number, y: number, radius: number, colour: Rgb): void {
  switch (rng.int(3)) {
    case 0:
      r.cylinder(x - 14, y - radius - 5, 28, 2 * radius + 10, STEEL);
      r.rect(x - 5, y - radius - 5, 1, 2 * radius + 10, shade(STEEL, 0.6));
      r.rect(x + 5, y - radius - 5, 1, 2 * radius + 10, shade(STEEL, 0.6));
      break;
    case 1:
      r.cylinder(x - radius * 0.7, y - radius - 46, radius * 1.4, 46, colour, 'v');
      flange(r, x, y, radius, colour);
      r.cylinder(x - radius, y - radius - 58, radius * 2, 14, shade(STEEL, 0.9));
      handwheel(r, x, y - radius - 66, radius + 6);
      break;
    default:
      r.cylinder(x - 11, y - radius - 3, 22, 2 * radius + 6, [181, 140, 60]);
      r.dome(x, y - radius - 1, 2, [120, 90, 40]);
  }
}

/** Plant-room wall with horizontal process pipes; every source sits on a fitting of a pipe. */
export function drawPipes(r: Raster, rng: Rng, sources: readonly ScenePoint[]): void {
  const { width: w, height: h } = r;
  const floorY = Math.round(0.84 * h);
  r.rect(0, 0, w, floorY, [128, 128, 122], [176, 172, 160]);
  for (let row = 0, y = 0; y < floorY; row += 1, y += 40) {
    r.rect(0, y, w, 1, [112, 112, 106]);
    for (let x = row % 2 ? 40 : 0; x < w; x += 80) r.rect(x, y, 1, 40, [118, 118, 112]);
  }
  r.rect(0, floorY, w, h - floorY, [95, 95, 92], [60, 60, 58]);
  r.rect(0, floorY, w, 6, [215, 180, 40]);
  // a junction box with conduit, and vertical risers
  const boxX = rng.range(0.05, 0.85) * w;
  r.rect(boxX, 0.08 * h, 60, 70, [170, 172, 168], [140, 142, 138]);
  r.frame(boxX, 0.08 * h, 60, 70, [90, 92, 90], 2);
  r.cylinder(boxX + 26, 0, 8, 0.08 * h, [110, 112, 115], 'v');
  for (let k = 0; k < 2; k += 1) {
    const x = rng.range(0.05, 0.95) * w;
    r.cylinder(x, 0, 22, floorY + 4, rng.pick(PIPE_COLOURS), 'v');
    r.circle(x + 11, 0.3 * h, 13, [40, 40, 40]);
    r.circle(x + 11, 0.3 * h, 11, [235, 235, 230]);
    r.line(x + 11, 0.3 * h, x + 17, 0.3 * h - 6, [20, 20, 20], 2);
  }
  const pipeYs = sources.map((s) => Math.min(0.8, Math.max(0.1, s.y)) * h);
  for (let tries = 0; tries < 12 && pipeYs.length < sources.length + 3; tries += 1) {
    const y = rng.range(0.12, 0.78) * h;
    if (pipeYs.every((other) => Math.abs(other - y) > 0.08 * h)) pipeYs.push(y);
  }
  const pipes = pipeYs.map((y) => ({ y, radius: rng.range(9, 16), colour: rng.pick(PIPE_COLOURS) }));
  for (const pipe of pipes) horizontalPipe(r, rng, pipe.y, pipe.radius, pipe.colour);
  const valvePipe = pipes[pipes.length - 1]!;
  const valveX = rng.range(0.2, 0.8) * w;
  r.cylinder(valveX - 16, valvePipe.y - valvePipe.radius - 6, 32, 2 * valvePipe.radius + 12, [80, 82, 88]);
  r.rect(valveX - 2, valvePipe.y - valvePipe.radius - 30, 4, 24, DARK);
  handwheel(r, valveX, valvePipe.y - valvePipe.radius - 34, 14);
  sources.forEach((s, i) => fitting(r, rng, s.x * w, pipes[i]!.y, pipes[i]!.radius, pipes[i]!.colour));
}
