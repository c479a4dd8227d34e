import type { Rng } from './rng';

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { ceil, exp, floor, hypot, max, min, round, sqrt } = Math;

/**
 * A tiny RGB raster with the drawing primitives the synthetic scene pictures need (rectangles,
 * gradients, shaded cylinders, circles, thick lines, triangles). Coordinates are pixels, (0, 0)
 * top-left; everything is clipped to the image. Deterministic, no DOM.
 */

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

/** Scales a colour's brightness (factor 1 = unchanged), clamped to 0–255. */
export function shade(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor].map((c) => max(0, min(255, c))) as unknown as Rgb;
}

/** Linear mix of two colours: t = 0 gives `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Brightness across a cylinder at t ∈ [−1, 1] (edge to edge): diffuse falloff plus a specular band at t = −0.4. */
function cylinderProfile(t: number): { diffuse: number; specular: number } {
  return { diffuse: 0.35 + 0.65 * sqrt(max(0, 1 - t * t)), specular: 0.45 * exp(-(((t + 0.4) / 0.18) ** 2)) };
}

/** An RGB image, 3 bytes per pixel, row-major, top row first. */
export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** Blends a colour into one pixel with opacity `alpha` (0–1). */
  plot(x: number, y: number, color: Rgb, alpha = 1): void {
    const px = round(x);
    const py = round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const i = (py * this.width + px) * 3;
    for (let c = 0; c < 3; c += 1) this.data[i + c] = round(this.data[i + c]! * (1 - alpha) + color[c]! * alpha);
  }

  /** Fills a rectangle, optionally with a gradient from `color` to `to` (vertical by default). */
  rect(x: number, y: number, w: number, h: number, color: Rgb, to?: Rgb, horizontal = false): void {
    const x0 = max(0, round(x));
    const y0 = max(0, round(y));
    const x1 = min(this.width, round(x + w));
    const y1 = min(this.height, round(y + h));
    for (let py = y0; py < y1; py += 1) {
      for (let px = x0; px < x1; px += 1) {
        const t = horizontal ? (px - x) / max(1, w) : (py - y) / max(1, h);
        this.plot(px, py, to ? mix(color, to, t) : color);
      }
    }
  }

  /** Outline of a rectangle, `thickness` pixels wide. */
  frame(x: number, y: number, w: number, h: number, color: Rgb, thickness = 1): void {
    this.rect(x, y, w, thickness, color);
    this.rect(x, y + h - thickness, w, thickness, color);
    this.rect(x, y, thickness, h, color);
    this.rect(x + w - thickness, y, thickness, h, color);
  }

  /** A horizontal (`axis` 'h') or vertical ('v') cylinder (pipe, shaft, motor body) with shading. */
  cylinder(x: number, y: number, w: number, h: number, color: Rgb, axis: 'h' | 'v' = 'h'): void {
    const across = axis === 'h' ? h : w;
    for (let k = 0; k < across; k += 1) {
      const { diffuse, specular } = cylinderProfile((2 * (k + 0.5)) / across - 1);
      const lit = mix(shade(color, diffuse), [255, 255, 255], specular);
      if (axis === 'h') this.rect(x, y + k, w, 1, lit);
      else this.rect(x + k, y, 1, h, lit);
    }
  }

  /** Filled circle (or ring when `inner` > 0). */
  circle(cx: number, cy: number, r: number, color: Rgb, inner = 0, alpha = 1): void {
    for (let py = floor(cy - r); py <= ceil(cy + r); py += 1) {
      for (let px = floor(cx - r); px <= ceil(cx + r); px += 1) {
        const d = hypot(px - cx, py - cy);
        if (d <= r && d >= inner) this.plot(px, py, color, alpha);
      }
    }
  }

  /** Filled axis-aligned ellipse, brightest at the top (a porcelain shed, a flange seen at an angle). */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    for (let py = floor(cy - ry); py <= ceil(cy + ry); py += 1) {
      for (let px = floor(cx - rx); px <= ceil(cx + rx); px += 1) {
        const d = ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2;
        if (d <= 1) this.plot(px, py, shade(color, 1.15 - 0.4 * ((py - cy + ry) / (2 * ry))));
      }
    }
  }

  /** A shaded sphere-like disc (knobs, bolts, lamps). */
  dome(cx: number, cy: number, r: number, color: Rgb): void {
    for (let py = floor(cy - r); py <= ceil(cy + r); py += 1) {
      for (let px = floor(cx - r); px <= ceil(cx + r); px += 1) {
        const d = hypot(px - cx, py - cy) / r;
        if (d > 1) continue;
        const light = hypot(px - (cx - r / 3), py - (cy - r / 3)) / r;
        this.plot(px, py, mix(shade(color, 0.55 + 0.45 * sqrt(1 - d * d)), [255, 255, 255], 0.5 * max(0, 1 - 2.5 * light)));
      }
    }
  }

  /** A line `thickness` pixels wide with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    const steps = max(1, ceil(hypot(x1 - x0, y1 - y0)));
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      if (thickness <= 1) this.plot(x, y, color);
      else this.circle(x, y, thickness / 2, color);
    }
  }

  /** Filled triangle. */
  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, color: Rgb): void {
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (area === 0) return;
    for (let py = floor(min(ay, by, cy)); py <= ceil(max(ay, by, cy)); py += 1) {
      for (let px = floor(min(ax, bx, cx)); px <= ceil(max(ax, bx, cx)); px += 1) {
        const w0 = ((bx - px) * (cy - py) - (cx - px) * (by - py)) / area;
        const w1 = ((cx - px) * (ay - py) - (ax - px) * (cy - py)) / area;
        if (w0 >= 0 && w1 >= 0 && w0 + w1 <= 1) this.plot(px, py, color);
      }
    }
  }

  /** Photographic finish: per-pixel sensor noise (σ `amount` levels) and a radial vignette. */
  finish(rng: Rng, amount = 3, vignette = 0.35): void {
    const cx = this.width / 2;
    const cy = this.height / 2;
    const maxR = hypot(cx, cy);
    for (let py = 0; py < this.height; py += 1) {
      for (let px = 0; px < this.width; px += 1) {
        const fall = 1 - vignette * (hypot(px - cx, py - cy) / maxR) ** 2;
        const noise = amount * rng.gaussian();
        const i = (py * this.width + px) * 3;
        for (let c = 0; c < 3; c += 1) this.data[i + c] = max(0, min(255, round(this.data[i + c]! * fall + noise)));
      }
    }
  }
}
