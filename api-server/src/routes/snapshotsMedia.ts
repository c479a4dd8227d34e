import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeJpeg, encodePngRgba } from '../engine';
import { applyBiquad, biquad } from '../engine/biquad';
import { JET } from 'shared-domain/analysis';

/**
 * Media helpers of the snapshot routes: PNG with transparency, the heatmap colour map, the
 * thumbnail downscale, WAV encoding and the audible (heterodyned) version of a recording, and
 * the signatures of `/media/...` links.
 */

// ---------------------------------------------------------------------------------------------
// PNG
// ---------------------------------------------------------------------------------------------

/** Thumbnail size: 16:9 (spec 000 section 9). */
export const THUMBNAIL_SIZE = { width: 320, height: 180 } as const;

/**
 * A 320 x 180 JPEG thumbnail of an RGB picture: the picture is cropped to 16:9 around its centre,
 * then each thumbnail pixel averages the box of source pixels it covers.
 */
export function thumbnailJpeg(rgb: Uint8Array, width: number, height: number): Buffer {
  const aspect = THUMBNAIL_SIZE.width / THUMBNAIL_SIZE.height;
  let cropW = width;
  let cropH = Math.round(width / aspect);
  if (cropH > height) {
    cropH = height;
    cropW = Math.round(height * aspect);
  }
  const x0 = Math.floor((width - cropW) / 2);
  const y0 = Math.floor((height - cropH) / 2);
  const { width: tw, height: th } = THUMBNAIL_SIZE;
  const out = new Uint8Array(tw * th * 3);
  for (let ty = 0; ty < th; ty += 1) {
    const sy0 = y0 + Math.floor((ty * cropH) / th);
    const sy1 = Math.max(sy0 + 1, y0 + Math.floor(((ty + 1) * cropH) / th));
    for (let tx = 0; tx < tw; tx += 1) {
      const sx0 = x0 + Math.floor((tx * cropW) / tw);
      const sx1 = Math.max(sx0 + 1, x0 + Math.floor(((tx + 1) * cropW) / tw));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = sy0; sy < sy1; sy += 1) {
        for (let sx = sx0; sx < sx1; sx += 1) {
          const i = (sy * width + sx) * 3;
          r += rgb[i]!;
          g += rgb[i + 1]!;
          b += rgb[i + 2]!;
        }
      }
      const n = (sy1 - sy0) * (sx1 - sx0);
      const o = (ty * tw + tx) * 3;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
    }
  }
  return encodeJpeg(out, tw, th);
}

/** The detail's jet colour map (shared-domain `JET`) at `t` from 0 (dark blue) to 1 (dark red). */
export function colormap(t: number): [number, number, number] {
  const i = Math.round(255 * Math.min(1, Math.max(0, t))) * 3;
  return [JET[i]!, JET[i + 1]!, JET[i + 2]!];
}

/**
 * The heatmap still (`heatmap_still/`): the loudest frame (highest maximum) as a PNG of the grid
 * size (110 x 110), coloured with {@link colormap} from `lowDb` (transparent, the dynamic
 * range's lower edge) to `highDb` (the frame's maximum). Cells below `lowDb` are fully
 * transparent; above it opacity rises from 0.35 to 0.85 so the picture stays visible under it.
 */
export function heatmapStillPng(frames: readonly Float32Array[], width: number, height: number, lowDb: number, highDb: number): Buffer {
  let best = frames[0] ?? new Float32Array(width * height);
  let bestMax = Number.NEGATIVE_INFINITY;
  for (const frame of frames) {
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < frame.length; i += 1) max = Math.max(max, frame[i]!);
    if (max > bestMax) {
      bestMax = max;
      best = frame;
    }
  }
  const span = Math.max(1e-6, highDb - lowDb);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const level = best[i] ?? Number.NEGATIVE_INFINITY;
    if (!(level >= lowDb)) continue;
    const t = (level - lowDb) / span;
    const [r, g, b] = colormap(t);
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = b;
    rgba[i * 4 + 3] = Math.round(255 * (0.35 + 0.5 * Math.min(1, t)));
  }
  return encodePngRgba(rgba, width, height);
}

// ---------------------------------------------------------------------------------------------
// Audio
// ---------------------------------------------------------------------------------------------

/**
 * Encodes samples as a mono 16-bit PCM WAV (RIFF, little-endian). With `normalize` the peak is
 * scaled to -1 dBFS; otherwise samples are taken as pascal with full scale at `fullScalePa`.
 */
export function encodeWav(samples: Float32Array, rateHz: number, opts: { normalize: boolean; fullScalePa?: number }): Buffer {
  let gain: number;
  if (opts.normalize) {
    let peak = 0;
    for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i]!));
    gain = peak > 0 ? 10 ** (-1 / 20) / peak : 0;
  } else {
    gain = 1 / (opts.fullScalePa ?? 1);
  }
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rateHz, 24);
  out.writeUInt32LE(rateHz * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) {
    const v = Math.max(-1, Math.min(1, samples[i]! * gain));
    out.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return out;
}

/** Local-oscillator frequency of the audible version, Hz. */
export const HETERODYNE_SHIFT_HZ = 38_000;
/** Band kept after mixing down, Hz. */
export const AUDIBLE_BANDWIDTH_HZ = 12_000;

/**
 * Makes ultrasound audible the way a heterodyne detector does: multiply by a 38 kHz cosine (a
 * component at f moves to |f - 38 kHz|, so 26-50 kHz lands in 0-12 kHz), low-pass at 12 kHz
 * (two Butterworth sections), then keep every second sample (62.5 kHz becomes 31.25 kHz).
 */
export function audibleVersion(signal: Float32Array, rateHz: number, shiftHz = HETERODYNE_SHIFT_HZ): { samples: Float32Array; rateHz: number } {
  const mixed = new Float32Array(signal.length);
  const w = (2 * Math.PI * shiftHz) / rateHz;
  for (let i = 0; i < signal.length; i += 1) mixed[i] = signal[i]! * Math.cos(w * i);
  const lowpass = biquad('lowpass', Math.min(AUDIBLE_BANDWIDTH_HZ, rateHz * 0.2), rateHz);
  applyBiquad(applyBiquad(mixed, lowpass), lowpass);
  const factor = rateHz >= 40_000 ? 2 : 1;
  const out = new Float32Array(Math.floor(mixed.length / factor));
  for (let i = 0; i < out.length; i += 1) out[i] = mixed[i * factor]!;
  return { samples: out, rateHz: Math.round(rateHz / factor) };
}

// ---------------------------------------------------------------------------------------------
// Signed media links
// ---------------------------------------------------------------------------------------------

/** Lifetime of a signed media link, s. */
export const MEDIA_LINK_TTL_S = 15 * 60;

/**
 * Signs `/media/...` paths so an `<img>` or `<audio>` can load them without a bearer header:
 * `?exp=<unix seconds>&sig=<base64url HMAC-SHA256 of "path\nexp">`. Expiry is rounded up to a
 * whole minute so repeated list calls give the same URL (browser caching).
 */
export interface MediaSigner {
  /** A signed path valid for at least `ttlS` seconds from `nowMs`. */
  sign(path: string, nowMs: number, ttlS?: number): string;
  /** Whether `sig` is the signature of `path` and `exp` and `exp` is not past. */
  verify(path: string, exp: string | undefined, sig: string | undefined, nowMs: number): boolean;
}

/** Creates a {@link MediaSigner} with a server secret. */
export function createMediaSigner(secret: string): MediaSigner {
  const mac = (path: string, exp: string) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path, nowMs, ttlS = MEDIA_LINK_TTL_S) {
      const exp = String(Math.ceil((nowMs / 1000 + ttlS) / 60) * 60);
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, exp, sig, nowMs) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < nowMs) return false;
      const expected = Buffer.from(mac(path, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
